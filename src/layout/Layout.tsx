import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { PaletteProvider } from '../palette';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export const Layout = ({ children }: { children: ReactNode }) => (
  <PaletteProvider>
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  </PaletteProvider>
);
