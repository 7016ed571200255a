/**
 * The react-admin query keys the console writes into its query client (to prime start-up and to
 * prefetch a list page), in one place. They are ra-core's own, not part of its public API, so
 * tests/unit/providers/reactAdminKeys.test.ts checks each against what ra-core's hooks use.
 * Types only from react-admin: the sign-in page loads none of it.
 */
import type { GetListParams } from 'react-admin';

export type ListPage = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** useCheckAuth / useAuthState's check. */
export const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}] as const;
/** The prefix of every check of a session. */
export const CHECK_AUTH_PREFIX = ['auth', 'checkAuth'] as const;
/** usePermissions' answer, without params. */
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;
/** The prefix of useCanAccess's queries. */
export const CAN_ACCESS_PREFIX = ['auth', 'canAccess'] as const;

/** useGetList's key for a list page. */
export const listQueryKey = (resource: string, { pagination, sort, filter, meta }: ListPage) =>
  [resource, 'getList', { pagination, sort, filter, meta }] as const;
