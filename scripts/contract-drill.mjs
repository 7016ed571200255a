#!/usr/bin/env node
/**
 * `npm run drill:contract` (also a step of `npm test`): the maintainers' story, rehearsed. In a copy of
 * the project, rename a field, a field of the services and a path in openapi.yaml, regenerate the
 * types as `npm run gen:api` does, and type-check: the build must break in every layer that uses them
 * (the typed client under the providers, the zod form schemas, the screens and the demo gateway).
 * Prints the type errors per layer; exit status 1 when a layer kept compiling.
 *
 *   node scripts/contract-drill.mjs [--keep]     (--keep leaves the copy in the temp folder)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { generateApiTypes } from './check-api-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');

/** The renames of the drill: one record field, the services' backend port, one path. */
const RENAMES = {
  field: { schema: 'Node', from: 'transferRx', to: 'bytesReceived' },
  serviceField: { schemas: ['HttpService', 'HttpServiceInput', 'TcpService', 'TcpServiceInput'], from: 'backendPort', to: 'upstreamPort' },
  path: { from: '/nodes/{id}/pats/{patId}/revoke', to: '/nodes/{id}/pats/{patId}/revocation' },
};

const LAYERS = [
  ['providers (typed client)', (file) => file.startsWith('src/providers/') || /^src\/api\/[^/]+\.ts$/.test(file)],
  ['form schemas', (file) => file.startsWith('src/api/schemas/')],
  ['screens', (file) => file.startsWith('src/')],
  ['demo gateway', (file) => file.startsWith('mocks/')],
  ['tests', (file) => file.startsWith('tests/')],
];
const REQUIRED = ['providers (typed client)', 'form schemas', 'screens', 'demo gateway'];

const renameKey = (object, from, to) => {
  if (!object || !(from in object)) throw new Error(`openapi.yaml has no "${from}" to rename`);
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key === from ? to : key, value]));
};

const renamedContract = (text) => {
  const doc = parse(text);
  const { schemas } = doc.components;
  const { field, serviceField, path: pathRename } = RENAMES;
  schemas[field.schema].properties = renameKey(schemas[field.schema].properties, field.from, field.to);
  for (const name of serviceField.schemas) {
    const schema = schemas[name];
    schema.properties = renameKey(schema.properties, serviceField.from, serviceField.to);
    if (schema.required) schema.required = schema.required.map((key) => (key === serviceField.from ? serviceField.to : key));
  }
  doc.paths = renameKey(doc.paths, pathRename.from, pathRename.to);
  return stringify(doc, { lineWidth: 0 });
};

const copyProject = () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'contract-drill-'));
  // This checkout is trusted whoever owns it (a clone made by another user, a CI cache restored as
  // root): git reads safe.directory from a global configuration only, here one of this command's own.
  const trust = path.join(copy, '.gitconfig-trust');
  writeFileSync(trust, `[safe]\n\tdirectory = ${root}\n`);
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: trust },
  });
  rmSync(trust);
  if (files.status !== 0) throw new Error(files.stderr);
  for (const file of files.stdout.split('\n').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch {
      // A file listed by git but deleted in the working tree.
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
};

const copy = copyProject();
try {
  const spec = path.join(copy, 'openapi.yaml');
  writeFileSync(spec, renamedContract(readFileSync(spec, 'utf8')));
  writeFileSync(path.join(copy, 'src', 'api', 'schema.gen.ts'), await generateApiTypes(spec));
  const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', copy], {
    cwd: copy,
    encoding: 'utf8',
  });
  const errors = tsc.stdout.split('\n').filter((line) => /\): error TS\d+/.test(line));
  const counts = Object.fromEntries(LAYERS.map(([name]) => [name, 0]));
  for (const line of errors) {
    const file = line.slice(0, line.indexOf('(')).replace(/\\/g, '/');
    const layer = LAYERS.find(([, matches]) => matches(file));
    if (layer) counts[layer[0]] += 1;
  }
  const { field, serviceField, path: pathRename } = RENAMES;
  console.log('Contract drill: renamed in a copy of openapi.yaml, regenerated, type-checked');
  console.log(`  ${field.schema}.${field.from} → ${field.to}; services' ${serviceField.from} → ${serviceField.to}; ${pathRename.from} → ${pathRename.to}`);
  console.log(`  type errors: ${errors.length}`);
  for (const [name, count] of Object.entries(counts)) console.log(`    ${name.padEnd(26)} ${count}`);
  const silent = REQUIRED.filter((name) => counts[name] === 0);
  if (silent.length > 0) {
    console.error(`  still compiling after the renames: ${silent.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('  every layer stops compiling: OK');
  }
  if (keep) console.log(`  copy kept in ${copy}`);
} finally {
  if (!keep) rmSync(copy, { recursive: true, force: true });
}
