/** A large generated fleet on top of the demo seed, for benchmarks and fleet-scale tests. */
import type { DemoDb } from './db';
import { pick, seededRandom } from './random';
import { DAY_MS, neverConnected, nodeDefaults } from './seed';
import { fakeKeyPair } from './wireguard';

const SITES = ['edge', 'store', 'branch', 'sensor', 'kiosk', 'cam', 'vm', 'lab'];
const LANS = ['eth0', 'eth1', 'enp3s0', 'wlan0'];

/**
 * Adds `count` generated nodes (for benchmarks: e.g. 10,000). Their addresses come from 10.100.0.0/14,
 * derived from the id, so they never collide with the regular allocation in 10.0.0.0/24.
 */
export function seedManyNodes(db: DemoDb, count: number): void {
  const rand = seededRandom(count);
  for (let i = 0; i < count; i += 1) {
    const id = db.nodes.length === 0 ? 1 : db.nodes[db.nodes.length - 1].id + 1;
    const isGateway = i % 10 === 9;
    db.insert('nodes', {
      ...nodeDefaults(),
      ...fakeKeyPair(rand),
      name: `${pick(rand, SITES)}-${String(id).padStart(5, '0')}`,
      address: `10.${100 + (id >> 16)}.${(id >> 8) & 255}.${id & 255}`,
      enabled: i % 7 !== 6,
      isGateway,
      gatewayNetworks: isGateway ? [{ interface: pick(rand, LANS), subnet: `192.168.${id % 250}.0/24` }] : null,
      dns: i % 3 === 0 ? '1.1.1.1' : null,
      keepalive: i % 5 === 0 ? 0 : 25,
      allowInternet: i % 4 === 0,
      firstHandshakeAt: neverConnected(id) ? null : Date.now() - DAY_MS,
    });
  }
}
