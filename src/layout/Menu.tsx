import DnsIcon from '@mui/icons-material/Dns';
import HomeIcon from '@mui/icons-material/Home';
import LanIcon from '@mui/icons-material/Lan';
import { Box } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';

const Logo = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, minHeight: 48 }}>
      <img src="/logo.svg" alt={translate('app.name')} width={28} height={28} />
      {open && (
        <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {translate('app.name')}
        </Box>
      )}
    </Box>
  );
};

export const Menu = () => {
  const translate = useTranslate();
  return (
    <RaMenu aria-label={translate('app.menu.navigation')}>
      <Logo />
      <RaMenu.Item to="/" primaryText="app.menu.home" leftIcon={<HomeIcon />} />
      <RaMenu.Item to="/domains" primaryText="app.menu.domains" leftIcon={<DnsIcon />} />
      <RaMenu.Item to="/nodes" primaryText="app.menu.nodes" leftIcon={<LanIcon />} />
    </RaMenu>
  );
};
