/**
 * Issue 35, point 2: the node, service and token forms take names of 40 characters at most (the
 * reference's varchar(40) columns, API-FACTS §7), saying so with react-admin's maxLength message in
 * both languages; a longer name a record already has (made through the API or the CLI) does not stop
 * an edit. The contract (and the data provider's bodies) states no limit: the gateway takes any length.
 */
import { describe, expect, it } from 'vitest';
import {
  M,
  httpServiceBody,
  httpServiceFormSchema,
  httpServiceFormSchemaFor,
  nodeBody,
  nodeFormSchema,
  nodeFormSchemaFor,
  parseVmsg,
  patFormSchema,
  tcpServiceFormSchema,
  tcpServiceFormSchemaFor,
} from '../../../src/api/schemas';
import { NAME_MAX_LENGTH } from '../../../src/api/schemas/limits';
import { en } from '../../../src/i18n/en';
import { fr } from '../../../src/i18n/fr';
import type { z } from 'zod';

const FITS = 'n'.repeat(NAME_MAX_LENGTH);
const TOO_LONG = 'n'.repeat(NAME_MAX_LENGTH + 1);
const STORED = `cli-${'x'.repeat(246)}`;

const BASES = {
  node: { keepalive: 25 },
  http: { pathLocation: '/app', backendPort: 80 },
  tcp: { backendPort: 5432 },
  token: {},
};

const nameIssue = (schema: z.ZodType, values: Record<string, unknown>) => {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === 'name')?.message;
};

describe('name length in the forms', () => {
  it.each([
    ['node', nodeFormSchema, BASES.node],
    ['http', httpServiceFormSchema, BASES.http],
    ['tcp', tcpServiceFormSchema, BASES.tcp],
    ['token', patFormSchema, BASES.token],
  ] as const)('%s: takes %i characters and refuses one more, with the maxLength message', (_kind, schema, base) => {
    expect(nameIssue(schema, { ...base, name: FITS })).toBeUndefined();
    const message = nameIssue(schema, { ...base, name: TOO_LONG });
    expect(parseVmsg(message!)).toEqual({ key: M.maxLength, args: { max: NAME_MAX_LENGTH } });
  });

  it.each([
    ['node', nodeFormSchemaFor, BASES.node],
    ['http', httpServiceFormSchemaFor, BASES.http],
    ['tcp', tcpServiceFormSchemaFor, BASES.tcp],
  ] as const)('%s: an edit keeps a longer name the record has, but a new long name is refused', (_kind, schemaFor, base) => {
    const schema = schemaFor(STORED);
    expect(nameIssue(schema, { ...base, name: STORED })).toBeUndefined();
    expect(nameIssue(schema, { ...base, name: `${STORED}y` })).toBeDefined();
    expect(nameIssue(schema, { ...base, name: FITS })).toBeUndefined();
  });

  it('leaves the bodies the data provider sends unlimited, as the gateway is', () => {
    expect(nodeBody.safeParse({ name: STORED }).success).toBe(true);
    expect(httpServiceBody.safeParse({ ...BASES.http, name: STORED }).success).toBe(true);
  });

  it('says the limit in both languages', () => {
    const message = (catalogue: typeof en) => (catalogue as unknown as { ra: { validation: { maxLength: string } } }).ra.validation.maxLength;
    expect(message(en).replace('%{max}', String(NAME_MAX_LENGTH))).toBe('This field must be less than or equal to 40 characters long');
    expect(message(fr).replace('%{max}', String(NAME_MAX_LENGTH))).toBe('Ce champ doit contenir au plus 40 caractères');
  });
});
