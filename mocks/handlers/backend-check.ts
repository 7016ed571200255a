/**
 * The backend check of an HTTP service (API-FACTS §5.5, Ping): the reference sends
 * `GET <backendProto>://<node address>:<backendPort><path>` through the node's tunnel, 3 s at most, and
 * reports the status of a 2xx/3xx answer (redirects are followed); anything else is a failure. It does
 * not go through the public route, so a disabled service's backend answers too.
 */
import { nodeRuntime } from '../runtime';
import type { HttpServiceRow, NodeRow } from '../types';
import { UNREACHABLE_PORT } from './service-rules';

/** Health endpoints of the demo's backends answer without a body. */
const HEALTH_PATH = /\/(health|healthz|ready|readyz|livez|ping)\/?$/i;

/** The status the demo backend answers `path` with, or null when the request fails. */
export const backendCheckStatus = (node: NodeRow | undefined, service: HttpServiceRow, path: string): number | null => {
  if (!node || service.backendPort === UNREACHABLE_PORT) return null;
  // No tunnel, no answer: a disconnected node, or one whose peer is not shaking hands.
  if (!node.isLocal && nodeRuntime(node).status === 'offline') return null;
  // The reference asks the node's own address: a gateway forwards to hosts of its LAN, and nothing
  // listens on the gateway itself.
  if (node.isGateway && !node.isLocal && service.backendHost && service.backendHost !== node.address) return null;
  return HEALTH_PATH.test(path) ? 204 : 200;
};
