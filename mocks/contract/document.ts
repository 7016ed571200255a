/**
 * openapi.yaml as data, for the demo gateway's runtime checks. The same file the types are generated
 * from: the demo answers to the contract itself, not to the console's own rules.
 */
import { parse } from 'yaml';
import contractText from '../../openapi.yaml?raw';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface MediaTypes {
  [mediaType: string]: { schema?: JsonSchema };
}

export interface ResponseObject {
  description?: string;
  content?: MediaTypes;
}

export interface OperationObject {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: MediaTypes };
  responses: Record<string, ResponseObject | { $ref: string }>;
}

export type PathItem = { parameters?: (Parameter | { $ref: string })[] } & Partial<
  Record<'get' | 'post' | 'patch' | 'delete', OperationObject>
>;

export interface ContractDocument {
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, ResponseObject>;
  };
}

export const contract = parse(contractText) as ContractDocument;

const refName = (ref: string, kind: string): string => {
  const prefix = `#/components/${kind}/`;
  if (!ref.startsWith(prefix)) throw new Error(`Unsupported reference ${ref}`);
  return ref.slice(prefix.length);
};

/** A parameter or response object with its `$ref` followed (schemas keep theirs: Ajv resolves them). */
export const resolveParameter = (item: Parameter | { $ref: string }): Parameter =>
  '$ref' in item ? contract.components.parameters[refName(item.$ref, 'parameters')] : item;

export const resolveResponse = (item: ResponseObject | { $ref: string }): ResponseObject =>
  '$ref' in item ? contract.components.responses[refName(item.$ref, 'responses')] : item;
