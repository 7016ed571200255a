// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nodeRuntime } from '../../mocks/runtime';
import { useDemoGateway } from './helpers';

const { db, api } = useDemoGateway();

interface NodeJson {
  id: number;
  name: string;
  address: string;
  isGateway: boolean;
  isLocal: boolean;
  status?: string;
  [key: string]: unknown;
}

describe('GET /api/nodes', () => {
  it('pages with limit: {data, page, limit, total}; the seed fills two pages of 10', async () => {
    const first = await (await api('GET', '/nodes?page=1&limit=10')).json();
    expect(first).toMatchObject({ page: 1, limit: 10, total: db.nodes.length });
    expect(db.nodes.length).toBeGreaterThan(10);
    expect(first.data).toHaveLength(10);
    const second = await (await api('GET', '/nodes?page=2&limit=10')).json();
    expect(second.page).toBe(2);
    expect(second.data.map((n: NodeJson) => n.id)).toEqual(db.nodes.slice(10, 20).map((n) => n.id));
  });

  it('answers a bare array without limit', async () => {
    const body = await (await api('GET', '/nodes')).json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(db.nodes.length);
  });

  it('set to a gateway without search, refuses `search` on every list as the reference does', async () => {
    db.settings.search = false;
    for (const path of ['/nodes?page=1&limit=10&search=nas', '/domains?page=1&limit=10&search=home', '/services/http?page=1&limit=5&search=a']) {
      const answer = await api('GET', path);
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({ message: 'Validation failed', errors: { query: [{ field: 'search', message: '"search" is not allowed' }] } });
    }
    expect((await api('GET', '/nodes?page=1&limit=10')).status).toBe(200);
  });

  it('filters by type and by search (name or address, any case)', async () => {
    const gateways = await (await api('GET', '/nodes?limit=50&type=gateways')).json();
    expect(gateways.total).toBeGreaterThan(1);
    expect(gateways.data.every((n: NodeJson) => n.isGateway)).toBe(true);
    const nodes = await (await api('GET', '/nodes?limit=50&type=nodes')).json();
    expect(nodes.total + gateways.total).toBe(db.nodes.length);

    const byName = await (await api('GET', '/nodes?limit=10&search=GATEWAY')).json();
    expect(byName.data.map((n: NodeJson) => n.name).sort()).toEqual(['office-gateway', 'warehouse-gateway']);
    const byAddress = await (await api('GET', '/nodes?limit=10&search=10.0.0.13')).json();
    expect(byAddress.data.map((n: NodeJson) => n.name)).toEqual(['ci-runner']);
  });

  it('refuses unknown query keys and bad values with 422 on the query segment', async () => {
    const sort = await api('GET', '/nodes?limit=10&_sort=name');
    expect(sort.status).toBe(422);
    expect(await sort.json()).toEqual({
      message: 'Validation failed',
      errors: { query: [{ field: '_sort', message: '"_sort" is not allowed' }] },
    });
    expect((await api('GET', '/nodes?limit=10&type=all')).status).toBe(422);
    expect((await api('GET', '/nodes?limit=ten')).status).toBe(422);
  });

  it('carries runtime fields: offline with nulls for the local node and a disabled one (no peer of the interface)', async () => {
    const { data } = await (await api('GET', '/nodes?limit=20')).json();
    const local = data.find((n: NodeJson) => n.isLocal);
    expect(local).toMatchObject({ status: 'offline', clientIp: null, latestHandshakeTimestamp: null, transferRx: null, transferTx: null });
    // GET one answers the local node's entity alone, as the reference does.
    expect(await (await api('GET', `/nodes/${local.id}`)).json()).not.toHaveProperty('status');
    const disabled = data.find((n: NodeJson) => n.name === 'backup-server');
    expect(disabled).toMatchObject({ enabled: false, status: 'offline', clientIp: null, latestHandshakeTimestamp: null, transferRx: null });
    const statuses = new Set(data.filter((n: NodeJson) => !n.isLocal).map((n: NodeJson) => n.status));
    expect(statuses).toEqual(new Set(['online', 'idle', 'offline']));
    expect(data.some((n: NodeJson) => 'privateKey' in n)).toBe(false);
  });
});

describe('runtime', () => {
  it('moves with time: traffic grows and the handshake stays recent for an online node', () => {
    const online = db.nodes.find((node) => nodeRuntime(node)?.status === 'online')!;
    const now = Date.now();
    const before = nodeRuntime(online, now)!;
    const after = nodeRuntime(online, now + 1000)!;
    expect(after.transferRx!).toBeGreaterThan(before.transferRx!);
    expect(after.transferTx!).toBeGreaterThanOrEqual(before.transferTx!);
    expect(now - before.latestHandshakeTimestamp!).toBeLessThan(180_000);
  });

  it('a new node has never connected: offline, no handshake, no traffic, and it stays so', async () => {
    const created = await (await api('POST', '/nodes', { name: 'fresh' })).json();
    const now = Date.now();
    for (const at of [now, now + 60_000, now + 3_600_000]) {
      // No endpoint yet, so no clientIp key at all (as the reference answers a peer that never connected).
      expect(nodeRuntime(db.find('nodes', created.id)!, at)).toEqual({ status: 'offline', latestHandshakeTimestamp: 0, transferRx: 0, transferTx: 0 });
    }
    const listed = (await (await api('GET', '/nodes?page=2&limit=10')).json()).data.find((node: NodeJson) => node.id === created.id);
    expect(listed).toMatchObject({ status: 'offline', latestHandshakeTimestamp: 0, transferRx: 0, transferTx: 0 });
    expect(listed).not.toHaveProperty('clientIp');
    // The gateway cannot reach a backend through a tunnel that is down.
    const exposed = await api('POST', `/services/${created.id}/http`, { name: 'web', pathLocation: '/fresh', backendPort: 80 });
    expect(exposed.status).toBe(422);
    expect((await exposed.json()).errors.body).toEqual([{ field: 'backendPort', message: `Unable to connect to port 80 in ${created.address}` }]);
  });

  it('once its tunnel comes up (the demo control), a new node is online and its traffic starts from zero', async () => {
    const created = await (await api('POST', '/nodes', { name: 'fresh' })).json();
    const connectedAt = Date.now();
    expect((await fetch(`http://localhost/api/__demo/nodes/${created.id}/connect`, { method: 'POST' })).status).toBe(200);
    const node = await (await api('GET', `/nodes/${created.id}`)).json();
    expect(node.status).toBe('online');
    expect(node.latestHandshakeTimestamp).toBeGreaterThanOrEqual(Math.floor(connectedAt / 1000) * 1000);
    const later = nodeRuntime(db.find('nodes', created.id)!, Date.now() + 10_000)!;
    expect(later.transferRx!).toBeGreaterThan(node.transferRx);
    // Ten seconds of a home connection, not a day's worth of gigabytes.
    expect(later.transferRx!).toBeLessThan(10_000_000);
    expect((await api('POST', `/services/${created.id}/http`, { name: 'web', pathLocation: '/fresh', backendPort: 80 })).status).toBe(200);
  });
});

describe('POST /api/nodes', () => {
  it('allocates the first free address, leaks the keys like the reference and returns a one-time token', async () => {
    const response = await api('POST', '/nodes', { name: 'new-node' });
    expect(response.status).toBe(200);
    const node = await response.json();
    expect(node).toMatchObject({ name: 'new-node', address: '10.0.0.14', keepalive: 25, enabled: true, wgInterface: 'wg0' });
    expect(node.privateKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(node.preSharedKey).toBeTruthy();
    expect(node.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(db.pats.filter((pat) => pat.nodeId === node.id).map((pat) => pat.name)).toEqual(['default']);

    const again = await (await api('GET', `/nodes/${node.id}`)).json();
    expect(again).not.toHaveProperty('token');
    expect(again).not.toHaveProperty('privateKey');
  });

  it('reuses a freed address, lowest first', async () => {
    await api('DELETE', '/nodes/5');
    expect((await (await api('POST', '/nodes', { name: 'reuse' })).json()).address).toBe('10.0.0.5');
  });

  it('answers 422 with the reference server\'s texts, one entry at a time', async () => {
    const missingName = await api('POST', '/nodes', { dns: '' });
    expect(await missingName.json()).toEqual({
      message: 'Validation failed',
      errors: { body: [{ field: 'name', message: 'This field is required' }] },
    });
    const badSubnet = await (await api('POST', '/nodes', {
      name: 'gw', isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0' }],
    })).json();
    expect(badSubnet.errors.body).toEqual([
      { field: 'gatewayNetworks.0.subnet', message: '"gatewayNetworks[0].subnet" must be a valid ip address with a required CIDR' },
    ]);
    const badDns = await (await api('POST', '/nodes', { name: 'n', dns: '1.1.1.1, nameserver' })).json();
    expect(badDns.errors.body).toEqual([
      { field: 'dns', message: expect.stringMatching(/^"DNS Servers" failed custom validation because "value" must be a valid ip address/) },
    ]);
  });

  it('refuses unknown keys (the first one, as Joi stops at the first problem)', async () => {
    const response = await api('POST', '/nodes', { name: 'x', enabled: true, status: 'online' });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.body).toEqual([{ field: 'enabled', message: '"enabled" is not allowed' }]);
  });

  it('refuses a duplicate address', async () => {
    const response = await api('POST', '/nodes', { name: 'twin', address: '10.0.0.2' });
    expect((await response.json()).errors.body).toEqual([
      { field: 'address', message: 'Record already exists with the same value in address' },
    ]);
  });
});

describe('single nodes', () => {
  it('PATCH needs a name and resets an absent keepalive to 25', async () => {
    expect((await api('PATCH', '/nodes/5', { dns: '1.1.1.1' })).status).toBe(422);
    const updated = await (await api('PATCH', '/nodes/5', { name: 'pi-garage' })).json();
    expect(updated).toMatchObject({ id: 5, name: 'pi-garage', keepalive: 25, address: '10.0.0.5' });
    expect(updated).not.toHaveProperty('status');
  });

  it('404s an unknown node', async () => {
    const response = await api('GET', '/nodes/999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', message: 'Node not found!' });
  });

  it('protects the local node with 400s', async () => {
    const expectations: [string, string, unknown, string][] = [
      ['PATCH', '/nodes/1', { name: 'renamed' }, "Local node can't be updated"],
      ['PATCH', '/nodes/1/enable', undefined, "Local node can't be updated"],
      ['PATCH', '/nodes/1/disable', undefined, "Local node can't be updated"],
      ['DELETE', '/nodes/1', undefined, "Local node can't be deleted"],
      ['GET', '/nodes/1/download', undefined, "Local node doesn't have wireguard config"],
    ];
    for (const [method, path, body, message] of expectations) {
      const response = await api(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', message });
    }
  });

  it('enables and disables, answering the node entity', async () => {
    const disabled = await (await api('PATCH', '/nodes/2/disable')).json();
    expect(disabled).toMatchObject({ id: 2, enabled: false });
    expect((await (await api('PATCH', '/nodes/2/enable')).json()).enabled).toBe(true);
  });

  it('downloads the wg-quick file as an attachment without a content type', async () => {
    const response = await api('GET', '/nodes/3/download');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="wiredoor-office-gateway-config.conf"');
    expect(response.headers.get('content-type')).toBeNull();
    const text = await response.text();
    expect(text).toMatch(/^\[Interface\]\nPrivateKey = \S+\nAddress = 10\.0\.0\.3\/32\n/);
    expect(text).toContain('PostUp = iptables -A FORWARD -i wg0 -o eth0 -j ACCEPT');
    expect(text).toContain('Endpoint = 203.0.113.10:51820');
  });

  it('DELETE answers the JSON string "Instance deleted" and cascades services but not tokens', async () => {
    const response = await api('DELETE', '/nodes/6');
    expect(await response.json()).toBe('Instance deleted');
    expect(db.httpServices.some((service) => service.nodeId === 6)).toBe(false);
    expect(db.tcpServices.some((service) => service.nodeId === 6)).toBe(false);
    expect(db.pats.some((pat) => pat.nodeId === 6)).toBe(true);
  });
});
