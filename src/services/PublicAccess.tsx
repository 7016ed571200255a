/** A service's public address: a link for web addresses, plain text otherwise; never HTML. */
import { Link, Typography } from '@mui/material';
import { isWebAddress } from './serviceKinds';

export const PublicAccess = ({ address, fallback }: { address?: string | null; fallback: string }) => {
  if (isWebAddress(address)) {
    return (
      <Link href={address} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
        {address}
      </Link>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ fontFamily: address ? 'monospace' : undefined, wordBreak: 'break-all' }}>
      {address || fallback}
    </Typography>
  );
};
