/**
 * A plan: what applying a file to a gateway would do, record by record. Records are matched by name
 * (domains by their name, nodes by name, services by name within their node and kind); what the
 * file does not list is deleted only when the operator asks for it (`prune`).
 */
import { vmsg } from '../../api/schemas/message';
import type { Domain, HttpService, Node, TcpService } from '../../api/types';
import { domainEntryOf, httpEntryOf, liveEnd, nodeEntryOf, tcpEntryOf } from './entries';
import type { PlacedProblem } from './fileText';
import type { GatewayState } from './gatewayState';
import { P, type ConfigFile, type DomainEntry, type HttpEntry, type NodeEntry, type TcpEntry } from './schema';

export type RecordKind = 'domain' | 'node' | 'http' | 'tcp';

/** A record as an operator names it: a domain, a node, or a service of a node. */
export interface RecordRef {
  kind: RecordKind;
  name: string;
  /** The node a service belongs to. */
  node?: string;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Desired =
  | { kind: 'domain'; entry: DomainEntry }
  | { kind: 'node'; entry: NodeEntry }
  | { kind: 'http'; entry: HttpEntry }
  | { kind: 'tcp'; entry: TcpEntry };

export type PlanStep = RecordRef &
  (
    | { action: 'create'; desired: Desired; changes: FieldChange[] }
    /** `id` 0: a record created earlier in the same run, found by its name. */
    | { action: 'update'; id: number; desired: Desired; changes: FieldChange[] }
    | { action: 'delete'; id: number; changes: FieldChange[] }
  );

export interface Plan {
  steps: PlanStep[];
  /** Records the file lists that already are as it says. */
  unchanged: RecordRef[];
  /** Records on the gateway that the file does not list, left alone (no prune). */
  unlisted: RecordRef[];
  /** What the operator should know before applying (i18n messages). */
  notes: string[];
  prune: boolean;
}

/** A plan, or what stops it: names the gateway holds twice, domains that exist nowhere, the local node. */
export type PlanOutcome = { ok: true; plan: Plan } | { ok: false; problems: PlacedProblem[] };

export interface PlanOptions {
  prune?: boolean;
  now?: number;
}

/** Two lifetimes' ends read as the same within this (the gateway sets one from a duration at its own clock). */
const SAME_END_MS = 60_000;

const sameEnd = (left: string | null, right: string | null) =>
  left === right || (left !== null && right !== null && Math.abs(Date.parse(left) - Date.parse(right)) < SAME_END_MS);

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** The fields of `desired` that differ from `actual` (`skip`: fields compared elsewhere or not at all). */
const differences = (actual: object, desired: object, skip: string[] = []): FieldChange[] =>
  Object.entries(desired)
    .filter(([field, after]) => !skip.includes(field) && after !== undefined && !same((actual as Record<string, unknown>)[field], after))
    .map(([field, after]) => ({ field, before: (actual as Record<string, unknown>)[field], after }));

/** A create's fields as changes from nothing (what the plan shows a new record will hold). */
const created = (desired: object, skip: string[] = []): FieldChange[] =>
  Object.entries(desired)
    .filter(([field, after]) => !skip.includes(field) && after !== undefined)
    .map(([field, after]) => ({ field, before: undefined, after }));

const groupBy = <T>(items: T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

const AMBIGUOUS: Record<RecordKind, string> = {
  domain: P.ambiguousDomain,
  node: P.ambiguousNode,
  http: P.ambiguousHttp,
  tcp: P.ambiguousTcp,
};

/** The record a file's entry names: found once, not found, or found several times (a problem). */
const matchOne = <T>(groups: Map<string, T[]>, name: string, problems: PlacedProblem[], ref: RecordRef, path: Path): T | undefined => {
  const found = groups.get(name) ?? [];
  if (found.length > 1) problems.push({ path, message: vmsg(AMBIGUOUS[ref.kind], { name, node: ref.node ?? '', count: found.length }) });
  return found[0];
};

type ServiceRecord = HttpService | TcpService;
type Path = (string | number)[];

export const planChanges = (file: ConfigFile, state: GatewayState, { prune = false, now = Date.now() }: PlanOptions = {}): PlanOutcome => {
  const problems: PlacedProblem[] = [];
  const steps: PlanStep[] = [];
  const deletions: PlanStep[] = [];
  /** Steps that wait for every other change to be made (a node disabled once its services exist). */
  const late: PlanStep[] = [];
  const unchanged: RecordRef[] = [];
  const unlisted: RecordRef[] = [];
  const notes: string[] = [];

  const leftOut = (ref: RecordRef, id: number, fields: object) => {
    if (prune) deletions.push({ ...ref, action: 'delete', id, changes: differences(fields, {}) });
    else unlisted.push(ref);
  };

  const domains = groupBy(state.domains, (record) => record.domain.toLowerCase());
  for (const [index, entry] of file.domains.entries()) {
    const ref: RecordRef = { kind: 'domain', name: entry.domain };
    const record = matchOne<Domain>(domains, entry.domain, problems, ref, ['domains', index, 'domain']);
    if (!record) {
      steps.push({ ...ref, action: 'create', desired: { kind: 'domain', entry }, changes: created(entry, ['domain']) });
      continue;
    }
    const changes = differences(domainEntryOf(record), entry, ['domain']);
    if (changes.length) steps.push({ ...ref, action: 'update', id: record.id, desired: { kind: 'domain', entry }, changes });
    else unchanged.push(ref);
  }
  const fileDomains = new Set(file.domains.map((entry) => entry.domain));
  for (const record of state.domains) {
    if (!fileDomains.has(record.domain.toLowerCase())) leftOut({ kind: 'domain', name: record.domain }, record.id, {});
  }

  // A service may name a domain of the file, or one the gateway keeps.
  const knownDomains = new Set([...fileDomains, ...(prune ? [] : state.domains.map((record) => record.domain.toLowerCase()))]);
  const checkDomain = (service: HttpEntry | TcpEntry, node: string, path: Path) => {
    if (service.domain && !knownDomains.has(service.domain)) {
      problems.push({ path: [...path, 'domain'], message: vmsg(P.unknownDomain, { domain: service.domain, service: service.name, node }) });
    }
  };

  const nodes = groupBy(state.nodes, (record) => record.name);
  const locals = new Set(state.localNames);
  const servicesOf = <S extends ServiceRecord>(records: S[]) => groupBy(records, (record) => `${record.nodeId}\n${record.name}`);
  const httpByNode = servicesOf(state.http);
  const tcpByNode = servicesOf(state.tcp);

  const planServices = <E extends HttpEntry | TcpEntry, S extends ServiceRecord>(
    kind: 'http' | 'tcp',
    nodeIndex: number,
    node: NodeEntry,
    record: Node | undefined,
    entries: E[],
    records: S[],
    groups: Map<string, S[]>,
    entryOf: (service: S, now: number) => E,
  ) => {
    for (const [index, entry] of entries.entries()) {
      const path: Path = ['nodes', nodeIndex, kind, index];
      checkDomain(entry, node.name, path);
      const ref: RecordRef = { kind, name: entry.name, node: node.name };
      const desired = { kind, entry } as Desired;
      const service = record ? matchOne(groups, `${record.id}\n${entry.name}`, problems, ref, [...path, 'name']) : undefined;
      if (!service) {
        steps.push({ ...ref, action: 'create', desired, changes: created(entry, ['name']) });
        continue;
      }
      const actual = entryOf(service, now);
      // The gateway sets a lifetime only when a service is exposed: an existing one keeps its own.
      if (!sameEnd(actual.expiresAt, liveEnd(entry.expiresAt, now))) {
        notes.push(vmsg('app.configuration.notes.lifetime_kept', { service: entry.name, node: node.name }));
      }
      const changes = differences(actual, entry, ['name', 'expiresAt']);
      if (changes.length) steps.push({ ...ref, action: 'update', id: service.id, desired, changes });
      else unchanged.push(ref);
    }
    const listed = new Set(entries.map((entry) => entry.name));
    for (const service of records) {
      if (!listed.has(service.name)) leftOut({ kind, name: service.name, node: node.name }, service.id, {});
    }
  };

  for (const [nodeIndex, entry] of file.nodes.entries()) {
    if (locals.has(entry.name)) {
      problems.push({ path: ['nodes', nodeIndex, 'name'], message: vmsg(P.localNode, { name: entry.name }) });
      continue;
    }
    const ref: RecordRef = { kind: 'node', name: entry.name };
    const record = matchOne<Node>(nodes, entry.name, problems, ref, ['nodes', nodeIndex, 'name']);
    const desired: Desired = { kind: 'node', entry };
    // A disabled node has no tunnel, and the gateway exposes nothing on it: it is disabled after its services.
    const disableLast = !entry.enabled && (record?.enabled ?? true);
    const skip = ['name', 'http', 'tcp', ...(disableLast ? ['enabled'] : [])];
    const desiredNode = { ...entry, http: [], tcp: [] };
    if (!record) {
      steps.push({ ...ref, action: 'create', desired, changes: created(desiredNode, [...skip, 'enabled']) });
      notes.push(vmsg('app.configuration.notes.new_node', { name: entry.name }));
    } else {
      const changes = differences(nodeEntryOf(record, [], []), desiredNode, skip);
      if (changes.length) steps.push({ ...ref, action: 'update', id: record.id, desired, changes });
      else if (!disableLast) unchanged.push(ref);
    }
    if (disableLast) late.push({ ...ref, action: 'update', id: record?.id ?? 0, desired, changes: [{ field: 'enabled', before: true, after: false }] });
    const ofNode = <S extends ServiceRecord>(records: S[]) => (record ? records.filter((service) => service.nodeId === record.id) : []);
    planServices('http', nodeIndex, entry, record, entry.http, ofNode(state.http), httpByNode, httpEntryOf);
    planServices('tcp', nodeIndex, entry, record, entry.tcp, ofNode(state.tcp), tcpByNode, tcpEntryOf);
  }

  // Nodes the file does not list, with their services (which the gateway deletes with them).
  const fileNodes = new Set(file.nodes.map((entry) => entry.name));
  for (const record of state.nodes) {
    if (fileNodes.has(record.name)) continue;
    for (const service of state.http.filter((item) => item.nodeId === record.id)) leftOut({ kind: 'http', name: service.name, node: record.name }, service.id, {});
    for (const service of state.tcp.filter((item) => item.nodeId === record.id)) leftOut({ kind: 'tcp', name: service.name, node: record.name }, service.id, {});
    leftOut({ kind: 'node', name: record.name }, record.id, {});
  }

  if (problems.length) return { ok: false, problems };
  return { ok: true, plan: { steps: [...order(steps), ...late, ...order(deletions).reverse()], unchanged, unlisted, notes, prune } };
};

const RANK: Record<RecordKind, number> = { domain: 0, node: 1, http: 2, tcp: 3 };

/** Domains, then nodes, then services (a stable sort keeps the file's order within each). */
const order = (steps: PlanStep[]): PlanStep[] => [...steps].sort((left, right) => RANK[left.kind] - RANK[right.kind]);

/** Whether applying the plan would change anything. */
export const isEmptyPlan = (plan: Plan): boolean => plan.steps.length === 0;
