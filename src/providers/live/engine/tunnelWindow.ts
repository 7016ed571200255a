/**
 * A node's tunnel over the last minutes, from the gateway's ping as fleet frames carry it: the reference
 * pings every 5 s and each frame repeats its last result, so a result counts once, when it changes.
 */
import { SLOW_TUNNEL_MS } from '../../serviceCheck/types';
import type { TunnelHealth } from '../health';

const WINDOW_MS = 5 * 60_000;
/** Fewer answered pings than this say nothing about speed. */
const ENOUGH_PINGS = 3;

export class TunnelWindow {
  private samples: Array<{ t: number; ms: number | null }> = [];
  private lastKey = '';

  /** A frame's row of the node; whether its ping result was new. */
  add(row: Record<string, unknown>, at: number): boolean {
    if (typeof row.reachable !== 'boolean') return false;
    const key = `${row.reachable}|${String(row.latency)}|${String(row.lastPingTs)}`;
    if (key === this.lastKey) return false;
    this.lastKey = key;
    const latency = typeof row.latency === 'number' && Number.isFinite(row.latency) ? row.latency : null;
    this.samples.push({ t: at, ms: row.reachable ? latency : null });
    this.samples = this.samples.filter((sample) => sample.t > at - WINDOW_MS);
    return true;
  }

  /** The last minutes before `now`; null when no ping result came in them (an offline node is not pinged). */
  summary(now: number): TunnelHealth | null {
    const recent = this.samples.filter((sample) => sample.t > now - WINDOW_MS);
    if (!recent.length) return null;
    const answered = recent.filter((sample) => sample.ms !== null);
    const ms = answered.length ? answered.reduce((sum, sample) => sum + sample.ms!, 0) / answered.length : null;
    return { ms, pings: recent.length, lost: recent.length - answered.length, slow: answered.length >= ENOUGH_PINGS && ms !== null && ms > SLOW_TUNNEL_MS };
  }
}
