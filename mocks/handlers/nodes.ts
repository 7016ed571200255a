/** /api/nodes (API-FACTS §5.3): CRUD, enable/disable, config download, local-node protections. */
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { dnsServerEntries, isCidr, isIP } from '../../src/api/schemas/rules';
import type { NodeInput } from '../../src/api/types';
import type { DemoDb } from '../db';
import { nodeDefaults } from '../seed';
import type { NodeRow } from '../types';
import { fakeKeyPair, wireguardConfig } from '../wireguard';
import { subnetContains } from './ip';
import { listBody, readListQuery, type ListQuery } from './list-query';
import { createPat } from './pats';
import { badRequest, duplicate, idRefusal, notFound, validationFailed } from './respond';
import type { Routes } from './route';
import { nodeInfo, nodeJson } from './serialize';

/** The rows a node list (or list stream) shows before search and paging: `type` filter. */
export const filterNodes = (db: DemoDb, query: ListQuery): NodeRow[] =>
  query.type ? db.nodes.filter((node) => node.isGateway === (query.type === 'gateways')) : db.nodes;

export const nodeSearchable = (node: NodeRow) => [node.name, node.address];

/** First free address from .2 to .254 of the VPN /24; freed addresses are reused, lowest first. */
const allocateAddress = (db: DemoDb): string | undefined => {
  const used = new Set(db.nodes.map((node) => node.address));
  for (let host = 2; host < 255; host += 1) {
    if (!used.has(`10.0.0.${host}`)) return `10.0.0.${host}`;
  }
  return undefined;
};

const invalid = (field: string, message: string) => validationFailed([{ field, message }]);

/**
 * The reference's node validator beyond what openapi.yaml states (API-FACTS §5.3), in its words: DNS
 * entries are IPs, gateways need their networks (with CIDR subnets, interfaces not repeated), other
 * nodes none.
 */
const bodyRules = (body: NodeInput): Response | undefined => {
  const dns = dnsServerEntries(body.dns ?? '');
  if (dns.some((entry) => !isIP(entry))) {
    return invalid('dns', '"DNS Servers" failed custom validation because "value" must be a valid ip address of one of the following versions [ipv4, ipv6] with a forbidden CIDR');
  }
  if (body.isGateway !== true) {
    return body.gatewayNetworks == null ? undefined : invalid('gatewayNetworks', 'This field must be [null]');
  }
  if (!body.gatewayNetworks) return invalid('gatewayNetworks', 'This field is required');
  const index = body.gatewayNetworks.findIndex((network) => !isCidr(network.subnet));
  if (index >= 0) {
    return invalid(`gatewayNetworks.${index}.subnet`, `"gatewayNetworks[${index}].subnet" must be a valid ip address with a required CIDR`);
  }
  const names = body.gatewayNetworks.map((network) => network.interface);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  return repeated === undefined ? undefined : invalid('gatewayNetworks', `Interface "${repeated}" is duplicated`);
};

/** Checks the reference makes after validation: unique address, gateway subnets not covering the gateway's IP. */
const conflicts = (db: DemoDb, body: NodeInput, selfId?: number): Response | undefined => {
  if (body.address && db.nodes.some((node) => node.address === body.address && node.id !== selfId)) {
    return duplicate('address');
  }
  const networks = body.isGateway ? (body.gatewayNetworks ?? []) : [];
  if (networks.some((network) => subnetContains(network.subnet, db.settings.vpnHost))) {
    return invalid('gatewayNetworks', "Gateway subnet shouldn't include Wiredoor IP");
  }
  return undefined;
};

/** The row fields a valid body sets; absent optional keys are left out (they stay unchanged on PATCH). */
const fieldsFrom = (body: NodeInput): Partial<NodeRow> => {
  // Joi's default: an omitted keepalive is 25 again, on PATCH too (API-FACTS §12.10).
  const fields: Partial<NodeRow> = { name: body.name, keepalive: body.keepalive ?? 25 };
  if (body.dns !== undefined) fields.dns = body.dns || null;
  if (body.address) fields.address = body.address;
  if (body.allowInternet !== undefined) fields.allowInternet = body.allowInternet;
  if (body.advanced !== undefined) fields.advanced = body.advanced;
  if (body.isGateway !== undefined) fields.isGateway = body.isGateway;
  if (body.isGateway === false) fields.gatewayNetworks = null;
  else if (body.gatewayNetworks !== undefined) fields.gatewayNetworks = body.gatewayNetworks;
  return fields;
};

export const nodeHandlers = (db: DemoDb, routes: Routes): HttpHandler[] => {
  /** The node of the `:id` path segment, or the answer: 404, or 400 for an id that is not a number (the reference's database error). */
  const nodeAt = (id: string) => idRefusal(id) ?? db.find('nodes', Number(id)) ?? notFound('Node not found!');

  /** Update/enable/disable: 404 first, then the local node's 400. */
  const updatable = (id: string) => {
    const node = nodeAt(id);
    if (node instanceof Response) return node;
    return node.isLocal ? badRequest("Local node can't be updated") : node;
  };

  const setEnabled = (id: string, enabled: boolean) => {
    const node = updatable(id);
    return node instanceof Response ? node : nodeJson(db.update('nodes', node.id, { enabled })!);
  };

  return [
    routes.get('/nodes', ({ request, response }) => {
      const now = Date.now();
      const query = readListQuery(new URL(request.url));
      const body = listBody(filterNodes(db, query), query, { searchable: nodeSearchable, toJson: (node) => nodeInfo(node, now), entity: 'Node' });
      return body instanceof Response ? body : response(200).json(body);
    }),

    routes.post('/nodes', async ({ request, response }) => {
      const body = await request.json();
      const refused = bodyRules(body) ?? conflicts(db, body);
      if (refused) return refused;
      const address = body.address || allocateAddress(db);
      if (!address) return badRequest('No free address left in the VPN subnet 10.0.0.0/24');
      const node = db.insert('nodes', { name: body.name, address, ...nodeDefaults(), ...fieldsFrom(body), ...fakeKeyPair() });
      const { token } = createPat(db, { name: 'default', nodeId: node.id, expireAt: null });
      // The reference answers the raw saved row: key material included (the console must not show it).
      const { firstHandshakeAt: _demoOnly, ...saved } = node;
      return response(200).json({ ...saved, token });
    }),

    routes.get('/nodes/{id}', ({ params, response }) => {
      const node = nodeAt(params.id);
      if (node instanceof Response) return node;
      // A disabled node's peer is not in the interface, and the local node is no peer: the reference
      // answers the entity alone, no runtime fields.
      return response(200).json(node.enabled && !node.isLocal ? nodeInfo(node) : nodeJson(node));
    }),

    routes.get('/nodes/{id}/download', ({ params, response }) => {
      const node = nodeAt(params.id);
      if (node instanceof Response) return node;
      if (node.isLocal) return badRequest("Local node doesn't have wireguard config");
      // Bytes, not a string, so that no Content-Type is added: the reference sets none.
      const bytes = new TextEncoder().encode(wireguardConfig(node, db.settings.vpnHost));
      return response.untyped(
        new HttpResponse(bytes, { headers: { 'content-disposition': `attachment; filename="wiredoor-${node.name}-config.conf"` } }),
      );
    }),

    routes.patch('/nodes/{id}', async ({ request, params, response }) => {
      const body = await request.json();
      const refused = bodyRules(body);
      if (refused) return refused;
      const node = updatable(params.id);
      if (node instanceof Response) return node;
      const conflict = conflicts(db, body, node.id);
      if (conflict) return conflict;
      return response(200).json(nodeJson(db.update('nodes', node.id, fieldsFrom(body))!));
    }),

    routes.patch('/nodes/{id}/enable', ({ params, response }) => {
      const answer = setEnabled(params.id, true);
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    routes.patch('/nodes/{id}/disable', ({ params, response }) => {
      const answer = setEnabled(params.id, false);
      return answer instanceof Response ? answer : response(200).json(answer);
    }),

    routes.delete('/nodes/{id}', ({ params, response }) => {
      const node = nodeAt(params.id);
      if (node instanceof Response) return node;
      if (node.isLocal) return badRequest("Local node can't be deleted");
      // Services cascade by foreign key; tokens have none and stay, as on the reference.
      db.removeWhere('httpServices', (service) => service.nodeId === node.id);
      db.removeWhere('tcpServices', (service) => service.nodeId === node.id);
      db.remove('nodes', node.id);
      return response(200).json('Instance deleted');
    }),
  ];
};
