/**
 * Requests and answers checked against openapi.yaml with Ajv (JSON Schema 2020-12, as OpenAPI 3.1).
 * Requests the way the reference server validates them (celebrate: path parameters, then the query,
 * then the body; the first failure only; unknown keys refused); answers and event-stream frames are
 * checked in tests, so that a demo answer that breaks the contract fails a test.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  contract,
  resolveParameter,
  resolveResponse,
  type JsonSchema,
  type OperationObject,
  type Parameter,
} from './document';
import { joiMessage, type MessageStyle } from './messages';

export type Method = 'get' | 'post' | 'patch' | 'delete';
export type Segment = 'params' | 'query' | 'body';

export interface FieldError {
  field: string;
  message: string;
}

const CONTRACT_ID = 'contract';

const newAjv = (coerceTypes: boolean) => {
  // OpenAPI keywords (example, x-…) are not JSON Schema: not strict about unknown keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: false, verbose: true, coerceTypes });
  addFormats(ajv);
  ajv.addSchema({ $id: CONTRACT_ID, components: { schemas: contract.components.schemas } });
  return ajv;
};

const bodies = newAjv(false);
// Query values arrive as strings: `limit=10` is the integer 10, as Joi converts it.
const queries = newAjv(true);

/** `#/components/...` references point into the contract document wherever a schema is compiled. */
const anchored = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${CONTRACT_ID}${value}` : anchored(value),
    ]),
  );
};

const cache = new Map<string, ValidateFunction>();
const compiled = (ajv: Ajv2020, key: string, schema: JsonSchema): ValidateFunction => {
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(anchored(schema) as JsonSchema);
    cache.set(key, validate);
  }
  return validate;
};

export const operationOf = (method: Method, path: string): OperationObject => {
  const operation = contract.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in openapi.yaml`);
  return operation;
};

const parametersOf = (method: Method, path: string, where: Parameter['in']): Parameter[] =>
  [...(contract.paths[path].parameters ?? []), ...(operationOf(method, path).parameters ?? [])]
    .map(resolveParameter)
    .filter((parameter) => parameter.in === where);

const querySchema = (method: Method, path: string): JsonSchema => {
  const parameters = parametersOf(method, path, 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    additionalProperties: false,
  };
};

const dotted = (instancePath: string): string =>
  instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/** The one entry the reference reports (Joi's abortEarly): an either-or rule wins over its branches. */
const firstError = (errors: ErrorObject[], value: unknown, style: MessageStyle): FieldError => {
  const error = errors.find((candidate) => candidate.keyword === 'anyOf') ?? errors[0];
  const base = dotted(error.instancePath);
  const join = (key: string) => (base ? `${base}.${key}` : key);
  let field = base;
  if (error.keyword === 'required') field = join((error.params as { missingProperty: string }).missingProperty);
  if (error.keyword === 'additionalProperties') field = join((error.params as { additionalProperty: string }).additionalProperty);
  return { field, message: joiMessage(error, field, valueAt(value, field), style, value) };
};

const valueAt = (root: unknown, field: string): unknown =>
  field === '' ? root : field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

export interface RequestParts {
  query: URLSearchParams;
  body?: unknown;
}

export interface RequestProblem {
  segment: Segment;
  error: FieldError;
}

/** The query and JSON body of a request against its operation; the first problem, or undefined. */
export const checkRequest = (method: Method, path: string, parts: RequestParts, style: MessageStyle = 'reference'): RequestProblem | undefined => {
  const query: Record<string, string> = {};
  for (const [key, value] of parts.query) query[key] = value;
  // Like the reference, a route without query parameters has no query validator (`?token=` passes there).
  if (parametersOf(method, path, 'query').length > 0) {
    const validateQuery = compiled(queries, `query ${method} ${path}`, querySchema(method, path));
    if (!validateQuery(query)) return { segment: 'query', error: firstError(validateQuery.errors ?? [], query, style) };
  }

  const schema = operationOf(method, path).requestBody?.content['application/json']?.schema;
  if (!schema) return undefined;
  const validateBody = compiled(bodies, `body ${method} ${path}`, schema);
  if (!validateBody(parts.body)) return { segment: 'body', error: firstError(validateBody.errors ?? [], parts.body, style) };
  return undefined;
};

/** Whether the operation takes a JSON body (others ignore what is sent, as the reference does). */
export const takesJsonBody = (method: Method, path: string): boolean =>
  Boolean(operationOf(method, path).requestBody?.content['application/json']);

const describe = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`).join('; ');

/**
 * What is wrong with an answer: its status is not declared for the operation, or its body does not
 * match the declared schema for its content type. Undefined when it keeps the contract.
 */
export const answerProblem = (method: Method, path: string, status: number, contentType: string, body: string): string | undefined => {
  const declared = operationOf(method, path).responses[String(status)];
  const where = `${method.toUpperCase()} ${path} → ${status}`;
  if (!declared) return `${where}: status not declared in openapi.yaml`;
  const response = resolveResponse(declared);
  if (!response.content) return body === '' ? undefined : `${where}: declared without a body, but one was sent`;
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType === 'text/event-stream') return undefined;
  if (mediaType === '' && !response.content['application/json']) return undefined;
  const media = response.content[mediaType];
  if (!media) return `${where}: content type "${mediaType}" not declared (${Object.keys(response.content).join(', ')})`;
  if (mediaType !== 'application/json' || !media.schema) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${where}: the body is not JSON`;
  }
  const validate = compiled(bodies, `answer ${method} ${path} ${status}`, media.schema);
  return validate(parsed) ? undefined : `${where}: ${describe(validate.errors)}`;
};

/** What is wrong with one `data:` frame of an event stream (its `x-event-data` schema). */
export const frameProblem = (path: string, data: unknown): string | undefined => {
  const ok = resolveResponse(operationOf('get', path).responses['200']);
  const schema = (ok.content?.['text/event-stream']?.schema as { 'x-event-data'?: JsonSchema } | undefined)?.['x-event-data'];
  if (!schema) return `GET ${path}: no x-event-data schema for its frames`;
  const validate = compiled(bodies, `frame ${path}`, schema);
  return validate(data) ? undefined : `GET ${path} frame: ${describe(validate.errors)}`;
};
