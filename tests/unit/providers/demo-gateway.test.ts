/**
 * The providers against the demo gateway (mocks/): sign in, page, create, edit, the custom methods
 * and a stream, end to end through the same handlers the browser demo uses.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer } from '../../../mocks/node';
import { authProvider } from '../../../src/providers/authProvider';
import { QueryClient } from '@tanstack/react-query';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { openNodeStream } from '../../../src/providers/streams';
import { getToken } from '../../../src/providers/tokenCookie';

const dataProvider = createDataProvider(new QueryClient());

const { server, db } = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  // The demo's login limiter counts failures; keep tests independent of their order.
  for (const client of Object.keys(db.loginFailures)) delete db.loginFailures[client];
});

const KEYS = ['privateKey', 'publicKey', 'preSharedKey', 'sslPair', 'oauth2Config', 'oauth2ServicePort'];
const expectNoKeyMaterial = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const key of KEYS) expect(text, key).not.toContain(`"${key}"`);
};

const signIn = async () => {
  const result = await authProvider.login({ username: 'admin@example.com', password: 'demo-password' });
  expect(getToken()).toBeTruthy();
  return result;
};

const nodeNamed = (name: string) => {
  const node = db.nodes.find((row) => row.name === name);
  if (!node) throw new Error(`seed has no node ${name}`);
  return node;
};

const firstRegularNode = () => {
  const node = db.nodes.find((row) => !row.isLocal && !row.isGateway && row.enabled);
  if (!node) throw new Error('seed has no regular enabled node');
  return node;
};

const listParams = (page: number, perPage: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

describe('auth against the demo gateway', () => {
  it('signs in with the demo credentials (expiresIn "1h") and redirects to /', async () => {
    await expect(signIn()).resolves.toEqual({ redirectTo: '/' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('a wrong password is Invalid Credentials; the sixth try within the window is Too many attempts', async () => {
    const attempt = () => authProvider.login({ username: 'admin@example.com', password: 'wrong' });
    for (let i = 0; i < 5; i += 1) await expect(attempt()).rejects.toThrow('app.auth.invalid_credentials');
    await expect(attempt()).rejects.toThrow('app.auth.too_many_attempts');
    expect(getToken()).toBeNull();
  });

  it('without a token (its cookie expired) the gateway answers 401, and checkError ends the session too', async () => {
    const error = (await dataProvider.getList('nodes', listParams(1, 10)).catch((failure: unknown) => failure)) as { status: number };
    expect(error.status).toBe(401);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('a stale token gets 401 and checkError then ends the session', async () => {
    document.cookie = 'token=stale.token.value; Path=/';
    const error = await dataProvider.getOne('nodes', { id: 2 }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 401 });
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('data against the demo gateway', () => {
  it('lists nodes paged, with the total of the whole table and no key material', async () => {
    await signIn();
    const result = await dataProvider.getList('nodes', listParams(1, 5));
    expect(result.data).toHaveLength(Math.min(5, db.nodes.length));
    expect(result.total).toBe(db.nodes.length);
    expectNoKeyMaterial(result.data);
  });

  it('lists only gateways with type=gateways', async () => {
    await signIn();
    const result = await dataProvider.getList('nodes', listParams(1, 50, { type: 'gateways' }));
    expect(result.total).toBe(db.nodes.filter((row) => row.isGateway).length);
    expect(result.data.every((row) => row.isGateway === true)).toBe(true);
  });

  it('searches nodes by name (the demo supports search, so no searchUnsupported flag)', async () => {
    await signIn();
    const target = firstRegularNode();
    const result = await dataProvider.getList('nodes', listParams(1, 10, { q: target.name }));
    expect(result.data.map((row) => row.name)).toContain(target.name);
    expect(result.meta).toBeUndefined();
  });

  it('creates a node: the gateway leaks keys, the result carries none but keeps the one-time token', async () => {
    await signIn();
    const { data } = await dataProvider.create('nodes', {
      data: { name: 'vitest-node', keepalive: 25, address: '', dns: '', allowInternet: false, isGateway: false, gatewayNetworks: null },
    });
    expectNoKeyMaterial(data);
    expect(typeof data.token).toBe('string');
    // Proof that the answer would have leaked them: the stored row holds them.
    expect(db.find('nodes', Number(data.id))?.privateKey).toBeTruthy();
  });

  it('edits a node from its full detail record: the strict server accepts the stripped body', async () => {
    await signIn();
    const { id, name } = firstRegularNode();
    const { data: record } = await dataProvider.getOne('nodes', { id });
    expectNoKeyMaterial(record);
    expect(record).toHaveProperty('status'); // a runtime field the server would refuse in a body
    const { data } = await dataProvider.update('nodes', { id, data: { ...record, name: `${name}-x` }, previousData: record });
    expect(data.name).toBe(`${name}-x`);
    expect(db.find('nodes', id)?.name).toBe(`${name}-x`);
  });

  it('disconnects and connects a node with the custom method', async () => {
    await signIn();
    const target = firstRegularNode();
    expect((await dataProvider.setNodeEnabled(target.id, false)).data.enabled).toBe(false);
    expect(db.find('nodes', target.id)?.enabled).toBe(false);
    expect((await dataProvider.setNodeEnabled(target.id, true)).data.enabled).toBe(true);
    expect(db.find('nodes', target.id)?.enabled).toBe(true);
  });

  it('downloads a node config named from Content-Disposition', async () => {
    await signIn();
    const target = firstRegularNode();
    const { data: { fileName, blob } } = await dataProvider.downloadNodeConfig(target.id);
    expect(fileName).toBe(`wiredoor-${target.name}-config.conf`);
    expect(await blob.text()).toContain('[Interface]');
  });

  it('refuses to delete the local node with its 400 message', async () => {
    await signIn();
    const local = db.nodes.find((row) => row.isLocal)!;
    await expect(dataProvider.delete('nodes', { id: local.id })).rejects.toMatchObject({ status: 400, message: "Local node can't be deleted" });
  });

  it('creates, lists, revokes and deletes a token of a node', async () => {
    await signIn();
    const target = firstRegularNode();
    const { data: created } = await dataProvider.create('pats', { data: { name: 'vitest-token', expireAt: null, nodeId: target.id } });
    expect(typeof created.token).toBe('string');
    const list = await dataProvider.getManyReference('pats', { target: 'nodeId', id: target.id, ...listParams(1, 50) });
    expect(list.data.map((row) => row.id)).toContain(created.id);
    const { data: revoked } = await dataProvider.revokeToken(target.id, created.id);
    expect(revoked).toMatchObject({ id: created.id, revoked: true });
    const { data: deleted } = await dataProvider.delete('pats', { id: created.id, previousData: { ...created, nodeId: target.id } });
    expect(deleted.id).toBe(created.id);
    expect(db.find('pats', Number(created.id))).toBeUndefined();
  });

  it('lists a node\'s services by nodeId and a domain\'s services by domain', async () => {
    await signIn();
    const service = db.httpServices.find((row) => row.domain && !db.find('nodes', row.nodeId)?.isLocal)!;
    const byNode = await dataProvider.getManyReference('http_services', { target: 'nodeId', id: service.nodeId, ...listParams(1, 5) });
    expect(byNode.data.map((row) => row.id)).toContain(service.id);
    const byDomain = await dataProvider.getList('http_services', listParams(1, 50, { domain: service.domain }));
    expect(byDomain.data.length).toBeGreaterThan(0);
    expect(byDomain.data.every((row) => row.domain === service.domain)).toBe(true);
  });

  it('disables and re-enables a service with the custom method', async () => {
    await signIn();
    const service = db.tcpServices.find((row) => row.enabled)!;
    expect((await dataProvider.setServiceEnabled('tcp_services', service.nodeId, service.id, false)).data.enabled).toBe(false);
    expect(db.find('tcpServices', service.id)?.enabled).toBe(false);
    expect((await dataProvider.setServiceEnabled('tcp_services', service.nodeId, service.id, true)).data.enabled).toBe(true);
  });

  it('edits a domain from its list record: read-only fields are stripped and the server accepts it', async () => {
    await signIn();
    const { data: domains } = await dataProvider.getList('domains', listParams(1, 50));
    const record = domains[0];
    expectNoKeyMaterial(domains);
    const { data } = await dataProvider.update('domains', { id: record.id, data: { ...record, skipValidation: true, ssl: 'self-signed' }, previousData: record });
    expect(data.id).toBe(record.id);
  });

  it('a 422 from the demo gives field errors in react-admin form', async () => {
    await signIn();
    const error = await dataProvider.create('nodes', { data: { name: '' } }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 422 });
    expect((error as { body: { errors: Record<string, unknown> } }).body.errors).toHaveProperty('name');
  });

  it('streams a node detail without key material', async () => {
    await signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = nodeNamed(db.nodes.find((row) => !row.isLocal && !row.enabled)?.name ?? firstRegularNode().name);
    const node = await new Promise<Record<string, unknown>>((resolve) => {
      const close = openNodeStream(target.id, (value) => {
        close();
        resolve(value);
      });
    });
    expect(node.id).toBe(target.id);
    expectNoKeyMaterial(node);
  });

  it('logout clears the session: the next call is refused', async () => {
    await signIn();
    await authProvider.logout({});
    expect(getToken()).toBeNull();
    await expect(dataProvider.getOne('nodes', { id: 2 })).rejects.toMatchObject({ status: 401 });
  });
});
