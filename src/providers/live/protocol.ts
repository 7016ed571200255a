/** The messages between the main thread's topic client and the live engine (a worker, or the same code on the main thread). */
import type { TopicSpec } from './topics';

export type ToEngine =
  /** The streams' session: the fleet stream's address (with the token), the token for the calls it makes (health checks); null at sign-out, which forgets everything. */
  | { type: 'session'; fleetUrl: string | null; token?: string | null }
  /** A topic is followed (or, when it already is, asked again: a node stream that stopped reopens); `url`: its own stream's address, if it may need one. */
  | { type: 'subscribe'; topic: TopicSpec; url?: string }
  | { type: 'unsubscribe'; name: string }
  /** The tab is hidden (write the history now, check less often) or shown again. */
  | { type: 'visibility'; hidden: boolean };

export type FromEngine =
  /** What changed of some topics (a payload by topic kind: liveClient.ts's KINDS). */
  | { type: 'publish'; items: Array<[name: string, payload: unknown]> }
  /** A stream failed: the main thread asks whether the session is over. */
  | { type: 'failed' };
