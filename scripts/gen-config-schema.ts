/**
 * `npm run gen:config-schema`: writes docs/gateway-config.schema.json, the JSON Schema of the gateway
 * configuration file, from the file's zod schema (src/providers/configFile/schema.ts), so editors can
 * check and complete a file as it is typed. `--check` only compares (a unit test does the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { configJsonSchemaText } from './config-cli/jsonSchema';

const target = path.resolve(import.meta.dirname, '..', 'docs', 'gateway-config.schema.json');
const text = configJsonSchemaText();

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // Missing: reported as out of date below.
  }
  if (current !== text) {
    console.error(`${path.relative(process.cwd(), target)} is out of date: run npm run gen:config-schema`);
    process.exit(1);
  }
  console.log(`${path.relative(process.cwd(), target)} is up to date`);
} else {
  writeFileSync(target, text);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
