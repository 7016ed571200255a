// @vitest-environment node
/**
 * The zod body schemas and openapi.yaml state the same constraints: for every request body of the
 * contract, each property's type, nullability, enum, pattern, lengths, range and format, the required
 * keys and the refusal of unknown keys are compared with the schema's JSON Schema export (both ways, so
 * neither side can change alone). Rules OpenAPI cannot state (SPEC §5) are refinements on top; the one
 * the YAML does state as a combinator (domain or path) is checked by behaviour.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  domainFields,
  httpServiceFields,
  httpServiceFormSchema,
  loginSchema,
  nodeFields,
  patFields,
  tcpServiceFields,
} from '../../src/api/schemas';

type Json = Record<string, unknown>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const contract = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Json }> } }>>;
  components: { schemas: Record<string, Json> };
};

/** The zod schema bound to each request-body component of the contract. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  LoginRequest: loginSchema,
  NodeInput: nodeFields,
  PersonalAccessTokenInput: patFields,
  DomainInput: domainFields,
  HttpServiceInput: httpServiceFields,
  TcpServiceInput: tcpServiceFields,
};

const resolve = (schema: Json): Json => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return resolve(contract.components.schemas[ref.replace('#/components/schemas/', '')]);
};

interface Constraints {
  types: string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  items?: Constraints;
  properties?: Record<string, Constraints>;
  required?: string[];
  additionalProperties?: unknown;
}

/**
 * One schema's constraints in a comparable form: `[T, 'null']` and zod's `anyOf: [T, {type: null}]`
 * both become types including 'null'; a pattern is compared as a regular expression; zod's own pattern
 * beside a `format` (its email or date-time regex) is left out, the format being what both state.
 */
const constraints = (input: Json): Constraints => {
  const schema = resolve(input);
  const anyOf = schema.anyOf as Json[] | undefined;
  if (anyOf && anyOf.some((branch) => branch.type === 'null')) {
    const inner = constraints(anyOf.find((branch) => branch.type !== 'null')!);
    return { ...inner, types: [...inner.types, 'null'].sort() };
  }
  const out: Constraints = { types: ([] as string[]).concat((schema.type as string | string[] | undefined) ?? []).sort() };
  if (Array.isArray(schema.enum)) out.enum = schema.enum.filter((value) => value !== null).sort();
  if (typeof schema.pattern === 'string' && typeof schema.format !== 'string') out.pattern = new RegExp(schema.pattern).source;
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'format'] as const) {
    if (schema[key] !== undefined) (out as unknown as Json)[key] = schema[key];
  }
  if (schema.items) out.items = constraints(schema.items as Json);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Json>).map(([key, value]) => [key, constraints(value)]),
    );
    out.required = ((schema.required as string[] | undefined) ?? []).slice().sort();
    out.additionalProperties = schema.additionalProperties;
  }
  return out;
};

const exported = (schema: z.ZodType) => constraints(z.toJSONSchema(schema, { io: 'output' }) as Json);

describe('zod body schemas and openapi.yaml', () => {
  it('every request body of the contract has its bound zod schema', () => {
    const used = new Set<string>();
    for (const item of Object.values(contract.paths)) {
      for (const operation of Object.values(item)) {
        const ref = operation.requestBody?.content['application/json']?.schema.$ref;
        if (typeof ref === 'string') used.add(ref.replace('#/components/schemas/', ''));
      }
    }
    expect([...used].sort()).toEqual(Object.keys(BODY_SCHEMAS).sort());
  });

  it.each(Object.entries(BODY_SCHEMAS))('%s: the same keys, types, nullability, enums, patterns, lengths, ranges and formats', (name, schema) => {
    const yaml = constraints(contract.components.schemas[name]);
    expect(exported(schema)).toEqual(yaml);
    // Not a vacuous comparison: every body states required keys and refuses unknown ones.
    expect(yaml.required!.length).toBeGreaterThan(0);
    expect(yaml.additionalProperties).toBe(false);
  });

  it('the comparison sees a constraint that differs (a pattern, a length, nullability)', () => {
    const base = constraints(contract.components.schemas.HttpServiceInput);
    const looser = exported(httpServiceFields.extend({ pathLocation: z.string().startsWith('/').optional() }));
    expect(looser.properties!.pathLocation).not.toEqual(base.properties!.pathLocation);
    const nullable = exported(nodeFields.extend({ keepalive: z.number().int().min(0).max(120).nullable().optional() }));
    expect(nullable.properties!.keepalive.types).toEqual(['integer', 'null']);
    expect(nullable).not.toEqual(constraints(contract.components.schemas.NodeInput));
  });

  it('HttpServiceInput: the either-or rule the YAML states (domain or pathLocation) is enforced by the form schema', () => {
    const rule = (contract.components.schemas.HttpServiceInput.allOf as Json[])[0].anyOf;
    expect(rule).toEqual([{ required: ['domain'] }, { required: ['pathLocation'] }]);
    const neither = httpServiceFormSchema.safeParse({ name: 'web' });
    expect(neither.success).toBe(false);
    expect(neither.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['domain', 'pathLocation']);
    expect(httpServiceFormSchema.safeParse({ name: 'web', pathLocation: '/app' }).success).toBe(true);
    expect(httpServiceFormSchema.safeParse({ name: 'web', domain: 'app.example.com' }).success).toBe(true);
  });
});
