/** The engine's backend check through the typed client, on the page's origin with the session's token. */
import { API_BASE } from '../../../config';
import { createApi } from '../../apiClient';
import { backendCheckOf } from '../../serviceCheck/readFacts';
import type { Ping } from './healthFeed';

export const pingThroughApi = (): Ping => {
  let token: string | null = null;
  // A worker's location is its script's, on the page's origin.
  const api = createApi({ baseUrl: new URL(API_BASE, globalThis.location?.href ?? 'http://localhost').href, token: () => token });
  return (target, sessionToken) => {
    token = sessionToken;
    return backendCheckOf(api, { nodeId: target.nodeId, id: target.id, pathLocation: target.path });
  };
};
