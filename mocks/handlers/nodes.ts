/** /api/nodes (API-FACTS §5.3): CRUD, enable/disable, config download, local-node protections. */
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { nodeInputSchema } from '../../src/api/schemas/node';
import type { DemoDb } from '../db';
import { nodeDefaults } from '../seed';
import type { NodeRow } from '../types';
import { fakeKeyPair, wireguardConfig } from '../wireguard';
import { parseListQuery, listResponse, type ListQuery } from './list-query';
import { createPat } from './pats';
import { badRequest, duplicate, json, jsonString, notFound, validationFailed } from './respond';
import { parseBody, type Route } from './route';
import { nodeInfo, nodeJson } from './serialize';
import { subnetContains } from './ip';

type NodeBody = z.output<typeof nodeInputSchema>;

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

/** Checks the reference makes after the schema: unique address, gateway subnets not covering the gateway's IP. */
const conflicts = (db: DemoDb, body: NodeBody, selfId?: number): Response | undefined => {
  if (body.address && db.nodes.some((node) => node.address === body.address && node.id !== selfId)) {
    return duplicate('address');
  }
  const networks = body.isGateway ? (body.gatewayNetworks ?? []) : [];
  if (networks.some((network) => subnetContains(network.subnet, db.settings.vpnHost))) {
    return validationFailed([{ field: 'gatewayNetworks', message: "Gateway subnet shouldn't include Wiredoor IP" }]);
  }
  return undefined;
};

/** The row fields a valid body sets; absent optional keys are left out (they stay unchanged on PATCH). */
const fieldsFrom = (body: NodeBody): Partial<NodeRow> => {
  const fields: Partial<NodeRow> = { name: body.name, keepalive: body.keepalive ?? 25 };
  if (body.dns !== undefined) fields.dns = body.dns || null;
  if (body.address) fields.address = body.address;
  if (body.allowInternet != null) fields.allowInternet = body.allowInternet;
  if (body.advanced != null) fields.advanced = body.advanced;
  if (body.isGateway != null) fields.isGateway = body.isGateway;
  if (body.isGateway === false) fields.gatewayNetworks = null;
  else if (body.gatewayNetworks !== undefined) fields.gatewayNetworks = body.gatewayNetworks;
  return fields;
};

export const nodeHandlers = (db: DemoDb, route: Route): HttpHandler[] => {
  /** The node of the `:id` path segment, or the 404 to answer. */
  const nodeAt = (id: string): NodeRow | Response => db.find('nodes', Number(id)) ?? notFound('Node not found!');

  /** Update/enable/disable: 404 first, then the local node's 400. */
  const updatable = (id: string): NodeRow | Response => {
    const node = nodeAt(id);
    if (node instanceof Response) return node;
    return node.isLocal ? badRequest("Local node can't be updated") : node;
  };

  const setEnabled = (enabled: boolean) => ({ params }: { params: Record<string, string> }) => {
    const node = updatable(params.id);
    if (node instanceof Response) return node;
    return json(nodeJson(db.update('nodes', node.id, { enabled })!));
  };

  return [
    route('get', '/nodes', ({ url }) => {
      const query = parseListQuery(url, ['type']);
      if (query instanceof Response) return query;
      const now = Date.now();
      return listResponse(filterNodes(db, query), query, { searchable: nodeSearchable, toJson: (node) => nodeInfo(node, now) });
    }),

    route('post', '/nodes', async ({ request }) => {
      const body = await parseBody(request, nodeInputSchema);
      if (body instanceof Response) return body;
      const conflict = conflicts(db, body);
      if (conflict) return conflict;
      const address = body.address || allocateAddress(db);
      if (!address) return badRequest('No free address left in the VPN subnet 10.0.0.0/24');
      const node = db.insert('nodes', { name: body.name, address, ...nodeDefaults(), ...fieldsFrom(body), ...fakeKeyPair() });
      const { token } = createPat(db, { name: 'default', nodeId: node.id, expireAt: null });
      // The reference answers the raw saved row: key material included (the console must not show it).
      return json({ ...node, token });
    }),

    route('get', '/nodes/:id', ({ params }) => {
      const node = nodeAt(params.id);
      return node instanceof Response ? node : json(nodeInfo(node));
    }),

    route('get', '/nodes/:id/config', ({ params }) => {
      const node = nodeAt(params.id);
      if (node instanceof Response) return node;
      if (node.isLocal) return badRequest("Local node doesn't have wireguard config");
      return jsonString(wireguardConfig(node, db.settings.vpnHost));
    }),

    route('get', '/nodes/:id/download', ({ params }) => {
      const node = nodeAt(params.id);
      if (node instanceof Response) return node;
      if (node.isLocal) return badRequest("Local node doesn't have wireguard config");
      // Bytes, not a string, so that no Content-Type is added: the reference sets none.
      const bytes = new TextEncoder().encode(wireguardConfig(node, db.settings.vpnHost));
      return new HttpResponse(bytes, {
        headers: { 'content-disposition': `attachment; filename="wiredoor-${node.name}-config.conf"` },
      });
    }),

    route('patch', '/nodes/:id', async ({ request, params }) => {
      const body = await parseBody(request, nodeInputSchema);
      if (body instanceof Response) return body;
      const node = updatable(params.id);
      if (node instanceof Response) return node;
      const conflict = conflicts(db, body, node.id);
      if (conflict) return conflict;
      return json(nodeJson(db.update('nodes', node.id, fieldsFrom(body))!));
    }),

    route('patch', '/nodes/:id/enable', setEnabled(true)),
    route('patch', '/nodes/:id/disable', setEnabled(false)),

    route('delete', '/nodes/:id', ({ params }) => {
      const node = nodeAt(params.id);
      if (node instanceof Response) return node;
      if (node.isLocal) return badRequest("Local node can't be deleted");
      // Services cascade by foreign key; tokens have none and stay, as on the reference.
      db.removeWhere('httpServices', (service) => service.nodeId === node.id);
      db.removeWhere('tcpServices', (service) => service.nodeId === node.id);
      db.remove('nodes', node.id);
      return jsonString('Instance deleted');
    }),
  ];
};
