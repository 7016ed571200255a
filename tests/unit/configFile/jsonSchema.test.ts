/**
 * docs/gateway-config.schema.json is what editors check files with: it must be what
 * `npm run gen:config-schema` writes today, and the documented example must pass both it and the
 * reader the console and the command line use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readConfigText } from '../../../src/providers/configFile';
import { configJsonSchema, configJsonSchemaText } from '../../../scripts/config-cli/jsonSchema';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const validator = () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv.compile(JSON.parse(read('docs/gateway-config.schema.json')));
};

describe('the configuration file JSON Schema', () => {
  it('is up to date with the file schema (npm run gen:config-schema)', () => {
    expect(read('docs/gateway-config.schema.json'), 'docs/gateway-config.schema.json is out of date: run npm run gen:config-schema').toBe(
      configJsonSchemaText(),
    );
    expect(configJsonSchema()).toMatchObject({ $id: expect.any(String), title: expect.any(String), description: expect.any(String) });
  });

  it('accepts the documented example, which the reader also reads without a problem', () => {
    const text = read('docs/examples/gateway.yaml');
    const validate = validator();
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);

    const reading = readConfigText(text);
    expect(reading.ok ? [] : reading.problems).toEqual([]);
    if (!reading.ok) return;
    // The example shows each part the docs describe: OAuth2, a plain node, a gateway node, HTTP and TCP.
    expect(reading.file.domains.some((domain) => domain.authentication && domain.allowedEmails.length > 0)).toBe(true);
    expect(reading.file.nodes.some((node) => node.gatewayNetworks.length === 0)).toBe(true);
    const gatewayNode = reading.file.nodes.find((node) => node.gatewayNetworks.length > 0);
    expect(gatewayNode?.http.length).toBeGreaterThan(0);
    expect(gatewayNode?.tcp.length).toBeGreaterThan(0);
  });

  it('refuses what the reader refuses where JSON Schema can say it: unknown keys, wrong types, another version', () => {
    const validate = validator();
    expect(validate({ version: 1, nodes: [{ name: 'a', colour: 'blue' }] })).toBe(false);
    expect(validate({ version: 1, nodes: [{ name: 'a', keepalive: 'high' }] })).toBe(false);
    expect(validate({ version: 2 })).toBe(false);
    expect(validate({ version: 1, nodes: [{ name: 'a', tcp: [{ name: 'db' }] }] })).toBe(false);
    expect(validate({ version: 1 })).toBe(true);
  });
});
