// @vitest-environment node
/**
 * Issue 41 point 3: the names a gateway holds that its exported file cannot tell apart, compared as the
 * file reads names (trimmed; domains in lower case). Each is one the file's own plan refuses.
 */
import { describe, expect, it } from 'vitest';
import { vmsg } from '../../../../src/api/schemas/message';
import { duplicateNames, exportConfig, P, planChanges, readConfigText, readGateway, writeConfigText } from '../../../../src/providers/configFile';
import { useDemoGateway } from './demoGateway';

const { api, db } = useDemoGateway();

const twinOf = <T extends { id: number }>(row: T, changes: Partial<T>) => {
  const { id: _id, ...rest } = row;
  return { ...rest, ...changes };
};

describe('duplicateNames', () => {
  it('finds nothing on a gateway whose names are unique, though names repeat across nodes and kinds', async () => {
    // "home-assistant" is a node and an HTTP service; services of different nodes may share names.
    const node7 = db.nodes.find((node) => node.id === 7)!;
    db.insert('tcpServices', { ...twinOf(db.tcpServices.find((service) => service.nodeId === 7)!, { port: 32790, backendPort: 2222 }), name: 'jellyfin', nodeId: node7.id });
    expect(duplicateNames(await readGateway(api))).toEqual([]);
  });

  it('names nodes, services of one node and kind, domains differing in case only, and the local node’s name, as the file would read them', async () => {
    const nas = db.nodes.find((node) => node.name === 'homelab-nas')!;
    db.insert('nodes', twinOf(nas, { name: ' homelab-nas ', address: '10.0.0.77' }));
    db.insert('nodes', twinOf(nas, { name: 'Wiredoor_Local', address: '10.0.0.78' }));
    const api6 = db.httpServices.find((service) => service.name === 'app-api')!;
    db.insert('httpServices', twinOf(api6, { pathLocation: '/v2' }));
    db.insert('httpServices', twinOf(api6, { pathLocation: '/v3' }));
    const dns = db.tcpServices.find((service) => service.name === 'dns-resolver')!;
    db.insert('tcpServices', twinOf(dns, { port: 32791, backendPort: 5353 }));
    const domain = db.domains.find((record) => record.domain === 'app.example.com')!;
    db.insert('domains', twinOf(domain, { domain: 'App.Example.com', oauth2ServicePort: null, oauth2Config: null }));

    const state = await readGateway(api);
    expect(duplicateNames(state)).toEqual([
      { kind: 'domain', name: 'app.example.com', count: 2 },
      { kind: 'local', name: 'Wiredoor_Local' },
      { kind: 'node', name: 'homelab-nas', count: 2 },
      { kind: 'http', name: 'app-api', count: 3, node: 'dev-laptop', nodeId: 6 },
      { kind: 'tcp', name: 'dns-resolver', count: 2, node: 'dev-laptop', nodeId: 6 },
    ]);

    // Each is what stops the exported file: reading it refuses the repeated names, and a plan the local one.
    const reading = readConfigText(writeConfigText(exportConfig(state)));
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.message).sort()).toEqual(
      ['app-api', 'app-api', 'app.example.com', 'dns-resolver', 'homelab-nas'].map((name) => vmsg(P.duplicate, { name })),
    );
    const file = exportConfig(state);
    const outcome = planChanges({ ...file, domains: [], nodes: file.nodes.filter((node) => node.name === 'Wiredoor_Local') }, state);
    expect(outcome.ok ? [] : outcome.problems.map((problem) => problem.message)).toEqual([vmsg(P.localNode, { name: 'Wiredoor_Local' })]);
  });
});
