/**
 * Where in the file a plan's problem lies. The plan names records (a service, a node, a domain), not
 * places; finding the named record's line lets the command line print `file:LINE` for these too,
 * as it does for the file's own problems, so an editor can jump there.
 */
import { LineCounter, parseDocument } from 'yaml';
import { parseVmsg } from '../../src/api/schemas/message';
import { fieldPath, P, type ConfigFile } from '../../src/providers/configFile';

type Path = (string | number)[];

/** The path of the record a problem names, if the file lists it. */
const pathOf = (file: ConfigFile, problem: string): Path | undefined => {
  const { key, args } = parseVmsg(problem);
  const nodeIndex = file.nodes.findIndex((node) => node.name === (args.node ?? args.name));
  const node = file.nodes[nodeIndex];
  const serviceIn = (kind: 'http' | 'tcp', matches: (service: { name: string; domain: string | null }) => boolean): Path | undefined => {
    const index = node?.[kind].findIndex(matches) ?? -1;
    return index < 0 ? undefined : ['nodes', nodeIndex, kind, index];
  };
  if (key === P.unknownDomain) {
    const uses = (service: { name: string; domain: string | null }) => service.name === args.service && service.domain === args.domain;
    const service = serviceIn('http', uses) ?? serviceIn('tcp', uses);
    return service && [...service, 'domain'];
  }
  if (key === `${P.ambiguous}.domain`) {
    const index = file.domains.findIndex((domain) => domain.domain === args.name);
    return index < 0 ? undefined : ['domains', index, 'domain'];
  }
  if (key === `${P.ambiguous}.http` || key === `${P.ambiguous}.tcp`) {
    const service = serviceIn(key.endsWith('http') ? 'http' : 'tcp', (item) => item.name === args.name);
    return service && [...service, 'name'];
  }
  if (key === `${P.ambiguous}.node` || key === P.localNode) return nodeIndex < 0 ? undefined : ['nodes', nodeIndex, 'name'];
  return undefined;
};

/** The line (from 1) and field of the record a plan problem names, when the file has it. */
export const placeOfProblem = (text: string, file: ConfigFile, problem: string): { line?: number; field?: string } => {
  const path = pathOf(file, problem);
  if (!path) return {};
  const lines = new LineCounter();
  const node = parseDocument(text, { lineCounter: lines }).getIn(path, true) as { range?: [number, number, number] } | undefined;
  return { line: node?.range ? lines.linePos(node.range[0]).line : undefined, field: fieldPath(path) };
};
