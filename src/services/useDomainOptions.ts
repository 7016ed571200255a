/** Every existing domain, for the domain field of the service forms and the info dialog's sign-in rule (one request, shared by its users). */
import { useGetList } from 'react-admin';
import type { Domain } from '../api/types';

export const useDomainOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useGetList<Domain>('domains', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } }, { enabled });
