/**
 * Names a file cannot tell apart (issue 41). The gateway takes two nodes, or two services of one node and
 * kind, under one name (and two domains that differ in letter case only), but a file matches records by
 * name, so a plan refuses the file export writes from it; a node named like the gateway's own node is
 * refused too. Export still writes the file and names these, with how to fix them. Names are compared
 * as the file reads them: trimmed, and domains in lower case.
 */
import { vmsg } from '../../api/schemas/message';
import type { GatewayState } from './gatewayState';

export type DuplicateName =
  | { kind: 'domain'; name: string; count: number }
  | { kind: 'node'; name: string; count: number }
  | { kind: 'http' | 'tcp'; name: string; count: number; node: string; nodeId: number }
  /** A node named like the gateway's own node, which no file manages. */
  | { kind: 'local'; name: string };

/** Groups of more than one, by key, in the order their first member comes. */
const repeated = <T>(items: T[], key: (item: T) => string): T[][] => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()].filter((group) => group.length > 1);
};

export const duplicateNames = (state: GatewayState): DuplicateName[] => {
  const found: DuplicateName[] = [];
  for (const group of repeated(state.domains, (record) => record.domain.trim().toLowerCase())) {
    found.push({ kind: 'domain', name: group[0].domain.trim().toLowerCase(), count: group.length });
  }
  const locals = new Set(state.localNames.map((name) => name.trim()));
  for (const node of state.nodes) if (locals.has(node.name.trim())) found.push({ kind: 'local', name: node.name.trim() });
  for (const group of repeated(state.nodes, (record) => record.name.trim())) {
    found.push({ kind: 'node', name: group[0].name.trim(), count: group.length });
  }
  const nodeNames = new Map(state.nodes.map((node) => [node.id, node.name.trim()]));
  for (const [kind, services] of [['http', state.http], ['tcp', state.tcp]] as const) {
    for (const group of repeated<(typeof services)[number]>(services, (record) => `${record.nodeId}\n${record.name.trim()}`)) {
      const { nodeId, name } = group[0];
      found.push({ kind, name: name.trim(), count: group.length, node: nodeNames.get(nodeId) ?? String(nodeId), nodeId });
    }
  }
  return found;
};

const MESSAGES: Record<DuplicateName['kind'], string> = {
  domain: 'app.configuration.export.duplicates.domain',
  node: 'app.configuration.export.duplicates.node',
  http: 'app.configuration.export.duplicates.http',
  tcp: 'app.configuration.export.duplicates.tcp',
  local: 'app.configuration.export.duplicates.local',
};

/** What to fix, as an i18n message (`vmsg`), as a file's problems are. */
export const duplicateMessage = ({ kind, ...args }: DuplicateName): string => vmsg(MESSAGES[kind], args);
