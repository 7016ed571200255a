/** A temporary drawer below `md` (SPEC §2 Shell), as react-admin only switches below `sm`. */
import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { isValidElement, memo, useEffect, useRef, type ReactNode } from 'react';
import { DRAWER_WIDTH, Sidebar as RaSidebar, shallowEqual, useSidebarState, useTranslate, type SidebarProps } from 'react-admin';
import { useLocation } from 'react-router-dom';

const SidebarDrawer = ({ children }: { children: SidebarProps['children'] }) => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      // The drawer is a modal dialog (MUI): it needs a name of its own.
      slotProps={{ paper: { 'aria-label': translate('app.menu.navigation'), sx: { width: DRAWER_WIDTH, backgroundImage: 'none', bgcolor: 'background.default' } } }}
    >
      {children}
    </Drawer>
  );
};

/** The same element: same type, key and props (react-admin makes a new `<Menu />` at each of its renders). */
const sameElement = (a: ReactNode, b: ReactNode): boolean =>
  a === b || (isValidElement(a) && isValidElement(b) && a.type === b.type && a.key === b.key && shallowEqual(a.props, b.props));

/**
 * Memoised: react-admin renders the whole layout again at every navigation, with a new but equal menu
 * element; the sidebar follows its own state (open, screen size) and the menu items their location.
 */
export const Sidebar = memo(
  ({ children, ...props }: SidebarProps) => {
    const drawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
    return drawer ? <SidebarDrawer>{children}</SidebarDrawer> : <RaSidebar {...props}>{children}</RaSidebar>;
  },
  ({ children: before, ...previous }, { children: after, ...next }) => sameElement(before, after) && shallowEqual(previous, next),
);
Sidebar.displayName = 'Sidebar';
