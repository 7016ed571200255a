/**
 * Compile-time proof that the contract types hold every layer (checked by `tsc`, the first step of
 * `npm test`; nothing here runs). Each `@ts-expect-error` line is something the contract does not
 * have: if it ever compiled, the directive itself would fail the type check.
 */
import { z } from 'zod';
import { bodySchema } from '../../src/api/schemas/contract';
import type { NodeInput } from '../../src/api/types';
import { api, streamUrl } from '../../src/providers/api';

export async function typedClient() {
  // @ts-expect-error a path openapi.yaml does not have
  await api.get('/nodez', {});
  // @ts-expect-error a method the path does not have (no PUT, no DELETE on /nodes)
  await api.delete('/nodes', {});
  // @ts-expect-error a query key the operation does not take
  await api.get('/nodes', { query: { page: 1, sort: 'name' } });
  // @ts-expect-error a path parameter the path does not have
  await api.get('/nodes/{id}', { path: { id: 1, nodeId: 2 } });
  // @ts-expect-error a body field NodeInput does not have (the reference refuses it with 422)
  await api.post('/nodes', { body: { name: 'n', enabled: true } });
  // @ts-expect-error a body on an operation that takes none
  await api.patch('/nodes/{id}/enable', { path: { id: 1 }, body: {} });
  // @ts-expect-error a stream query key the contract does not have
  streamUrl('/logs/stream', { token: 't', node: 3 });
  const node = await api.get('/nodes/{id}', { path: { id: 1 } });
  // @ts-expect-error the answer is typed: a Node has no `bytesIn`
  return node.bytesIn;
}

export function boundSchemas() {
  const fields = { name: z.string().min(1), dns: z.string().nullable().optional(), keepalive: z.number().int().optional() };
  const rest = {
    address: z.string().optional(),
    allowInternet: z.boolean().optional(),
    isGateway: z.boolean().optional(),
    advanced: z.boolean().optional(),
    gatewayNetworks: z.array(z.object({ interface: z.string(), subnet: z.string() })).nullable().optional(),
  };
  const exact = bodySchema<NodeInput>()(z.object({ ...fields, ...rest }).strict());
  // @ts-expect-error a field the contract does not have
  bodySchema<NodeInput>()(z.object({ ...fields, ...rest, nickname: z.string().optional() }).strict());
  // @ts-expect-error a contract field the schema forgot
  bodySchema<NodeInput>()(z.object({ ...fields }).strict());
  // @ts-expect-error null where the contract has none (keepalive is an integer, never null)
  bodySchema<NodeInput>()(z.object({ ...fields, ...rest, keepalive: z.number().int().nullable().optional() }).strict());
  return exact;
}
