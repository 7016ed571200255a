/**
 * The backend check of an HTTP service (API-FACTS §5.5, Ping): the reference sends
 * `GET <backendProto>://<node address>:<backendPort><path>` through the node's tunnel, 3 s at most, and
 * reports the status of a 2xx/3xx answer (redirects are followed); anything else is a failure. It does
 * not go through the public route, so a disabled service's backend answers too.
 *
 * The demo's backends: most answer; a seeded one hangs (the check gives up after 3 s) and one answers
 * 500 (`backendFault`); port 9 refuses; a tunnel that dropped off swallows the request (3 s) and one
 * that never came up, or was disconnected, fails at once.
 */
import { tunnelCarries, nodeRuntime } from '../runtime';
import type { HttpServiceRow, NodeRow } from '../types';
import { UNREACHABLE_PORT } from './service-rules';

/** Health endpoints of the demo's backends answer without a body. */
const HEALTH_PATH = /\/(health|healthz|ready|readyz|livez|ping)\/?$/i;

/** The reference's axios timeout. */
export const BACKEND_TIMEOUT_MS = 3_000;

/** The status the backend answers `path` with, or how long the gateway takes to give up. */
export type BackendAnswer = { status: number } | { failsAfterMs: number };

const FAILS_AT_ONCE: BackendAnswer = { failsAfterMs: 0 };

export const backendCheckStatus = (node: NodeRow | undefined, service: HttpServiceRow, path: string, now = Date.now()): BackendAnswer => {
  if (!node || service.backendPort === UNREACHABLE_PORT) return FAILS_AT_ONCE;
  // No tunnel, no answer: a disconnected node, or one whose peer is not shaking hands, fails at once.
  if (!node.isLocal && nodeRuntime(node, now).status === 'offline') return FAILS_AT_ONCE;
  // A tunnel that dropped off takes the request and nothing comes back.
  if (!tunnelCarries(node, now)) return { failsAfterMs: BACKEND_TIMEOUT_MS };
  // The reference asks the node's own address: a gateway forwards to hosts of its LAN, and nothing
  // listens on the gateway itself.
  if (node.isGateway && !node.isLocal && service.backendHost && service.backendHost !== node.address) return FAILS_AT_ONCE;
  if (service.backendFault === 'timeout') return { failsAfterMs: BACKEND_TIMEOUT_MS };
  if (service.backendFault === 'error') return FAILS_AT_ONCE;
  return { status: HEALTH_PATH.test(path) ? 204 : 200 };
};
