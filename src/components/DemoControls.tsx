/**
 * Controls of the embedded demo gateway that screens may show (issue 23): they play the part of the
 * world outside the console, such as a node's owner bringing its tunnel up. Only the boot code fills
 * this context, in demo builds (main.tsx, behind `__DEMO__`, from src/demo/); everywhere else,
 * production included, it holds null and the slots below render nothing. The controls themselves, their
 * texts and their calls to /api/__demo live in src/demo/, which production bundles do not contain.
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
