/**
 * What the history keeps of health: each backend check of a service (scope `service:<type>:<id>`), and
 * per node and minute its tunnel as the gateway's ping reported it in the fleet's frames (the node's scope).
 * Checks are made only while a console is open, so a time no console checked is a gap, never a pass.
 */

/** A backend check: `ok`, `timeout` (no answer within the gateway's 3 s) or `error`; its status and time (ms). */
export interface CheckSample {
  kind: 'check';
  t: number;
  outcome: 'ok' | 'timeout' | 'error';
  status?: number;
  ms: number;
}

/** A node's tunnel over the minute starting at `t`: frames that carried a ping result, unanswered ones, mean and worst answered latency (ms). */
export interface TunnelSample {
  kind: 'tunnel';
  t: number;
  frames: number;
  lost: number;
  ms: number | null;
  max: number | null;
}

export type HealthSample = CheckSample | TunnelSample;

export const serviceScope = (type: string, id: unknown) => `service:${type}:${String(id)}`;

export const isNodeScope = (scope: string) => scope.startsWith('node:');

/** A scope's health over [from, to) as a screen draws it, with when a console was checking. */
export interface HealthHistory {
  from: number;
  to: number;
  /** The window's length as asked ("last hour"). */
  windowMs: number;
  coverage: ReadonlyArray<readonly [number, number]>;
  checks: CheckSample[];
  tunnel: TunnelSample[];
}
