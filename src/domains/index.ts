import { lazy } from 'react';

export const DomainList = lazy(() => import('./DomainList'));
