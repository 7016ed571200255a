/**
 * The configuration file's JSON Schema, as docs/gateway-config.schema.json holds it. Its input side
 * (`io: 'input'`): what an operator may write, defaults optional, before the reader fills them in.
 * Rules that JSON Schema cannot state (one field depending on another, duplicate names) are checked
 * by the reader only; the schema is for editors' completion and first checks.
 */
import { z } from 'zod';
import { configFileSchema } from '../../src/providers/configFile';

export const CONFIG_SCHEMA_ID = 'urn:ingress-console:gateway-config:1';

export const configJsonSchema = () => {
  const { $schema, ...schema } = z.toJSONSchema(configFileSchema, { io: 'input' });
  return {
    $schema,
    $id: CONFIG_SCHEMA_ID,
    title: 'Wiredoor gateway configuration (version 1)',
    description:
      'Domains, nodes and their HTTP and TCP/UDP services of a Wiredoor gateway, matched by name; never ids, keys or tokens. ' +
      'Read by the Ingress Console (`npm run config -- plan|apply FILE`); see docs/configuration.md.',
    ...schema,
  };
};

/** The file's text: stable key order and a final newline, so that a regeneration shows no diff. */
export const configJsonSchemaText = () => `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
