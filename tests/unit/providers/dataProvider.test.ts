/** dataProvider: paths, paging, body stripping, compatibility with the reference server (DESIGN §4, §5). */
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createDataProvider, readList } from '../../../src/providers/dataProvider';
import { nodeBody } from '../../../src/api/schemas';
import { bodyOf, signIn, useServer } from './support';

const dataProvider = createDataProvider(new QueryClient());

const { server, seen } = useServer();

const paged = (data: unknown[], page = 1, limit = 10, total = data.length) => ({ data, page, limit, total });
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `node-${index + 1}` }));
const query = (index = 0) => Object.fromEntries(seen[index].url.searchParams);
const SECRETS = ['privateKey', 'publicKey', 'preSharedKey', 'sslPair', 'oauth2Config', 'oauth2ServicePort'];
const noSecrets = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const key of SECRETS) expect(text).not.toContain(`"${key}"`);
};

const ok = () => HttpResponse.json(paged([]));

describe('getList', () => {
  it('always sends page and limit, and reads the paged envelope', async () => {
    server.use(http.get('*/api/nodes', () => HttpResponse.json(paged(rows(10), 2, 10, 34))));
    const result = await dataProvider.getList('nodes', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(query()).toEqual({ page: '2', limit: '10' });
    expect(result.total).toBe(34);
    expect(result.data).toHaveLength(10);
  });

  it('sends page=1 and limit=10 even when react-admin gives no pagination', async () => {
    server.use(http.get('*/api/domains', ok));
    await dataProvider.getList('domains', {} as never);
    expect(query()).toEqual({ page: '1', limit: '10' });
  });

  it('accepts a bare array and pages it locally with its total', async () => {
    server.use(http.get('*/api/domains', () => HttpResponse.json(rows(25))));
    const result = await dataProvider.getList('domains', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result.total).toBe(25);
    expect(result.data.map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('an envelope without total counts its rows; an unreadable answer is an empty list', () => {
    expect(readList({ data: rows(3) }, 1, 10)).toEqual({ data: rows(3), total: 3 });
    expect(readList(null, 1, 10)).toEqual({ data: [], total: 0 });
    expect(readList({ 0: {}, data: 'x' } as never, 1, 10)).toEqual({ data: [], total: 0 });
  });

  it('sends the type filter and leaves out empty filters and an empty search', async () => {
    server.use(http.get('*/api/nodes', ok));
    await dataProvider.getList('nodes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { type: 'gateways', q: '', orderBy: undefined } });
    expect(query()).toEqual({ page: '1', limit: '10', type: 'gateways' });
  });

  it('omits type when "all" is chosen (empty value)', async () => {
    server.use(http.get('*/api/nodes', ok));
    await dataProvider.getList('nodes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { type: '' } });
    expect(seen[0].url.searchParams.has('type')).toBe(false);
  });

  it('sends a search as search=… when given', async () => {
    server.use(http.get('*/api/nodes', ok));
    const result = await dataProvider.getList('nodes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'edge' } });
    expect(query()).toEqual({ page: '1', limit: '10', search: 'edge' });
    expect(result.meta).toBeUndefined();
  });

  it('a 422 about another field is not mistaken for a search refusal', async () => {
    server.use(
      http.get('*/api/nodes', () =>
        HttpResponse.json(
          { message: 'Validation failed', errors: { query: [{ field: 'type', message: '"type" must be one of [nodes, gateways]' }] } },
          { status: 422 },
        ),
      ),
    );
    await expect(
      dataProvider.getList('nodes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'x', type: 'bad' } }),
    ).rejects.toMatchObject({ status: 422 });
    expect(seen).toHaveLength(1);
  });

  it('strips key material from list rows (stream fall-backs and raw rows can carry it)', async () => {
    server.use(http.get('*/api/nodes', () => HttpResponse.json(paged([{ id: 2, name: 'x', privateKey: 'a', publicKey: 'b', preSharedKey: 'c' }]))));
    const result = await dataProvider.getList('nodes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result.data).toEqual([{ id: 2, name: 'x' }]);
  });
});

describe('nested paths', () => {
  it('lists tokens under /nodes/{nodeId}/pats with limit 5 and no nodeId in the query', async () => {
    server.use(http.get('*/api/nodes/7/pats', ok));
    await dataProvider.getList('pats', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: { nodeId: 7 } });
    expect(seen[0].path).toBe('/api/nodes/7/pats');
    expect(query()).toEqual({ page: '1', limit: '5' });
  });

  it('getManyReference with target nodeId lists tokens of that node', async () => {
    server.use(http.get('*/api/nodes/4/pats', () => HttpResponse.json([{ id: 1, name: 'default', revoked: false }])));
    const result = await dataProvider.getManyReference('pats', { target: 'nodeId', id: 4, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(seen[0].path).toBe('/api/nodes/4/pats');
    expect(result).toMatchObject({ total: 1, data: [{ id: 1, name: 'default' }] });
  });

  it('getManyReference with target nodeId lists services under /services/{nodeId}/http and /tcp', async () => {
    server.use(http.get('*/api/services/3/http', ok), http.get('*/api/services/3/tcp', ok));
    const params = { target: 'nodeId', id: 3, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await dataProvider.getManyReference('http_services', params);
    await dataProvider.getManyReference('tcp_services', params);
    expect(seen.map((request) => request.path)).toEqual(['/api/services/3/http', '/api/services/3/tcp']);
    expect(query(0)).toEqual({ page: '1', limit: '5' });
  });

  it('per-domain service lists use /services/http?domain=x and /services/tcp?domain=x', async () => {
    server.use(http.get('*/api/services/http', ok), http.get('*/api/services/tcp', ok));
    const params = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: { domain: 'app.example.com' } };
    await dataProvider.getList('http_services', params);
    await dataProvider.getList('tcp_services', params);
    expect(seen.map((request) => `${request.path}?domain=${request.url.searchParams.get('domain')}`)).toEqual([
      '/api/services/http?domain=app.example.com',
      '/api/services/tcp?domain=app.example.com',
    ]);
  });

  it('getOne of a service uses /services/{nodeId}/{type}/{id} with the node from meta', async () => {
    server.use(http.get('*/api/services/3/tcp/9', () => HttpResponse.json({ id: 9, name: 'mqtt', nodeId: 3 })));
    const { data } = await dataProvider.getOne('tcp_services', { id: 9, meta: { nodeId: 3 } });
    expect(seen[0].path).toBe('/api/services/3/tcp/9');
    expect(data).toEqual({ id: 9, name: 'mqtt', nodeId: 3 });
  });

  it('getOne of a missing service (204, no body) rejects instead of giving nothing', async () => {
    server.use(http.get('*/api/services/3/http/99', () => new HttpResponse(null, { status: 204 })));
    await expect(dataProvider.getOne('http_services', { id: 99, meta: { nodeId: 3 } })).rejects.toThrow('ra.notification.item_doesnt_exist');
  });

  it('create of a token POSTs {name, expireAt} to /nodes/{nodeId}/pats and keeps the one-time token', async () => {
    server.use(
      http.post('*/api/nodes/7/pats', () =>
        HttpResponse.json({ id: 5, name: 'ci', expireAt: '2030-01-01T22:59:59.999Z', nodeId: 7, revoked: false, token: 'payload.sig' }),
      ),
    );
    const { data } = await dataProvider.create('pats', { data: { name: 'ci', expireAt: '2030-01-01T22:59:59.999Z', nodeId: 7 } });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].path).toBe('/api/nodes/7/pats');
    expect(await bodyOf(seen[0])).toEqual({ name: 'ci', expireAt: '2030-01-01T22:59:59.999Z' });
    expect(data).toMatchObject({ id: 5, token: 'payload.sig' });
  });

  it('create of an HTTP service POSTs to /services/{nodeId}/http without nodeId in the body; an empty host is null', async () => {
    server.use(http.post('*/api/services/3/http', () => HttpResponse.json({ id: 11, name: 'web', nodeId: 3, node: { id: 3, privateKey: 'x' } })));
    const { data } = await dataProvider.create('http_services', {
      data: { nodeId: 3, name: 'web', domain: 'app.example.com', pathLocation: '/', backendProto: 'http', backendPort: 80, backendHost: '', allowedIps: null },
    });
    expect(seen[0].path).toBe('/api/services/3/http');
    expect(await bodyOf(seen[0])).toEqual({
      name: 'web',
      domain: 'app.example.com',
      pathLocation: '/',
      backendProto: 'http',
      backendPort: 80,
      backendHost: null,
      allowedIps: null,
    });
    noSecrets(data);
  });
});

describe('bodies carry only contract fields (DESIGN §4)', () => {
  const nodeRecord = {
    id: 5,
    name: 'edge',
    dns: '1.1.1.1',
    keepalive: 25,
    address: '10.0.0.5',
    allowInternet: false,
    isGateway: false,
    advanced: false,
    gatewayNetworks: null,
    status: 'online',
    created_at: '2025-01-31T12:00:00.000Z',
    updated_at: '2025-01-31T12:00:00.000Z',
    enabled: true,
    isLocal: false,
    publicAccess: 'https://x',
    node: { id: 1 },
    clientIp: '1.2.3.4',
    latestHandshakeTimestamp: 1700000000,
    transferRx: 10,
    transferTx: 20,
    token: 'one-time',
    wgInterface: 'wg0',
  };

  it('update of a full node record PATCHes /nodes/{id} without any read-only field', async () => {
    server.use(http.patch('*/api/nodes/5', () => HttpResponse.json({ id: 5, name: 'edge-2' })));
    await dataProvider.update('nodes', { id: 5, data: { ...nodeRecord, name: 'edge-2' }, previousData: nodeRecord });
    expect(seen[0].method).toBe('PATCH');
    expect(seen[0].path).toBe('/api/nodes/5');
    expect(await bodyOf(seen[0])).toEqual({
      name: 'edge-2',
      dns: '1.1.1.1',
      keepalive: 25,
      address: '10.0.0.5',
      allowInternet: false,
      isGateway: false,
      advanced: false,
      gatewayNetworks: null,
    });
  });

  it('turns empty values into the contract\'s "none": absent where null is not allowed, null where it is', () => {
    expect(nodeBody.parse({ name: 'n', dns: '', address: '', keepalive: null, gatewayNetworks: null, isGateway: false, allowInternet: null })).toEqual({
      name: 'n',
      dns: '',
      // '' asks the gateway to assign an address (the contract's pattern allows it).
      address: '',
      gatewayNetworks: null,
      isGateway: false,
    });
  });

  it('keeps gateway networks as given when the node is a gateway', () => {
    const gatewayNetworks = [{ interface: 'eth0', subnet: '192.168.1.0/24' }];
    expect(nodeBody.parse({ name: 'gw', isGateway: true, gatewayNetworks })).toEqual({ name: 'gw', isGateway: true, gatewayNetworks });
  });

  it('refuses a value the contract cannot carry before sending anything, as a 422 on its field', async () => {
    const failure = await dataProvider.create('nodes', { data: { name: 'n', keepalive: 999 } }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 422, body: { errors: { keepalive: expect.any(String) } } });
    expect(seen).toHaveLength(0);
  });

  it('update of a service strips id, nodeId, enabled, publicAccess, node and timestamps', async () => {
    const service = {
      id: 9,
      nodeId: 3,
      name: 'web',
      domain: 'app.example.com',
      pathLocation: '/',
      backendProto: 'https',
      backendHost: null,
      backendPort: 443,
      allowedIps: [],
      blockedIps: [],
      requireAuth: false,
      skipAuthRoutes: null,
      enabled: true,
      publicAccess: 'https://app.example.com/',
      ssl: true,
      node: { id: 3, name: 'edge' },
      created_at: 'x',
      updated_at: 'y',
      expiresAt: null,
    };
    server.use(http.patch('*/api/services/3/http/9', () => HttpResponse.json({ ...service, node: { id: 3, privateKey: 'k' } })));
    const { data } = await dataProvider.update('http_services', { id: 9, data: { ...service, backendPort: 8443 }, previousData: service });
    expect(seen[0].path).toBe('/api/services/3/http/9');
    expect(Object.keys((await bodyOf(seen[0])) as object).sort()).toEqual(
      ['allowedIps', 'backendHost', 'backendPort', 'backendProto', 'blockedIps', 'domain', 'name', 'pathLocation', 'requireAuth', 'skipAuthRoutes'].sort(),
    );
    expect(data.id).toBe(9);
    noSecrets(data);
  });

  it('update of a domain strips id and created_at and keeps allowedEmails', async () => {
    const domain = { id: 2, domain: 'a.example.com', ssl: 'certbot', skipValidation: false, authentication: true, allowedEmails: ['a@b.co'], created_at: 'x', updated_at: 'y' };
    server.use(http.patch('*/api/domains/2', () => HttpResponse.json(domain)));
    await dataProvider.update('domains', { id: 2, data: domain, previousData: domain });
    expect(await bodyOf(seen[0])).toEqual({ domain: 'a.example.com', ssl: 'certbot', skipValidation: false, authentication: true, allowedEmails: ['a@b.co'] });
  });

  it('update merges the answer into the previous record and keeps the id', async () => {
    server.use(http.patch('*/api/nodes/5', () => HttpResponse.json({ name: 'renamed', keepalive: 30 })));
    const { data } = await dataProvider.update('nodes', { id: 5, data: { name: 'renamed' }, previousData: nodeRecord });
    expect(data).toMatchObject({ id: 5, name: 'renamed', keepalive: 30, status: 'online' });
  });
});

describe('key material never reaches a result', () => {
  it('create of a node: the answer leaks privateKey/publicKey/preSharedKey; the result has none, but keeps the token', async () => {
    server.use(
      http.post('*/api/nodes', () =>
        HttpResponse.json({ id: 12, name: 'new', address: '10.0.0.12', privateKey: 'PRIV', publicKey: 'PUB', preSharedKey: 'PSK', token: 'pat.sig', enabled: true }),
      ),
    );
    const { data } = await dataProvider.create('nodes', { data: { name: 'new', keepalive: 25, address: '' } });
    expect(await bodyOf(seen[0])).toEqual({ name: 'new', keepalive: 25, address: '' });
    noSecrets(data);
    expect(data).toMatchObject({ id: 12, token: 'pat.sig' });
  });

  it('getOne of a node strips key material', async () => {
    server.use(http.get('*/api/nodes/6', () => HttpResponse.json({ id: 6, name: 'off', enabled: false, privateKey: 'a', publicKey: 'b', preSharedKey: 'c' })));
    const { data } = await dataProvider.getOne('nodes', { id: 6 });
    expect(seen[0].path).toBe('/api/nodes/6');
    expect(data).toEqual({ id: 6, name: 'off', enabled: false });
  });

  it('create of a domain strips sslPair, oauth2Config and oauth2ServicePort, and completes what the answer left out', async () => {
    server.use(
      http.post('*/api/domains', () =>
        HttpResponse.json({ id: 4, domain: 'b.example.com', ssl: 'self-signed', sslPair: { key: '/k', cert: '/c' }, oauth2Config: { secret: 's' }, oauth2ServicePort: 4180 }),
      ),
    );
    const { data } = await dataProvider.create('domains', { data: { domain: 'b.example.com', ssl: 'self-signed' } });
    // The reference's answer has authentication and allowedEmails only when they were sent: not sent, none.
    expect(data).toEqual({ id: 4, domain: 'b.example.com', ssl: 'self-signed', authentication: false, allowedEmails: null });
  });

  it('getMany fetches each record by id (no id filter on the API) and strips them', async () => {
    server.use(http.get('*/api/nodes/:id', ({ params }) => HttpResponse.json({ id: Number(params.id), name: `n${params.id}`, privateKey: 'x' })));
    const { data } = await dataProvider.getMany('nodes', { ids: [2, 3] });
    expect(seen.map((request) => request.path).sort()).toEqual(['/api/nodes/2', '/api/nodes/3']);
    expect(data).toEqual([{ id: 2, name: 'n2' }, { id: 3, name: 'n3' }]);
  });
});

describe('deletes and string answers', () => {
  it('delete answering "Deleted!" gives the previous record back', async () => {
    const domain = { id: 2, domain: 'a.example.com' };
    server.use(http.delete('*/api/domains/2', () => HttpResponse.json('Deleted!')));
    const { data } = await dataProvider.delete('domains', { id: 2, previousData: domain });
    expect(seen[0].method).toBe('DELETE');
    expect(data).toEqual(domain);
  });

  it('delete of a node answering "Instance deleted" without previousData gives {id}', async () => {
    server.use(http.delete('*/api/nodes/8', () => HttpResponse.json('Instance deleted')));
    const { data } = await dataProvider.delete('nodes', { id: 8 });
    expect(data).toEqual({ id: 8 });
  });

  it('delete of a token goes to /nodes/{nodeId}/pats/{id}', async () => {
    server.use(http.delete('*/api/nodes/7/pats/2', () => HttpResponse.json('Deleted!')));
    await dataProvider.delete('pats', { id: 2, previousData: { id: 2, nodeId: 7, name: 'ci' } });
    expect(seen[0].path).toBe('/api/nodes/7/pats/2');
  });

  it('delete of a service goes to /services/{nodeId}/{type}/{id}', async () => {
    server.use(http.delete('*/api/services/3/tcp/9', () => HttpResponse.json('Deleted!')));
    await dataProvider.delete('tcp_services', { id: 9, previousData: { id: 9, nodeId: 3 } });
    expect(seen[0].path).toBe('/api/services/3/tcp/9');
  });

  it('deleteMany deletes each id and answers the ids', async () => {
    server.use(http.delete('*/api/domains/:id', () => HttpResponse.json('Deleted!')));
    const { data } = await dataProvider.deleteMany('domains', { ids: [4, 5] });
    expect(data).toEqual([4, 5]);
    expect(seen.map((request) => request.path).sort()).toEqual(['/api/domains/4', '/api/domains/5']);
  });

  it('a refused delete (400 local node) rejects with the server message', async () => {
    server.use(http.delete('*/api/nodes/1', () => HttpResponse.json({ status: 'error', message: "Local node can't be deleted" }, { status: 400 })));
    const error = (await dataProvider.delete('nodes', { id: 1 }).catch((failure: unknown) => failure)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe("Local node can't be deleted");
  });

  it('a 422 on create carries field errors for the form, nested paths included, as sentences', async () => {
    server.use(
      http.post('*/api/nodes', () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            errors: { body: [{ field: 'gatewayNetworks.0.subnet', message: '"gatewayNetworks[0].subnet" must be a valid ip address with a required CIDR' }] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = (await dataProvider
      .create('nodes', { data: { name: 'gw', isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '10.9.0.0/16' }] } })
      .catch((failure: unknown) => failure)) as HttpError;
    expect(error.status).toBe(422);
    expect(error.body.errors).toEqual({ 'gatewayNetworks.0.subnet': 'app.validation.cidr' });
  });

  it("a save's 400 or 404 that concerns a field or the record lands on the form; one that does not keeps the gateway's message", async () => {
    const oauth2 =
      'OAuth2 authentication cannot be enabled: required environment variables are missing. Please define OAUTH2_PROXY_PROVIDER, OAUTH2_PROXY_CLIENT_ID, and OAUTH2_PROXY_CLIENT_SECRET in your .env file and restart the server.';
    server.use(
      http.post('*/api/domains', () => HttpResponse.json({ status: 'error', message: oauth2 }, { status: 400 })),
      http.patch('*/api/nodes/4', () => HttpResponse.json({ status: 'error', message: 'Node not found!' }, { status: 404 })),
      http.patch('*/api/nodes/5', () => HttpResponse.json({ status: 'error', message: 'Something else' }, { status: 400 })),
    );
    const refused = (call: Promise<unknown>) => call.catch((failure: unknown) => failure) as Promise<HttpError>;
    const domain = await refused(dataProvider.create('domains', { data: { domain: 'sso.example.com', ssl: 'self-signed', authentication: true, allowedEmails: [] } }));
    expect(domain.status).toBe(400);
    expect(domain.body.errors).toEqual({ authentication: 'app.refusals.oauth2_not_configured' });
    const gone = await refused(dataProvider.update('nodes', { id: 4, data: { name: 'edge' }, previousData: { id: 4, name: 'edge' } }));
    expect(gone.body.errors).toEqual({ root: { serverError: 'app.errors.form_refused', sentence: 'app.refusals.node_gone' } });
    const other = await refused(dataProvider.update('nodes', { id: 5, data: { name: 'edge' }, previousData: { id: 5, name: 'edge' } }));
    expect(other.message).toBe('Something else');
    expect((other.body as { errors?: unknown }).errors).toBeUndefined();
  });
});

describe('custom methods', () => {
  it('setNodeEnabled(true) PATCHes /nodes/{id}/enable with no body', async () => {
    server.use(http.patch('*/api/nodes/5/enable', () => HttpResponse.json({ id: 5, name: 'edge', enabled: true })));
    const { data } = await dataProvider.setNodeEnabled(5, true);
    expect(seen[0].method).toBe('PATCH');
    expect(seen[0].path).toBe('/api/nodes/5/enable');
    expect(await seen[0].text).toBe('');
    expect(data).toMatchObject({ id: 5, enabled: true });
  });

  it('setNodeEnabled(false) PATCHes /nodes/{id}/disable and answers enabled false', async () => {
    server.use(http.patch('*/api/nodes/5/disable', () => HttpResponse.json({ id: 5, name: 'edge', enabled: false, privateKey: 'k' })));
    const { data } = await dataProvider.setNodeEnabled(5, false);
    expect(seen[0].path).toBe('/api/nodes/5/disable');
    expect(data).toEqual({ id: 5, name: 'edge', enabled: false });
  });

  it('downloadNodeConfig GETs /nodes/{id}/download and names the file from Content-Disposition', async () => {
    server.use(
      http.get('*/api/nodes/5/download', () =>
        new HttpResponse('[Interface]\n', { headers: { 'Content-Disposition': 'attachment; filename="wiredoor-edge-config.conf"' } }),
      ),
    );
    const { data: { fileName, blob } } = await dataProvider.downloadNodeConfig(5);
    expect(seen[0].path).toBe('/api/nodes/5/download');
    expect(fileName).toBe('wiredoor-edge-config.conf');
    expect(await blob.text()).toBe('[Interface]\n');
  });

  it('downloadNodeConfig falls back to config.conf without Content-Disposition', async () => {
    server.use(http.get('*/api/nodes/5/download', () => new HttpResponse('[Interface]\n')));
    const { data: { fileName } } = await dataProvider.downloadNodeConfig(5);
    expect(fileName).toBe('config.conf');
  });

  it('revokeToken PATCHes /nodes/{nodeId}/pats/{id}/revoke; a partial {id, revoked} answer gives {id, revoked: true}', async () => {
    server.use(http.patch('*/api/nodes/7/pats/2/revoke', () => HttpResponse.json({ id: 2, revoked: true })));
    const { data } = await dataProvider.revokeToken(7, 2);
    expect(seen[0].method).toBe('PATCH');
    expect(seen[0].path).toBe('/api/nodes/7/pats/2/revoke');
    expect(await seen[0].text).toBe('');
    expect(data).toEqual({ id: 2, revoked: true });
  });

  it('revokeToken keeps whatever else the partial answer carries', async () => {
    server.use(http.patch('*/api/nodes/7/pats/2/revoke', () => HttpResponse.json({ id: 2, revoked: true, updated_at: '2025-02-01T00:00:00.000Z' })));
    const { data } = await dataProvider.revokeToken(7, 2);
    expect(data).toEqual({ id: 2, revoked: true, updated_at: '2025-02-01T00:00:00.000Z' });
  });

  it('setServiceEnabled PATCHes /services/{nodeId}/http/{id}/enable', async () => {
    server.use(http.patch('*/api/services/3/http/9/enable', () => HttpResponse.json({ id: 9, enabled: true })));
    const { data } = await dataProvider.setServiceEnabled('http_services', 3, 9, true);
    expect(seen[0].method).toBe('PATCH');
    expect(seen[0].path).toBe('/api/services/3/http/9/enable');
    expect(data).toMatchObject({ id: 9, enabled: true });
  });

  it('setServiceEnabled PATCHes /services/{nodeId}/tcp/{id}/disable', async () => {
    server.use(http.patch('*/api/services/3/tcp/4/disable', () => HttpResponse.json({ id: 4, enabled: false })));
    const { data } = await dataProvider.setServiceEnabled('tcp_services', 3, 4, false);
    expect(seen[0].path).toBe('/api/services/3/tcp/4/disable');
    expect(data).toMatchObject({ id: 4, enabled: false });
  });
});

describe('every dataProvider request', () => {
  it('carries Authorization: Bearer <token> and credentials "include"', async () => {
    signIn('the-token');
    server.use(
      http.get('*/api/nodes', ok),
      http.get('*/api/nodes/5', () => HttpResponse.json({ id: 5 })),
      http.post('*/api/domains', () => HttpResponse.json({ id: 1 })),
      http.patch('*/api/domains/1', () => HttpResponse.json({ id: 1 })),
      http.delete('*/api/domains/1', () => HttpResponse.json('Deleted!')),
      http.patch('*/api/nodes/5/enable', () => HttpResponse.json({ id: 5 })),
      http.patch('*/api/nodes/5/pats/1/revoke', () => HttpResponse.json({ id: 1, revoked: true })),
      http.get('*/api/nodes/5/download', () => new HttpResponse('x')),
    );
    await dataProvider.getList('nodes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await dataProvider.getOne('nodes', { id: 5 });
    await dataProvider.create('domains', { data: { domain: 'a.example.com' } });
    await dataProvider.update('domains', { id: 1, data: { domain: 'a.example.com' }, previousData: { id: 1 } });
    await dataProvider.delete('domains', { id: 1 });
    await dataProvider.setNodeEnabled(5, true);
    await dataProvider.revokeToken(5, 1);
    await dataProvider.downloadNodeConfig(5);
    expect(seen).toHaveLength(8);
    for (const request of seen) {
      expect(request.headers.get('Authorization'), `${request.method} ${request.path}`).toBe('Bearer the-token');
      expect(request.credentials, `${request.method} ${request.path}`).toBe('include');
    }
  });

  it('an unknown resource is refused before any request', async () => {
    await expect(dataProvider.getOne('users', { id: 1 })).rejects.toThrow('Unknown resource: users');
    expect(seen).toHaveLength(0);
  });
});
