/**
 * The sidebar (SPEC §2 Shell): react-admin's own on larger screens (expanded or collapsed, the choice
 * remembered), and below `md` a temporary drawer, where react-admin only switches below `sm`. The
 * drawer opens from the top-bar toggle and closes on Escape, an outside click (MUI's modal) or any
 * navigation; its open state is the transient one of SidebarStateScope.
 */
import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { DRAWER_WIDTH, Sidebar as RaSidebar, useSidebarState, useTranslate, type SidebarProps } from 'react-admin';
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

export const Sidebar = ({ children, ...props }: SidebarProps) => {
  const drawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  return drawer ? <SidebarDrawer>{children}</SidebarDrawer> : <RaSidebar {...props}>{children}</RaSidebar>;
};
