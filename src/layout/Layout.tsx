import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { PaletteProvider } from '../palette';
import { topics, useLive, useLiveFailures } from '../providers/live';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { SidebarStateScope } from './SidebarStateScope';

/** The fleet is followed on every screen, so its history is recorded wherever the operator is. */
const FleetFollower = () => {
  useLive(topics.fleet(), () => 0);
  useLiveFailures();
  return null;
};

/** From the first screen's paint on, rather than ahead of its data. */
const FleetFollowerOncePainted = () => (useAfterFirstPaint() ? <FleetFollower /> : null);

export const Layout = ({ children }: { children: ReactNode }) => (
  <PaletteProvider>
    <FleetFollowerOncePainted />
    <SidebarStateScope>
      <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
        {children}
      </RaLayout>
    </SidebarStateScope>
  </PaletteProvider>
);
