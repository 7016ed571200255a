import DnsIcon from '@mui/icons-material/Dns';
import HomeIcon from '@mui/icons-material/Home';
import LanIcon from '@mui/icons-material/Lan';
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box } from '@mui/material';
import { memo, type ReactElement } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useMatch } from 'react-router-dom';
import { appRoutes } from '../appRoutes';
import { useScreenPreloader } from '../components/screenPreloader';

const Logo = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const name = translate('app.name');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, minHeight: 48 }}>
      {/* The name is read once: from the text when the sidebar is expanded, from the image otherwise. */}
      <img src="/logo.svg" alt={open ? '' : name} width={28} height={28} />
      {open && (
        <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      )}
    </Box>
  );
};

/** A plain link, as react-admin's item is a MUI menuitem, which announces site navigation as an application menu. */
const Item = ({ to, primaryText, leftIcon }: { to: string; primaryText: string; leftIcon: ReactElement }) => {
  const current = useMatch({ path: to, end: to === '/' });
  const preload = useScreenPreloader();
  return (
    <RaMenu.Item
      to={to}
      primaryText={primaryText}
      leftIcon={leftIcon}
      role="link"
      aria-current={current ? 'page' : undefined}
      // A ripple's own rendering and layout would hold up the next screen; keyboard focus still shows.
      disableRipple
      onPointerEnter={() => void preload.code(to)}
      onFocus={() => void preload.code(to)}
    />
  );
};

/** Memoised: react-admin renders the whole layout again on every navigation. */
export const Menu = memo(() => {
  const translate = useTranslate();
  return (
    <nav aria-label={translate('app.menu.navigation')}>
      <Logo />
      <RaMenu component="div" role="presentation">
        <Item to={appRoutes.home()} primaryText="app.menu.home" leftIcon={<HomeIcon />} />
        <Item to={appRoutes.domains()} primaryText="app.menu.domains" leftIcon={<DnsIcon />} />
        <Item to={appRoutes.nodes()} primaryText="app.menu.nodes" leftIcon={<LanIcon />} />
        <Item to={appRoutes.exposure()} primaryText="app.menu.exposure" leftIcon={<TravelExploreIcon />} />
        <Item to={appRoutes.configuration()} primaryText="app.menu.configuration" leftIcon={<SettingsBackupRestoreIcon />} />
      </RaMenu>
    </nav>
  );
});
Menu.displayName = 'Menu';
