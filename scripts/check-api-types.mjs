#!/usr/bin/env node
// Fails when src/api/schema.gen.ts is not what `npm run gen:api` would write for the current
// openapi.yaml. It goes through the same code path as the openapi-typescript CLI
// (node_modules/openapi-typescript/bin/cli.js with --default-non-nullable=false: a request
// body field with a default is optional, not required): the same Redocly config lookup,
// `openapiTS()` with default options, `astToString()` and the CLI's COMMENT_HEADER, so the
// comparison is byte for byte, with no normalisation.
//
// Usage: node scripts/check-api-types.mjs   (exit 0 = in sync, 1 = stale or missing)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createConfig, findConfig, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC = path.join(ROOT, 'openapi.yaml');
const GENERATED = path.join(ROOT, 'src', 'api', 'schema.gen.ts');
const STALE = 'src/api/schema.gen.ts is out of date: run npm run gen:api';

/** Generate the types for `specPath` exactly as `openapi-typescript <spec> -o <file>` does. */
export async function generateApiTypes(specPath = SPEC) {
  // The CLI looks for a redocly.yaml in its working directory (npm runs scripts from the root).
  const redoclyConfigPath = findConfig(ROOT);
  const redocly = redoclyConfigPath
    ? await loadConfig({ configPath: redoclyConfigPath })
    : await createConfig({}, { extends: ['minimal'] });
  const ast = await openapiTS(pathToFileURL(specPath), { redocly, silent: true, defaultNonNullable: false });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

function firstDifference(a, b) {
  const al = a.split('\n');
  const bl = b.split('\n');
  for (let i = 0; i < Math.max(al.length, bl.length); i++) {
    if (al[i] !== bl[i]) {
      return `first difference at line ${i + 1}:\n  generated: ${JSON.stringify(al[i] ?? '<end of file>')}\n  on disk:   ${JSON.stringify(bl[i] ?? '<end of file>')}`;
    }
  }
  return 'files differ';
}

async function main() {
  const expected = await generateApiTypes();
  if (!fs.existsSync(GENERATED)) {
    console.error(`${STALE} (the file is missing)`);
    process.exitCode = 1;
    return;
  }
  const actual = fs.readFileSync(GENERATED, 'utf8');
  if (actual !== expected) {
    console.error(STALE);
    console.error(firstDifference(expected, actual));
    process.exitCode = 1;
    return;
  }
  console.log('src/api/schema.gen.ts is up to date with openapi.yaml');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err?.stack ?? String(err));
    process.exitCode = 1;
  });
}
