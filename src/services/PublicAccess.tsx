/**
 * A service's public address: a link for web addresses, plain text otherwise; never HTML. It wraps
 * between its parts only (scheme, host, port, path), and a part wider than its place is cut, whole in
 * a tooltip (TruncatedText).
 */
import { Link, Typography } from '@mui/material';
import { TruncatedText, type TruncatedTextProps } from '../components/TruncatedText';
import { isWebAddress } from './serviceKinds';

export interface PublicAccessProps {
  address?: string | null;
  fallback: string;
  maxWidth?: TruncatedTextProps['maxWidth'];
}

export const PublicAccess = ({ address, fallback, maxWidth }: PublicAccessProps) => {
  if (isWebAddress(address)) {
    return (
      <TruncatedText text={address} address maxWidth={maxWidth}>
        {(parts) => (
          <Link href={address} target="_blank" rel="noopener noreferrer">
            {parts}
          </Link>
        )}
      </TruncatedText>
    );
  }
  if (!address) {
    return (
      <Typography component="span" variant="body2">
        {fallback}
      </Typography>
    );
  }
  return <TruncatedText text={address} address maxWidth={maxWidth} sx={{ typography: 'body2', fontFamily: 'monospace' }} />;
};
