/**
 * Type-level views of openapi.yaml's operations: for a path and a method, its path parameters, query,
 * JSON body and 200 answer. These are computed from the generated `paths`, so renaming a path, a
 * parameter or a field in the contract changes them, and every caller stops compiling.
 */
import type { paths } from './types';

export type Method = 'get' | 'post' | 'patch' | 'delete';

export type ApiPath = keyof paths;

/** The operation object of `path` and `method` (undefined when the contract has no such operation). */
export type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

/** The paths of the contract that have an operation for `method`. */
export type PathsWith<M extends Method> = {
  [P in ApiPath]: paths[P][M] extends { responses: unknown } ? P : never;
}[ApiPath];

type Parameters<O> = O extends { parameters: infer X } ? X : never;

/** Path parameters (`{id}`…) of an operation; `never` when it has none. */
export type PathParamsOf<P extends ApiPath, M extends Method> =
  Parameters<Operation<P, M>> extends { path: infer X } ? (X extends object ? X : never) : never;

/** Query parameters of an operation; `never` when it takes none. */
export type QueryOf<P extends ApiPath, M extends Method = 'get'> =
  Parameters<Operation<P, M>> extends { query?: infer X } ? (undefined extends X ? Exclude<X, undefined> : X) : never;

/** The JSON request body of an operation; `never` when it takes none. */
export type BodyOf<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

type Ok<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

/** The JSON answer of an operation's 200 response; null too where the operation declares an empty 204. */
export type AnswerOf<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: { 204: unknown } } ? Ok<P, M> | null : Ok<P, M>;

/**
 * What a call takes besides its method and path: exactly the operation's path parameters, query and
 * body (object literals with a key the contract does not have do not compile).
 */
export type CallInit<P extends ApiPath, M extends Method> = ([PathParamsOf<P, M>] extends [never]
  ? { path?: never }
  : { path: PathParamsOf<P, M> }) &
  ([QueryOf<P, M>] extends [never] ? { query?: never } : { query?: QueryOf<P, M> }) &
  ([BodyOf<P, M>] extends [never] ? { body?: never } : { body: BodyOf<P, M> }) & {
    signal?: AbortSignal;
  };
