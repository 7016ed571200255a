/**
 * Controls of the embedded demo gateway that screens may show, playing the world outside the console (a
 * node's owner bringing its tunnel up). Only demo builds fill this context (main.tsx, behind `__DEMO__`);
 * elsewhere it holds null and the slots render nothing. The controls live in src/demo/, outside production bundles.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { Identifier, StringMap } from 'react-admin';

export interface DemoTunnelProps {
  node: { id: Identifier; name: string };
}

export interface DemoControls {
  /** "Bring the tunnel up (demo)" for a node whose tunnel never came up, with the line that explains it. */
  TunnelUp: ComponentType<DemoTunnelProps>;
}

/** What a demo build adds to the console: its controls, and their texts by locale ('en', 'fr'). */
export interface DemoConsole {
  controls: DemoControls;
  messages: Record<string, StringMap>;
}

export const DemoControlsContext = createContext<DemoControls | null>(null);

/** The demo's tunnel control for `node`; nothing outside the demo. */
export const DemoTunnelUp = ({ node }: DemoTunnelProps) => {
  const demo = useContext(DemoControlsContext);
  return demo ? <demo.TunnelUp node={node} /> : null;
};
