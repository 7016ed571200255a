#!/usr/bin/env node
// Lints openapi.yaml with Redocly's `recommended` ruleset (@redocly/openapi-core, installed as a
// dependency of openapi-typescript). Prints every problem and a one-line summary; exits 1 when any
// problem has error severity.
//
// Usage: node scripts/lint-openapi.mjs [path/to/openapi.yaml]
// Also importable: `import { lintOpenApi } from './scripts/lint-openapi.mjs'`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createConfig, lint, getLineColLocation } from '@redocly/openapi-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SPEC = path.join(ROOT, 'openapi.yaml');

/**
 * Lint a spec file.
 * @param {string} [specPath]
 * @returns {Promise<{ problems: Array<{ ruleId: string, severity: 'error' | 'warn', message: string, where: string }>, errors: number, warnings: number }>}
 */
export async function lintOpenApi(specPath = DEFAULT_SPEC) {
  const config = await createConfig({ extends: ['recommended'] });
  const raw = await lint({ ref: specPath, config });
  const problems = raw
    .filter((p) => !p.ignored && p.severity !== 'off')
    .map((p) => {
      const loc = p.location?.[0];
      let where = loc?.pointer ?? '';
      try {
        if (loc) {
          const { start } = getLineColLocation(loc);
          where = `${path.relative(process.cwd(), loc.source.absoluteRef) || loc.source.absoluteRef}:${start.line}:${start.col} ${loc.pointer ?? ''}`;
        }
      } catch {
        /* keep the pointer only */
      }
      return { ruleId: p.ruleId, severity: p.severity, message: p.message, where };
    });
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.filter((p) => p.severity === 'warn').length;
  return { problems, errors, warnings };
}

async function main() {
  const specPath = path.resolve(process.argv[2] ?? DEFAULT_SPEC);
  const { problems, errors, warnings } = await lintOpenApi(specPath);
  for (const p of problems) {
    const line = `${p.severity.toUpperCase().padEnd(5)} ${p.ruleId}: ${p.message}\n      at ${p.where}`;
    if (p.severity === 'error') console.error(line);
    else console.warn(line);
  }
  const name = path.relative(process.cwd(), specPath) || specPath;
  console.log(
    `openapi lint (redocly recommended): ${name}: ${errors} error(s), ${warnings} warning(s)${errors ? ' - FAILED' : ' - OK'}`,
  );
  process.exitCode = errors > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err?.stack ?? String(err));
    process.exitCode = 1;
  });
}
