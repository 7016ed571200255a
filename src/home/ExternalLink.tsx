/** An external link: new tab, rel="noopener noreferrer", and a hidden note saying so. */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, type LinkProps } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

export const ExternalLink = ({ href, children, ...rest }: LinkProps & { href: string }) => {
  const translate = useTranslate();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <OpenInNewIcon aria-hidden sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: 'middle' }} />
      <Box component="span" sx={visuallyHidden}> {translate('app.home.new_tab')}</Box>
    </Link>
  );
};
