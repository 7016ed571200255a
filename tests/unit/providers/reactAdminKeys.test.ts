/**
 * The react-admin query keys the console writes (reactAdminKeys.ts) are those ra-core's hooks read: each
 * hook runs in react-admin's context with a query client of ours, and the key is found in that client.
 * When react-admin changes one, this fails before start-up priming or a prefetch silently stops working.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { CoreAdminContext, useAuthState, useCanAccess, useGetList, useGetOne, usePermissions, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CAN_ACCESS_PREFIX, CHECK_AUTH_KEY, CHECK_AUTH_PREFIX, listQueryKey, PERMISSIONS_KEY, recordQueryKey, type ListPage } from '../../../src/providers/reactAdminKeys';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  canAccess: async () => true,
};

const dataProvider = { getList: async () => ({ data: [{ id: 1 }], total: 1 }), getOne: async () => ({ data: { id: 12 } }) } as unknown as DataProvider;

const PAGE: ListPage = { pagination: { page: 2, perPage: 25 }, sort: { field: 'name', order: 'DESC' }, filter: { type: 'gateways' }, meta: undefined };

const Hooks = () => {
  useAuthState();
  usePermissions();
  useCanAccess({ resource: 'nodes', action: 'list' });
  useGetList('nodes', PAGE);
  // As a show page has it: the id as a number.
  useGetOne('nodes', { id: 12 });
  return null;
};

const answered = (queryClient: QueryClient, queryKey: readonly unknown[], exact: boolean) =>
  queryClient.getQueryCache().find({ queryKey: [...queryKey], exact })?.state.status === 'success';

describe("react-admin's query keys, as the console writes them", () => {
  it('are the keys of the session check, the permissions, access, a list page and a record', async () => {
    const queryClient = new QueryClient();
    render(createElement(CoreAdminContext, { queryClient, authProvider, dataProvider }, createElement(Hooks)));
    await waitFor(() => expect(answered(queryClient, CHECK_AUTH_KEY, true)).toBe(true));
    expect(CHECK_AUTH_KEY.slice(0, CHECK_AUTH_PREFIX.length)).toEqual(CHECK_AUTH_PREFIX);
    await waitFor(() => expect(answered(queryClient, PERMISSIONS_KEY, true)).toBe(true));
    await waitFor(() => expect(answered(queryClient, CAN_ACCESS_PREFIX, false)).toBe(true));
    await waitFor(() => expect(answered(queryClient, listQueryKey('nodes', PAGE), true)).toBe(true));
    await waitFor(() => expect(answered(queryClient, recordQueryKey('nodes', 12), true)).toBe(true));
  });
});
