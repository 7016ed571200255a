/**
 * A configuration file's text: read (YAML, checked against the schema, each problem with its line and
 * field) and written (the order and layout an operator keeps in git).
 */
import { isMap, isPair, isScalar, LineCounter, parseDocument, stringify, type Document, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import { M, vmsg } from '../../api/schemas/message';
import { CONFIG_FILE_VERSION, configFileSchema, P, type ConfigFile } from './schema';

/** One thing wrong with a file: where (line, and field path such as `nodes[0].http[1].backendPort`) and what (an i18n message). */
export interface FileProblem {
  line?: number;
  field: string;
  message: string;
}

/** A problem found in a record of a file, by its path (`['nodes', 0, 'name']`), before its line is known. */
export interface PlacedProblem {
  path: (string | number)[];
  message: string;
}

export type FileReading = { ok: true; file: ConfigFile } | { ok: false; problems: FileProblem[] };

type Path = (string | number)[];

/** `nodes[0].http[1].name`, as an operator reads a place in the file. */
export const fieldPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');

/** The line of the deepest node of `path` that exists in the document (the map holding a missing key). */
const lineOf = (doc: Document, lines: LineCounter, path: Path, key?: string): number | undefined => {
  let node: unknown = doc.contents;
  for (let depth = path.length; depth >= 0; depth -= 1) {
    node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (node) break;
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
    if (pair && isScalar(pair.key)) node = pair.key;
  }
  const range = (node as YamlNode | undefined)?.range;
  return range ? lines.linePos(range[0]).line : undefined;
};

const problemsOf = (issues: z.core.$ZodIssue[], doc: Document, lines: LineCounter): FileProblem[] =>
  issues.flatMap((issue): FileProblem[] => {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ line: lineOf(doc, lines, path, key), field: fieldPath([...path, key]), message: vmsg(M.unknownKey, { key }) }));
    }
    return [{ line: lineOf(doc, lines, path), field: fieldPath(path), message: issue.message }];
  });

/** Problems a plan found in a file's records, each at its line in the file's text. */
export const placeProblems = (text: string, problems: PlacedProblem[]): FileProblem[] => {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  return problems.map(({ path, message }) => ({ line: lineOf(doc, lines, path), field: fieldPath(path), message }));
};

/** Reads a file's text: the configuration it holds, or every problem found, by line. */
export const readConfigText = (text: string): FileReading => {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((error) => ({
        line: lines.linePos(error.pos[0]).line,
        field: '',
        message: vmsg(P.syntax, { reason: error.message.split('\n')[0] }),
      })),
    };
  }
  const value: unknown = doc.toJS();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problems: [{ line: 1, field: '', message: P.notAMap }] };
  }
  // A newer format is named as such rather than as a list of keys this console does not know.
  const { version } = value as { version?: unknown };
  if (typeof version === 'number' && version > CONFIG_FILE_VERSION) {
    return {
      ok: false,
      problems: [{ line: lineOf(doc, lines, ['version']), field: 'version', message: vmsg(P.newerVersion, { version, supported: CONFIG_FILE_VERSION }) }],
    };
  }
  const parsed = configFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error.issues, doc, lines) };
  return { ok: true, file: parsed.data };
};

/** A configuration as the file an operator keeps: fields in the schema's order, no empty service lists. */
export const writeConfigText = (file: ConfigFile): string => {
  const nodes = file.nodes.map(({ http, tcp, ...node }) => ({
    ...node,
    ...(http.length > 0 ? { http } : {}),
    ...(tcp.length > 0 ? { tcp } : {}),
  }));
  return stringify({ version: file.version, domains: file.domains, nodes }, { lineWidth: 0 });
};
