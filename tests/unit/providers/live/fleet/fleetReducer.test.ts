/**
 * The fleet's reducer (the one implementation the worker and the main-thread fallback both run): a
 * frame of every node reduced to counts by status and type, the briefs that changed, the live fields
 * of the rows asked for, the status filters whose members changed, and each node's status.
 */
import { describe, expect, it } from 'vitest';
import { NO_INTEREST, type FleetInterest } from '../../../../../src/providers/live/fleet/fleetProtocol';
import { countsOf, FleetReducer } from '../../../../../src/providers/live/fleet/fleetReducer';

const STATUSES = ['online', 'idle', 'offline'] as const;
const fleet = (count: number, over: (id: number) => object = () => ({})) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `node-${index + 1}`,
    isLocal: index === 0,
    isGateway: index % 10 === 9,
    enabled: index % 7 !== 6,
    status: index === 0 ? undefined : STATUSES[index % 3],
    transferRx: index * 100,
    transferTx: index * 10,
    ...over(index + 1),
  }));

const interest = (over: Partial<FleetInterest>): FleetInterest => ({ ...NO_INTEREST, ...over });

describe('counts', () => {
  it('counts peers by status, in the whole fleet and per node type, the local node apart', () => {
    const rows = fleet(1_000);
    const counts = countsOf(rows);
    const peers = rows.filter((row) => !row.isLocal);
    const tally = (kind: typeof peers) => ({
      online: kind.filter((row) => row.status === 'online').length,
      idle: kind.filter((row) => row.status === 'idle').length,
      offline: kind.filter((row) => row.status === 'offline').length,
      peers: kind.length,
      gateways: kind.filter((row) => row.isGateway).length,
    });
    expect(counts.all).toEqual(tally(peers));
    expect(counts.nodes).toEqual(tally(peers.filter((row) => !row.isGateway)));
    expect(counts.gateways).toEqual(tally(peers.filter((row) => row.isGateway)));
    expect(counts.all.peers).toBe(counts.nodes.peers + counts.gateways.peers);
  });

  it('counts a peer without a status (a disabled node’s raw row) as offline', () => {
    expect(countsOf([{ id: 2, isGateway: false }]).all).toEqual({ online: 0, idle: 0, offline: 1, peers: 1, gateways: 0 });
  });
});

describe('the index', () => {
  it('sends every brief once, then only those that changed and those that left', () => {
    const reducer = new FleetReducer();
    reducer.setInterest(interest({ index: true }));
    const first = reducer.frame(fleet(50)).update.index!;
    expect(first.reset).toBe(true);
    expect(first.set).toHaveLength(50);
    expect(first.set[1]).toEqual({ id: 2, name: 'node-2', status: 'idle', enabled: true, isLocal: false });

    // Traffic moves every frame: no brief changed, nothing to send.
    expect(reducer.frame(fleet(50, (id) => ({ transferRx: id * 1_000 }))).update.index).toBeUndefined();

    const renamed = reducer.frame(fleet(49, (id) => (id === 5 ? { name: 'renamed', status: 'online' } : {}))).update.index!;
    expect(renamed).toEqual({ reset: false, set: [{ id: 5, name: 'renamed', status: 'online', enabled: true, isLocal: false }], removed: [50] });
  });

  it('sends nothing of the index while no screen reads it, and all of it again when one does', () => {
    const reducer = new FleetReducer();
    expect(reducer.frame(fleet(10)).update.index).toBeUndefined();
    const update = reducer.setInterest(interest({ index: true }));
    expect(update?.index).toMatchObject({ reset: true });
    expect(update?.index?.set).toHaveLength(10);
    reducer.setInterest(NO_INTEREST);
    expect(reducer.setInterest(interest({ index: true }))?.index?.set).toHaveLength(10);
  });
});

describe('the rows a list shows', () => {
  it('gives the live fields of the rows asked for, at once from the last frame and then at each frame', () => {
    const reducer = new FleetReducer();
    reducer.frame(fleet(100));
    expect(reducer.setInterest(interest({ rows: [2, 3] }))?.rows).toEqual([
      { id: 2, status: 'idle', transferRx: 100, transferTx: 10 },
      { id: 3, status: 'offline', transferRx: 200, transferTx: 20 },
    ]);
    // Rows already given are not given again until the next frame.
    expect(reducer.setInterest(interest({ rows: [2, 3] }))).toBeNull();
    expect(reducer.frame(fleet(100, () => ({ clientIp: '1.2.3.4' }))).update.rows).toEqual([
      { id: 2, status: 'idle', clientIp: '1.2.3.4', transferRx: 100, transferTx: 10 },
      { id: 3, status: 'offline', clientIp: '1.2.3.4', transferRx: 200, transferTx: 20 },
    ]);
  });
});

describe('status filters', () => {
  it('tells when the members of a status filter change, the frame it was asked at being the baseline', () => {
    const reducer = new FleetReducer();
    const online = { key: 'online|nodes', statuses: ['online'], type: 'nodes' as const };
    reducer.frame(fleet(20));
    reducer.setInterest(interest({ memberships: [online] }));
    expect(reducer.frame(fleet(20)).update.changed).toBeUndefined();
    // Node 3 comes online: a member more.
    expect(reducer.frame(fleet(20, (id) => (id === 3 ? { status: 'online' } : {}))).update.changed).toEqual(['online|nodes']);
    // A gateway (10) coming online is not a member of a filter on nodes.
    expect(reducer.frame(fleet(20, (id) => (id === 3 || id === 10 ? { status: 'online' } : {}))).update.changed).toBeUndefined();
  });
});

describe('statuses', () => {
  it("answers each node's status in the last frame", () => {
    const reducer = new FleetReducer();
    expect(reducer.statusesOf([2])).toEqual([undefined]);
    reducer.frame([{ id: 2, status: 'idle' }, { id: 3 }]);
    expect(reducer.statusesOf([2, 3, 4, '2'])).toEqual(['idle', 'offline', undefined, 'idle']);
    reducer.forget();
    expect(reducer.statusesOf([2])).toEqual([undefined]);
  });
});

describe("the nodes list's own searches", () => {
  it('match the name or address, a status and a node type, in the gateway’s order, a page at a time', () => {
    const reducer = new FleetReducer();
    expect(reducer.pageOf({ term: '', statuses: null, page: 1, limit: 10 })).toBeNull();
    const rows = fleet(100).map((row) => ({ ...row, address: `10.0.${row.id % 3}.${row.id}`, name: row.id % 4 === 0 ? `Edge-${row.id}` : `node-${row.id}` }));
    reducer.frame(rows);
    const edges = rows.filter((row) => row.name.startsWith('Edge'));
    expect(reducer.pageOf({ term: 'EDGE', statuses: null, page: 2, limit: 10 })).toEqual({ data: edges.slice(10, 20), total: edges.length, fetched: 100 });
    expect(reducer.pageOf({ term: '10.0.2.', statuses: null, page: 1, limit: 100 })!.total).toBe(rows.filter((row) => row.address.startsWith('10.0.2.')).length);
    // The local node is never in a status; a node without one is offline.
    const offline = reducer.pageOf({ term: '', statuses: ['offline'], page: 1, limit: 100 })!;
    expect(offline.data.map((row) => row.id)).toEqual(rows.filter((row) => !row.isLocal && row.status === 'offline').map((row) => row.id));
    const gateways = reducer.pageOf({ term: '', statuses: ['online', 'idle'], type: 'gateways', orderBy: 'name,desc', page: 1, limit: 3 })!;
    const expected = rows
      .filter((row) => row.isGateway && (row.status === 'online' || row.status === 'idle'))
      .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
    expect(gateways).toEqual({ data: expected.slice(0, 3), total: expected.length, fetched: 10 });
  });
});
