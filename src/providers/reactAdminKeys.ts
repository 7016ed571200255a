/**
 * ra-core's query keys are not public API, so tests/unit/providers/reactAdminKeys.test.ts checks each
 * against its hooks. Types only from react-admin: the sign-in page loads none of it.
 */
import type { GetListParams } from 'react-admin';

export type ListPage = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** useCheckAuth / useAuthState's check. */
export const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}] as const;
export const CHECK_AUTH_PREFIX = ['auth', 'checkAuth'] as const;
/** usePermissions' answer, without params. */
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;
/** The prefix of useCanAccess's queries. */
export const CAN_ACCESS_PREFIX = ['auth', 'canAccess'] as const;

/** useGetList's key for a list page. */
export const listQueryKey = (resource: string, { pagination, sort, filter, meta }: ListPage) =>
  [resource, 'getList', { pagination, sort, filter, meta }] as const;

/** useGetOne's key for a record (a show page's, without meta): its id as a string, as it reads it from the URL. */
export const recordQueryKey = (resource: string, id: string | number) => [resource, 'getOne', { id: String(id), meta: undefined }] as const;
