/**
 * Applying a plan: its steps one at a time, in its order, through the typed client. The first refusal
 * stops the run; what was done stays done, and planning the same file again continues from there.
 */
import type { BodyOf } from '../../api/operations';
import type { Api } from '../apiClient';
import { refusedSave } from '../httpErrors';
import type { GatewayState } from './gatewayState';
import type { Plan, PlanStep } from './plan';
import type { DomainEntry, HttpEntry, NodeEntry, TcpEntry } from './schema';

export interface CreatedNode {
  id: number;
  name: string;
  /** The node's one-time access token: shown once, as the node-ready dialog does. */
  token: string;
}

export interface ApplyResult {
  done: PlanStep[];
  created: CreatedNode[];
  /** The step the gateway refused, and its error (an ApiError with the gateway's reason). */
  failed?: { step: PlanStep; error: unknown };
}

/** The console's resource of each kind of record, whose refusals the forms know. */
const RESOURCE: Record<PlanStep['kind'], string> = { domain: 'domains', node: 'nodes', http: 'http_services', tcp: 'tcp_services' };

export interface ApplyOptions {
  /** Called before each step (`index` from 0) and once at the end (`index` = the number of steps). */
  onProgress?: (index: number, total: number, step?: PlanStep) => void;
  now?: number;
}

const domainBody = (entry: DomainEntry): BodyOf<'/domains', 'post'> => ({
  domain: entry.domain,
  ssl: entry.ssl,
  skipValidation: entry.skipValidation,
  authentication: entry.authentication,
  allowedEmails: entry.authentication ? entry.allowedEmails : null,
});

const nodeBody = (entry: NodeEntry): BodyOf<'/nodes', 'post'> => ({
  name: entry.name,
  ...(entry.address ? { address: entry.address } : {}),
  dns: entry.dns,
  keepalive: entry.keepalive,
  allowInternet: entry.allowInternet,
  isGateway: entry.gatewayNetworks.length > 0,
  gatewayNetworks: entry.gatewayNetworks.length > 0 ? entry.gatewayNetworks : null,
});

const list = (values: string[]) => (values.length > 0 ? values : null);

/** A lifetime from now to the entry's end, as the create call takes it (`ttl`), if that end is ahead. */
const ttlOf = (entry: HttpEntry | TcpEntry, now: number): { ttl?: string } => {
  const seconds = entry.expiresAt ? Math.round((Date.parse(entry.expiresAt) - now) / 1000) : 0;
  return seconds > 0 ? { ttl: `${seconds}s` } : {};
};

/**
 * An update re-checks the backend when it names one: the host is sent only when it changes, so that
 * editing an allow list does not need the node to be connected.
 */
const hostOf = (entry: HttpEntry | TcpEntry, step: PlanStep) =>
  step.action === 'create' || step.changes.some((change) => change.field === 'backendHost') ? { backendHost: entry.backendHost } : {};

const httpBody = (entry: HttpEntry, step: PlanStep, now: number): BodyOf<'/services/{nodeId}/http', 'post'> => ({
  name: entry.name,
  ...(entry.domain ? { domain: entry.domain } : {}),
  pathLocation: entry.pathLocation,
  backendProto: entry.backendProto,
  ...hostOf(entry, step),
  backendPort: entry.backendPort,
  allowedIps: list(entry.allowedIps),
  blockedIps: list(entry.blockedIps),
  requireAuth: entry.requireAuth,
  skipAuthRoutes: entry.requireAuth ? entry.skipAuthRoutes : null,
  ...(step.action === 'create' ? ttlOf(entry, now) : {}),
});

const tcpBody = (entry: TcpEntry, step: PlanStep, now: number): BodyOf<'/services/{nodeId}/tcp', 'post'> => ({
  name: entry.name,
  ...(entry.domain ? { domain: entry.domain } : {}),
  proto: entry.proto,
  ...hostOf(entry, step),
  backendPort: entry.backendPort,
  ...(entry.port !== undefined ? { port: entry.port } : {}),
  ssl: entry.ssl,
  allowedIps: list(entry.allowedIps),
  blockedIps: list(entry.blockedIps),
  ...(step.action === 'create' ? ttlOf(entry, now) : {}),
});

/** Whether a step changes more than the enabled state (which has calls of its own). */
const changesFields = (step: PlanStep) => step.action === 'create' || step.changes.some((change) => change.field !== 'enabled');

/** The enabled state a step sets after the save, if any (a record is created enabled). */
const enabledAfter = (step: PlanStep): boolean | undefined => {
  const change = step.changes.find((item) => item.field === 'enabled');
  if (!change || step.action === 'delete' || (step.action === 'create' && change.after === true)) return undefined;
  return change.after === true;
};

export const applyPlan = async (api: Api, plan: Plan, state: GatewayState, { onProgress, now = Date.now() }: ApplyOptions = {}): Promise<ApplyResult> => {
  const nodeIds = new Map(state.nodes.map((node) => [node.name, node.id]));
  const result: ApplyResult = { done: [], created: [] };

  const nodeIdOf = (step: PlanStep): number => {
    const id = nodeIds.get(step.node ?? '');
    // A plan creates a node before its services; a missing one means the plan was not made for this state.
    if (id === undefined) throw new Error(`No node named ${step.node}`);
    return id;
  };

  const run = async (step: PlanStep): Promise<void> => {
    if (step.action === 'delete') {
      if (step.kind === 'domain') await api.delete('/domains/{id}', { path: { id: step.id } });
      if (step.kind === 'node') await api.delete('/nodes/{id}', { path: { id: step.id } });
      if (step.kind === 'http') await api.delete('/services/{nodeId}/http/{id}', { path: { nodeId: nodeIdOf(step), id: step.id } });
      if (step.kind === 'tcp') await api.delete('/services/{nodeId}/tcp/{id}', { path: { nodeId: nodeIdOf(step), id: step.id } });
      return;
    }
    const { desired } = step;
    let id = step.action === 'update' ? step.id || (nodeIds.get(step.name) ?? 0) : 0;
    if (changesFields(step)) {
      if (desired.kind === 'domain') {
        const body = domainBody(desired.entry);
        id = (step.action === 'create' ? await api.post('/domains', { body }) : await api.patch('/domains/{id}', { path: { id }, body })).id;
      } else if (desired.kind === 'node') {
        const body = nodeBody(desired.entry);
        if (step.action === 'create') {
          const saved = await api.post('/nodes', { body });
          id = saved.id;
          nodeIds.set(saved.name, saved.id);
          result.created.push({ id: saved.id, name: saved.name, token: saved.token });
        } else {
          await api.patch('/nodes/{id}', { path: { id }, body });
        }
      } else if (desired.kind === 'http') {
        const nodeId = nodeIdOf(step);
        const body = httpBody(desired.entry, step, now);
        id = (step.action === 'create'
          ? await api.post('/services/{nodeId}/http', { path: { nodeId }, body })
          : await api.patch('/services/{nodeId}/http/{id}', { path: { nodeId, id }, body })
        ).id;
      } else {
        const nodeId = nodeIdOf(step);
        const body = tcpBody(desired.entry, step, now);
        id = (step.action === 'create'
          ? await api.post('/services/{nodeId}/tcp', { path: { nodeId }, body })
          : await api.patch('/services/{nodeId}/tcp/{id}', { path: { nodeId, id }, body })
        ).id;
      }
    }
    const enabled = enabledAfter(step);
    if (enabled === undefined || desired.kind === 'domain') return;
    const toggle = enabled ? 'enable' : 'disable';
    if (desired.kind === 'node') await api.patch(`/nodes/{id}/${toggle}`, { path: { id } });
    else await api.patch(`/services/{nodeId}/${desired.kind}/{id}/${toggle}`, { path: { nodeId: nodeIdOf(step), id } });
  };

  for (const [index, step] of plan.steps.entries()) {
    onProgress?.(index, plan.steps.length, step);
    try {
      await run(step);
    } catch (error) {
      // A refusal of a record's fields reads as the forms show it (gatewayRefusals.ts).
      result.failed = { step, error: refusedSave(RESOURCE[step.kind], error) };
      return result;
    }
    result.done.push(step);
  }
  onProgress?.(plan.steps.length, plan.steps.length);
  return result;
};
