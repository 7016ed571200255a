import DnsIcon from '@mui/icons-material/Dns';
import HomeIcon from '@mui/icons-material/Home';
import LanIcon from '@mui/icons-material/Lan';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box } from '@mui/material';
import { memo, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useMatch, useNavigate } from 'react-router-dom';
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

/** A click that follows the link in this tab (not a new tab or window, not a download). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A sidebar entry: a plain link for assistive technology (react-admin's item is a MUI menuitem,
 * which announces site navigation as an application menu) that marks the current page. Pointed at
 * or focused, it loads its screen's code; pressed, it asks for the screen's first data at once
 * (the route table's, through ScreenPreloaderContext), and followed (click or keyboard), it opens the screen once that data is in the
 * query cache (or after a bounded wait), so that the screen renders once, with its rows. Another
 * navigation meanwhile wins.
 */
const Item = ({ to, primaryText, leftIcon }: { to: string; primaryText: string; leftIcon: ReactElement }) => {
  const current = useMatch({ path: to, end: to === '/' });
  const navigate = useNavigate();
  const preload = useScreenPreloader();
  return (
    <RaMenu.Item
      to={to}
      primaryText={primaryText}
      leftIcon={leftIcon}
      role="link"
      aria-current={current ? 'page' : undefined}
      // A press starts the next screen (its data, then its rendering): a ripple's own rendering and
      // layout would hold that up (a third of the press's work at 4x CPU). Keyboard focus still shows.
      disableRipple
      onPointerEnter={() => void preload.code(to)}
      onFocus={() => void preload.code(to)}
      onPointerDown={(event: PointerEvent<HTMLElement>) => {
        if (!current && event.button === 0) void preload.data(to);
      }}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (current || !plainClick(event)) return;
        const landed = preload.data(to);
        if (!landed) return;
        event.preventDefault();
        const from = window.location.href;
        void landed.then(() => {
          if (window.location.href === from) navigate(to);
        });
      }}
    />
  );
};

/**
 * The sidebar: a navigation landmark with the logo and the three sections of SPEC §2 Shell and the
 * exposure inventory. Memoised:
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
      </RaMenu>
    </nav>
  );
});
Menu.displayName = 'Menu';
