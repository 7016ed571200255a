// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoGateway } from './helpers';

const { db, api } = useDemoGateway();

describe('HTTP services', () => {
  it('creates a service with its node and public URL; an unknown valid domain is auto-created', async () => {
    const response = await api('POST', '/services/2/http', { name: 'photos', domain: 'photos.example.com', backendPort: 2342 });
    expect(response.status).toBe(200);
    const service = await response.json();
    expect(service).toMatchObject({
      name: 'photos', nodeId: 2, pathLocation: '/', backendProto: 'http', enabled: true,
      publicAccess: 'https://photos.example.com/',
      node: { id: 2, name: 'homelab-nas' },
    });
    expect(service.node).not.toHaveProperty('privateKey');
    expect(db.domains.find((d) => d.domain === 'photos.example.com')).toMatchObject({ ssl: 'self-signed' });
  });

  it('uses the VPN host in publicAccess when there is no domain', async () => {
    const service = await (await api('POST', '/services/2/http', { name: 'raw', pathLocation: '/raw', backendPort: 81 })).json();
    expect(service.publicAccess).toBe('https://203.0.113.10/raw');
  });

  it('refuses a taken domain + path, an unreachable backend, a missing node and a missing backend port', async () => {
    const twin = await (await api('POST', '/services/2/http', { name: 'x', domain: 'app.example.com', pathLocation: '/api', backendPort: 80 })).json();
    const message = 'Record already exists with the same value in domain, pathLocation';
    expect(twin.errors.body).toEqual([{ field: 'domain', message }, { field: 'pathLocation', message }]);

    const dead = await (await api('POST', '/services/2/http', { name: 'dead', domain: 'dead.example.com', backendPort: 9 })).json();
    expect(dead.errors.body).toEqual([{ field: 'backendPort', message: 'Unable to connect to port 9 in 10.0.0.2' }]);

    expect((await api('POST', '/services/999/http', { name: 'x', pathLocation: '/x', backendPort: 80 })).status).toBe(404);

    // The reference probes the backend with the port as sent: without one, Node's socket refuses.
    const portless = await api('POST', '/services/2/http', { name: 'x', pathLocation: '/portless' });
    expect(portless.status).toBe(400);
    expect(await portless.json()).toEqual({ status: 'error', message: 'The "options" or "port" or "path" argument must be specified' });
  });

  it('validates with the shared schema (skip-auth lines, require-auth rule)', async () => {
    const body = await (await api('POST', '/services/2/http', {
      name: 'x', domain: 'app.example.com', pathLocation: '/x', requireAuth: true, skipAuthRoutes: '/ok\nhealth',
    })).json();
    expect(body.errors.body).toEqual([{ field: 'skipAuthRoutes', message: 'Line 2 must start with \'/\' or \'^\': "health"' }]);
    const noName = await (await api('PATCH', '/services/2/http/2', { domain: 'home.example.net' })).json();
    expect(noName.errors.body).toEqual([{ field: 'name', message: 'This field is required' }]);
  });

  it('protects Wiredoor_APP: no delete, disabling is a silent no-op', async () => {
    const deleted = await api('DELETE', '/services/1/http/1');
    expect(deleted.status).toBe(400);
    expect(await deleted.json()).toEqual({ status: 'error', message: "Wiredoor APP can't be deleted" });
    expect((await (await api('PATCH', '/services/1/http/1/disable')).json()).enabled).toBe(true);
  });

  it('enables, disables and deletes; an unknown id is 204 on GET and 400 on writes', async () => {
    expect((await (await api('PATCH', '/services/2/http/2/disable')).json()).enabled).toBe(false);
    expect((await (await api('PATCH', '/services/2/http/2/enable')).json()).enabled).toBe(true);
    expect(await (await api('DELETE', '/services/2/http/2')).json()).toBe('Deleted!');
    const missing = await api('GET', '/services/2/http/2');
    expect(missing.status).toBe(204);
    expect(await missing.text()).toBe('');
    expect((await api('DELETE', '/services/2/http/2')).status).toBe(400);
  });

  it('lists per node and per domain, applying both filters', async () => {
    const perNode = await (await api('GET', '/services/6/http?page=1&limit=5')).json();
    expect(perNode).toMatchObject({ total: 2, limit: 5 });
    expect(perNode.data[0]).not.toHaveProperty('node');
    const perDomain = (await (await api('GET', '/services/http?domain=home.example.net')).json()) as { name: string }[];
    expect(perDomain.map((s) => s.name).sort()).toEqual(['home-assistant', 'nas-web']);
    const both = await (await api('GET', '/services/http?domain=home.example.net&nodeId=9')).json();
    expect(both.map((s: { name: string }) => s.name)).toEqual(['home-assistant']);
    expect((await api('GET', '/services/http?limit=5&sort=name')).status).toBe(422);
  });
});

describe('TCP services', () => {
  it('assigns the lowest free port of the range, distinct on consecutive creates', async () => {
    const first = await (await api('POST', '/services/12/tcp', { name: 'mqtt-ws', proto: 'tcp', backendPort: 9001 })).json();
    const second = await (await api('POST', '/services/12/tcp', { name: 'mqtt-alt', proto: 'tcp', backendPort: 8883 })).json();
    expect(first.port).toBe(32765);
    expect(second.port).toBe(32768);
    expect(first).toMatchObject({ proto: 'tcp', ssl: false, node: { id: 12 }, publicAccess: 'tcp://203.0.113.10:32765' });
  });

  it('keeps explicit ports inside the range and unique', async () => {
    const outside = await (await api('POST', '/services/12/tcp', { name: 'x', backendPort: 22, port: 2222 })).json();
    expect(outside.errors.body).toEqual([{ field: 'port', message: 'This field must be greater than or equal to 32760' }]);
    const taken = await (await api('POST', '/services/12/tcp', { name: 'x', backendPort: 22, port: 32760 })).json();
    expect(taken.errors.body).toEqual([{ field: 'port', message: 'Record already exists with the same value in port' }]);
  });

  it('uses the domain in publicAccess and requires backendPort', async () => {
    const udp = await (await api('POST', '/services/6/tcp', { name: 'dns2', proto: 'udp', domain: 'mqtt.example.com', backendPort: 5353, port: 32790 })).json();
    expect(udp.publicAccess).toBe('udp://mqtt.example.com:32790');
    const noPort = await (await api('POST', '/services/6/tcp', { name: 'x' })).json();
    expect(noPort.errors.body).toEqual([{ field: 'backendPort', message: 'This field is required' }]);
  });
});

describe('backend check (GET /services/{nodeId}/http/{id}/ping)', () => {
  it('answers the status of a live backend: 200, and 204 for a health endpoint', async () => {
    expect(await (await api('GET', '/services/2/http/2/ping?path=/')).json()).toEqual({ status: 200 });
    expect(await (await api('GET', '/services/2/http/2/ping?path=/healthz')).json()).toEqual({ status: 204 });
    // No path: the reference asks '/'.
    expect(await (await api('GET', '/services/2/http/2/ping')).json()).toEqual({ status: 200 });
  });

  it('works for a disabled service, as the reference does not go through the public route', async () => {
    expect(db.find('httpServices', 6)!.enabled).toBe(false);
    expect((await api('GET', '/services/9/http/6/ping?path=/ha')).status).toBe(200);
  });

  it('fails like the reference without a tunnel, on port 9, and behind a gateway (it asks the node itself)', async () => {
    const failed = { status: 'error', message: 'Request to backend failed.' };
    const disconnected = await api('GET', '/services/8/http/12/ping?path=/restic');
    expect(disconnected.status).toBe(400);
    expect(await disconnected.json()).toEqual(failed);
    const port9 = db.insert('httpServices', {
      name: 'discard', nodeId: 2, domain: null, pathLocation: '/discard', backendHost: null, backendPort: 9, backendProto: 'http',
      enabled: true, requireAuth: false, skipAuthRoutes: null, allowedIps: null, blockedIps: null, expiresAt: null,
    });
    expect(await (await api('GET', `/services/2/http/${port9.id}/ping`)).json()).toEqual(failed);
    expect(await (await api('GET', '/services/4/http/3/ping')).json()).toEqual(failed);
    // The console's own service answers on the local node.
    expect(await (await api('GET', '/services/1/http/1/ping?path=/api/config')).json()).toEqual({ status: 200 });
  });

  it('refuses a path that would leave the backend (the contract pattern) and an unknown service', async () => {
    const away = await api('GET', `/services/2/http/2/ping?path=${encodeURIComponent('//evil.example/x')}`);
    expect(away.status).toBe(422);
    expect((await api('GET', '/services/2/http/999/ping')).status).toBe(400);
  });
});

describe('lifetimes (ttl → expiresAt, API-FACTS §10.8)', () => {
  it('turns ttl into expiresAt on create and ignores it on update', async () => {
    const before = Date.now();
    const created = await (await api('POST', '/services/2/http', { name: 'brief', pathLocation: '/brief', backendPort: 80, ttl: '2h' })).json();
    const left = Date.parse(created.expiresAt) - before;
    expect(left).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(left).toBeLessThan(2 * 3_600_000 + 60_000);
    const updated = await (await api('PATCH', `/services/2/http/${created.id}`, { name: 'brief', pathLocation: '/brief', ttl: '1d' })).json();
    expect(updated.expiresAt).toBe(created.expiresAt);
  });

  it('disables lapsed services when lists are read: HTTP forgets the expiry, TCP keeps it', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    db.update('httpServices', 11, { expiresAt: past });
    const tcp = db.insert('tcpServices', {
      name: 'lapsed', nodeId: 2, domain: null, proto: 'tcp', backendHost: null, backendPort: 6000, port: 32791, ssl: false, enabled: true,
      allowedIps: null, blockedIps: null, expiresAt: past,
    });
    await api('GET', '/services/13/http?page=1&limit=5');
    expect(db.find('httpServices', 11)).toMatchObject({ enabled: false, expiresAt: null });
    await api('GET', '/services/2/tcp?page=1&limit=5');
    expect(db.find('tcpServices', tcp.id)).toMatchObject({ enabled: false, expiresAt: past });
    // Enabled again, a TCP service with a past expiry is disabled again at the next read (API-FACTS §12.22).
    expect((await (await api('PATCH', `/services/2/tcp/${tcp.id}/enable`)).json()).enabled).toBe(true);
    await api('GET', '/services/2/tcp?page=1&limit=5');
    expect(db.find('tcpServices', tcp.id)!.enabled).toBe(false);
  });
});
