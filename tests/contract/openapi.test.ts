// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SPEC_PATH = path.join(ROOT, 'openapi.yaml');

type Json = Record<string, unknown>;
const doc = parse(readFileSync(SPEC_PATH, 'utf8')) as Json;
const paths = doc.paths as Record<string, Record<string, Json>>;
const components = doc.components as Record<string, Record<string, Json>>;
const schemas = components.schemas;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function runScript(script: string) {
  return spawnSync(process.execPath, [path.join(ROOT, 'scripts', script)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function operations(): Array<[string, string, Json]> {
  const out: Array<[string, string, Json]> = [];
  for (const [p, item] of Object.entries(paths)) {
    for (const m of METHODS) {
      if (item[m]) out.push([m.toUpperCase(), p, item[m]]);
    }
  }
  return out;
}

/** Every call of SPEC section 7 (paths without the /api server prefix). */
const SPEC_CALLS: Array<[string, string]> = [
  ['POST', '/auth/login'],
  ['GET', '/nodes'],
  ['GET', '/nodes/stream'],
  ['GET', '/nodes/{id}'],
  ['GET', '/nodes/{id}/download'],
  ['POST', '/nodes'],
  ['PATCH', '/nodes/{id}'],
  ['PATCH', '/nodes/{id}/enable'],
  ['PATCH', '/nodes/{id}/disable'],
  ['DELETE', '/nodes/{id}'],
  ['GET', '/nodes/{id}/pats'],
  ['POST', '/nodes/{id}/pats'],
  ['PATCH', '/nodes/{id}/pats/{patId}/revoke'],
  ['DELETE', '/nodes/{id}/pats/{patId}'],
  ['GET', '/domains'],
  ['GET', '/domains/{id}'],
  ['POST', '/domains'],
  ['PATCH', '/domains/{id}'],
  ['DELETE', '/domains/{id}'],
  ['POST', '/services/{nodeId}/http'],
  ['POST', '/services/{nodeId}/tcp'],
  ['PATCH', '/services/{nodeId}/http/{id}'],
  ['PATCH', '/services/{nodeId}/tcp/{id}'],
  ['GET', '/services/{nodeId}/http'],
  ['GET', '/services/{nodeId}/tcp'],
  ['GET', '/services/http'],
  ['GET', '/services/tcp'],
  ['GET', '/services/{nodeId}/http/{id}'],
  ['GET', '/services/{nodeId}/tcp/{id}'],
  ['PATCH', '/services/{nodeId}/http/{id}/enable'],
  ['PATCH', '/services/{nodeId}/http/{id}/disable'],
  ['PATCH', '/services/{nodeId}/tcp/{id}/enable'],
  ['PATCH', '/services/{nodeId}/tcp/{id}/disable'],
  ['DELETE', '/services/{nodeId}/http/{id}'],
  ['DELETE', '/services/{nodeId}/tcp/{id}'],
  ['GET', '/logs/stream'],
];

const REQUIRED_SCHEMAS = [
  'GatewayNetwork',
  'Node',
  'NodeCreated',
  'NodeInput',
  'Domain',
  'DomainInput',
  'HttpService',
  'HttpServiceInput',
  'TcpService',
  'TcpServiceInput',
  'PersonalAccessToken',
  'PersonalAccessTokenInput',
  'PersonalAccessTokenCreated',
  'PersonalAccessTokenRevoked',
  'LoginRequest',
  'LoginResponse',
  'PagedNodes',
  'PagedDomains',
  'PagedHttpServices',
  'PagedTcpServices',
  'PagedPersonalAccessTokens',
  'ErrorBody',
  'ValidationErrorBody',
  'DeleteResult',
  'LogLines',
  'NodeListStreamMessage',
  'NodeStreamMessage',
];

function resolve(node: unknown): Json {
  let cur = node as Json;
  while (cur && typeof cur.$ref === 'string') {
    const parts = (cur.$ref as string).replace(/^#\//, '').split('/');
    cur = parts.reduce<unknown>((acc, key) => (acc as Json)[key], doc) as Json;
  }
  return cur;
}

describe('openapi.yaml', () => {
  it('lints with zero errors (redocly recommended ruleset)', () => {
    const res = runScript('lint-openapi.mjs');
    expect(res.stderr.split('\n').filter((l) => l.startsWith('ERROR'))).toEqual([]);
    expect(res.stdout).toMatch(/: 0 error\(s\), \d+ warning\(s\)/);
    expect(res.status).toBe(0);
  }, 60_000);

  it('src/api/schema.gen.ts is in sync with it', () => {
    const res = runScript('check-api-types.mjs');
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
  }, 60_000);

  it('is OpenAPI 3.1 served under /api with a global bearer scheme', () => {
    expect(String(doc.openapi)).toMatch(/^3\.1\./);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(paths).every((p) => !p.startsWith('/api'))).toBe(true);
  });

  it.each(SPEC_CALLS)('describes %s %s', (method, p) => {
    expect(paths[p], `path ${p}`).toBeDefined();
    expect(paths[p][method.toLowerCase()], `${method} ${p}`).toBeDefined();
  });

  it('gives every operation an operationId, summary, tags and a 4xx response', () => {
    const ids = new Set<string>();
    for (const [method, p, op] of operations()) {
      const where = `${method} ${p}`;
      expect(op.operationId, where).toEqual(expect.any(String));
      expect(ids.has(op.operationId as string), `duplicate operationId at ${where}`).toBe(false);
      ids.add(op.operationId as string);
      expect(op.summary, where).toEqual(expect.any(String));
      expect((op.tags as string[]).length, where).toBeGreaterThan(0);
      const codes = Object.keys(op.responses as Json);
      expect(codes.some((c) => /^4\d\d$/.test(c)), where).toBe(true);
      expect(codes.some((c) => /^2\d\d$/.test(c)), where).toBe(true);
    }
  });

  it('documents the event streams with a required token query parameter and their message schemas', () => {
    const streams: Array<[string, string[]]> = [
      ['/nodes/stream', ['NodeListStreamMessage', 'NodeStreamMessage']],
      ['/logs/stream', ['LogLines']],
    ];
    for (const [p, messages] of streams) {
      const op = paths[p].get;
      const params = (op.parameters as unknown[]).map(resolve);
      expect(params).toContainEqual(expect.objectContaining({ name: 'token', in: 'query', required: true }));
      const content = resolve((op.responses as Json)['200']).content as Json;
      const schemaText = JSON.stringify((content['text/event-stream'] as Json).schema);
      for (const m of messages) expect(schemaText).toContain(`#/components/schemas/${m}`);
    }
  });

  it('lets the login call go without a token and answers 401, 422 and a text 429', () => {
    const op = paths['/auth/login'].post;
    expect(op.security).toEqual([]);
    const responses = op.responses as Json;
    for (const code of ['200', '401', '422', '429']) expect(responses[code], code).toBeDefined();
    const tooMany = resolve(responses['429']).content as Json;
    expect(Object.keys(tooMany)).toContain('text/plain');
  });

  it('answers lists with the paged envelope or a bare array', () => {
    const lists: Array<[string, string]> = [
      ['/nodes', 'PagedNodes'],
      ['/domains', 'PagedDomains'],
      ['/nodes/{id}/pats', 'PagedPersonalAccessTokens'],
      ['/services/http', 'PagedHttpServices'],
      ['/services/tcp', 'PagedTcpServices'],
      ['/services/{nodeId}/http', 'PagedHttpServices'],
      ['/services/{nodeId}/tcp', 'PagedTcpServices'],
    ];
    for (const [p, paged] of lists) {
      const res = resolve((paths[p].get.responses as Json)['200']);
      const schema = ((res.content as Json)['application/json'] as Json).schema as Json;
      const variants = schema.oneOf as Json[];
      expect(variants, p).toHaveLength(2);
      expect(variants[0].$ref, p).toBe(`#/components/schemas/${paged}`);
      expect(variants[1].type, p).toBe('array');
      expect(schemas[paged].required).toEqual(['data', 'page', 'limit', 'total']);
    }
  });

  describe('components', () => {
    it.each(REQUIRED_SCHEMAS)('has schema %s', (name) => {
      expect(schemas[name]).toBeDefined();
    });

    it('LoginResponse admits both expires_in and expiresIn and requires only token', () => {
      const login = schemas.LoginResponse;
      const props = login.properties as Record<string, Json>;
      expect(props.expires_in).toMatchObject({ type: 'integer' });
      expect(props.expiresIn).toMatchObject({ type: 'string' });
      expect(login.required).toEqual(['token']);
      expect(login.additionalProperties).not.toBe(false);
    });

    it('closes every request body schema to unknown keys', () => {
      for (const name of [
        'NodeInput',
        'DomainInput',
        'HttpServiceInput',
        'TcpServiceInput',
        'PersonalAccessTokenInput',
        'LoginRequest',
      ]) {
        expect(schemas[name].additionalProperties, name).toBe(false);
      }
      expect((schemas.NodeInput.properties as Json).keepalive).toMatchObject({ minimum: 0, maximum: 120, default: 25 });
      expect(schemas.TcpServiceInput.required).toEqual(['name', 'backendPort']);
      expect(JSON.stringify(schemas.HttpServiceInput)).toMatch(/"required":\["domain"\].*"required":\["pathLocation"\]/);
    });

    it('never lists key material', () => {
      const text = JSON.stringify(schemas);
      for (const key of ['privateKey', 'publicKey', 'preSharedKey']) {
        expect(text).not.toContain(`"${key}"`);
      }
    });

    it('adds the one-time token to created nodes and tokens', () => {
      for (const [name, base] of [
        ['NodeCreated', 'Node'],
        ['PersonalAccessTokenCreated', 'PersonalAccessToken'],
      ]) {
        const parts = schemas[name].allOf as Json[];
        expect(parts[0].$ref).toBe(`#/components/schemas/${base}`);
        expect(parts[1].required).toEqual(['token']);
      }
      expect(schemas.PersonalAccessTokenRevoked.required).toEqual(['id', 'revoked']);
    });
  });
});
