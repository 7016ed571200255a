import { lazy } from 'react';

export const DomainList = lazy(() => import('./DomainList'));

/** For other features (command palette): the domain form. */
export { DomainFormDialog } from './DomainFormDialog';
