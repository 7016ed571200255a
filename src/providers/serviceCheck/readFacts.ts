/**
 * What the check reads of the gateway, through the typed client: the service, its node (with the runtime
 * the gateway computes: status, handshake, its own ping), its domain, and the backend check.
 */
import type { Domain, Service, ServiceType } from '../../api/types';
import type { Api } from '../apiClient';
import { failureText } from '../configFile/failure';
import { ApiError } from '../httpErrors';
import { readList } from '../listAnswer';
import type { BackendCheck, BackendFact, CheckFacts, Read } from './types';
import { BACKEND_TIMEOUT_MS } from './types';

export interface CheckTarget {
  type: ServiceType;
  nodeId: number;
  id: number;
}

/** A refused session is not a fact about the service: the caller ends the session (SPEC §8). */
const SESSION_STATUSES = [401, 403, 429];

export const sessionRefused = (error: unknown): boolean => error instanceof ApiError && SESSION_STATUSES.includes(error.status);

/** Why a read failed, as one text or key: a read's refusal names no form field. */
const readFailure = (error: unknown): { text: string } | { key: string } => {
  const failure = failureText(error);
  return 'fields' in failure ? { key: failure.fields[0]?.message ?? 'ra.notification.http_error' } : failure;
};

const read = async <T>(load: () => Promise<T>): Promise<Read<T>> => {
  try {
    const value = await load();
    return { value, at: Date.now() };
  } catch (error) {
    if (sessionRefused(error)) throw error;
    return { failed: readFailure(error), at: Date.now() };
  }
};

const PAGE = 1_000;

/** The domain named `name`, read page by page (the reference has no search: API-FACTS §12.5); null when none. */
const findDomain = async (api: Api, name: string): Promise<Domain | null> => {
  for (let page = 1; ; page += 1) {
    const answer = readList(await api.get('/domains', { query: { page, limit: PAGE } }), page, PAGE);
    const found = answer.data.find((domain) => domain.domain.toLowerCase() === name.toLowerCase());
    if (found) return found;
    if (answer.data.length < PAGE || page * PAGE >= answer.total) return null;
  }
};

const readService = async (api: Api, { type, nodeId, id }: CheckTarget): Promise<Service | null> =>
  type === 'http'
    ? api.get('/services/{nodeId}/http/{id}', { path: { nodeId, id } })
    : api.get('/services/{nodeId}/tcp/{id}', { path: { nodeId, id } });

/** The facts of one service, read now, one call at a time; null when the gateway has no such service. The backend comes from elsewhere. */
export const readCheckFacts = async (api: Api, target: CheckTarget): Promise<Omit<CheckFacts, 'backend'> | null> => {
  const service = await readService(api, target);
  const serviceAt = Date.now();
  if (!service) return null;
  const node = await read(async () => {
    try {
      return await api.get('/nodes/{id}', { path: { id: service.nodeId } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
  const domain = service.domain ? await read(() => findDomain(api, service.domain!)) : undefined;
  return { type: target.type, service, serviceAt, node, ...(domain && { domain }), now: Date.now() };
};

/**
 * One backend check (GET …/http/{id}/ping), timed: a 400 is the backend's failure (API-FACTS §5.5),
 * a timeout when it took the gateway's 3 s; any other refusal means the check was not made.
 */
export const backendCheckOf = async (api: Api, service: { nodeId: number; id: number; pathLocation?: string | null }): Promise<BackendFact & { refusedStatus?: number }> => {
  const path = service.pathLocation || '/';
  const t = Date.now();
  const started = performance.now();
  try {
    const answer = await api.get('/services/{nodeId}/http/{id}/ping', { path: { nodeId: service.nodeId, id: service.id }, query: { path } });
    const check: BackendCheck = { t, outcome: 'ok', status: answer.status, ms: performance.now() - started, path };
    return { check };
  } catch (error) {
    const ms = performance.now() - started;
    if (error instanceof ApiError && error.status === 400) {
      // The gateway gives up after 3 s; a little less is a timeout too (its timer starts after ours).
      return { check: { t, outcome: ms >= BACKEND_TIMEOUT_MS * 0.95 ? 'timeout' : 'error', ms, path } };
    }
    return { unchecked: readFailure(error), at: Date.now(), refusedStatus: error instanceof ApiError ? error.status : 0 };
  }
};
