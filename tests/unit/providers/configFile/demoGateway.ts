/** The demo gateway (msw/node over a fresh seed) and a client of it, signed in, for the configuration tests. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestServer } from '../../../../mocks/node';
import { createApi, type Api } from '../../../../src/providers/apiClient';

export const useDemoGateway = () => {
  const { server, db } = createTestServer();
  let token: string | null = null;
  const api: Api = createApi({ baseUrl: 'http://localhost/api', token: () => token });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    db.reset({ keepSessions: false });
    token = (await api.post('/auth/login', { body: { username: 'admin@example.com', password: 'demo-password' } })).token;
  });
  /** The node's tunnel comes up, as when its owner imports the new configuration (a demo control). */
  const connect = async (nodeId: number) => {
    const answer = await fetch(`http://localhost/api/__demo/nodes/${nodeId}/connect`, { method: 'POST' });
    if (!answer.ok) throw new Error(`connect ${nodeId}: ${answer.status}`);
  };
  return { api, db, connect };
};
