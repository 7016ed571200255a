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

/**
 * A sidebar entry: a plain link for assistive technology (react-admin's item is a MUI menuitem,
 * which announces site navigation as an application menu) that marks the current page. Pointed at
 * or focused, it loads its screen's code; followed, it is a navigation like any other: the screen asks
 * for its code and its first data itself (components/lazyScreen.ts), whatever made the navigation.
 */
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
      // A ripple's own rendering and layout would hold up the next screen (a third of a press's work at
      // 4x CPU). Keyboard focus still shows.
      disableRipple
      onPointerEnter={() => void preload.code(to)}
      onFocus={() => void preload.code(to)}
    />
  );
};

/**
 * The sidebar: a navigation landmark with the logo, the three sections of SPEC §2 Shell, the exposure
 * inventory and the configuration file screen. Memoised:
 * react-admin renders the whole layout again on every navigation; only the items, which follow the
 * location themselves, need to.
 */
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
