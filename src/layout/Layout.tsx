import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { PaletteProvider } from '../palette';
import { useFollowFleet } from '../providers/live';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { SidebarStateScope } from './SidebarStateScope';

/** The fleet's history is recorded on every screen, from the first one's paint on rather than ahead of its data. */
const FleetFollower = () => {
  useFollowFleet(useAfterFirstPaint());
  return null;
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <PaletteProvider>
    <FleetFollower />
    <SidebarStateScope>
      <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
        {children}
      </RaLayout>
    </SidebarStateScope>
  </PaletteProvider>
);
