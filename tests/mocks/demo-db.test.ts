// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createDb } from '../../mocks/db';
import { seedManyNodes } from '../../mocks/seed-fleet';
import { BASE, useDemoGateway } from './helpers';

const { db, api } = useDemoGateway();

describe('seed data', () => {
  it('has the reference\'s built-in records and every state the console shows', () => {
    expect(db.nodes[0]).toMatchObject({ id: 1, name: 'Wiredoor_Local', address: 'localhost', isLocal: true, wgInterface: '' });
    expect(db.httpServices[0]).toMatchObject({
      id: 1, name: 'Wiredoor_APP', nodeId: 1, domain: null, pathLocation: '/', backendHost: '127.0.0.1', backendPort: 3000,
      skipAuthRoutes: '/api/nodes\n/api/config\n^/api/(auth|cli)/.*',
    });
    const now = Date.now();
    expect(db.pats.some((pat) => pat.revoked)).toBe(true);
    expect(db.pats.some((pat) => !pat.revoked && pat.expireAt && Date.parse(pat.expireAt) < now)).toBe(true);
    expect(db.pats.some((pat) => !pat.revoked && (!pat.expireAt || Date.parse(pat.expireAt) > now))).toBe(true);
    expect(db.nodes.some((node) => node.gatewayNetworks?.length === 2)).toBe(true);
    expect(db.domains.some((domain) => domain.skipValidation)).toBe(true);
    const ports = db.tcpServices.map((service) => service.port);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports.every((port) => port >= 32760 && port <= 32799)).toBe(true);
    expect(new Set(db.tcpServices.map((service) => service.proto))).toEqual(new Set(['tcp', 'udp']));
  });

  it('seedManyNodes adds thousands of nodes with unique addresses', () => {
    const big = createDb();
    seedManyNodes(big, 10_000);
    expect(big.nodes).toHaveLength(10_000 + 13);
    expect(new Set(big.nodes.map((node) => node.address)).size).toBe(big.nodes.length);
  });
});

describe('persistence', () => {
  it('notifies listeners after a mutation made through the API', async () => {
    const listener = vi.fn();
    const stop = db.onChange(listener);
    await api('PATCH', '/nodes/2/disable');
    stop();
    expect(listener).toHaveBeenCalled();
  });

  it('round-trips a plain JSON snapshot', async () => {
    await api('POST', '/nodes', { name: 'saved-node' });
    const snapshot = JSON.parse(JSON.stringify(db.snapshot()));
    const restored = createDb(snapshot);
    expect(restored.nodes.map((node) => node.name)).toContain('saved-node');
    db.reset();
    expect(db.nodes.map((node) => node.name)).not.toContain('saved-node');
    db.load(snapshot);
    expect(db.nodes.map((node) => node.name)).toContain('saved-node');
  });
});

describe('demo controls', () => {
  it('reset restores the seed and keeps the caller signed in', async () => {
    await api('DELETE', '/nodes/2');
    const token = Object.keys(db.sessions)[0];
    expect((await fetch(`${BASE}/__demo/reset`, { method: 'POST' })).status).toBe(200);
    expect(db.find('nodes', 2)?.name).toBe('homelab-nas');
    expect(db.sessions[token]).toBeGreaterThan(Date.now());
  });

  it('settings change the log rate and reseed to a node count', async () => {
    const response = await fetch(`${BASE}/__demo/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logRate: 50, nodeCount: 40 }),
    });
    expect(await response.json()).toMatchObject({ logRate: 50, nodeCount: 40 });
    expect(db.nodes).toHaveLength(40);
  });

  it('injects a fault a given number of times', async () => {
    await fetch(`${BASE}/__demo/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '^/api/domains', status: 500, times: 1 }),
    });
    expect((await api('GET', '/domains?limit=10')).status).toBe(500);
    expect((await api('GET', '/domains?limit=10')).status).toBe(200);
  });
});
