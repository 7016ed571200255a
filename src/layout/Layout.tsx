import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { PaletteProvider } from '../palette';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { SidebarStateScope } from './SidebarStateScope';

export const Layout = ({ children }: { children: ReactNode }) => (
  <PaletteProvider>
    <SidebarStateScope>
      <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
        {children}
      </RaLayout>
    </SidebarStateScope>
  </PaletteProvider>
);
