/** Not part of the gateway's contract (mocks/handlers/demo.ts), so a plain request rather than the data provider. */
import type { Identifier } from 'react-admin';
import { API_BASE } from '../config';

/** Why the demo refused: its own message (a network failure rejects with fetch's TypeError instead). */
export class DemoRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoRefused';
  }
}

export const bringTunnelUp = async (nodeId: Identifier): Promise<void> => {
  const answer = await fetch(`${API_BASE}/__demo/nodes/${encodeURIComponent(String(nodeId))}/connect`, { method: 'POST' });
  if (answer.ok) return;
  const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
  throw new DemoRefused(typeof body?.message === 'string' && body.message ? body.message : `HTTP ${answer.status}`);
};
