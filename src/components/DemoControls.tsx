/**
 * Only demo builds fill this context (main.tsx, behind `__DEMO__`), so that the demo's controls in
 * src/demo stay out of production bundles.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { Identifier, StringMap } from 'react-admin';

export interface DemoTunnelProps {
  node: { id: Identifier; name: string };
}

export interface DemoControls {
  TunnelUp: ComponentType<DemoTunnelProps>;
}

export interface DemoConsole {
  controls: DemoControls;
  messages: Record<string, StringMap>;
}

export const DemoControlsContext = createContext<DemoControls | null>(null);

export const DemoTunnelUp = ({ node }: DemoTunnelProps) => {
  const demo = useContext(DemoControlsContext);
  return demo ? <demo.TunnelUp node={node} /> : null;
};
