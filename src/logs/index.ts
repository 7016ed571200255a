import { lazy } from 'react';

export const DomainLogsPage = lazy(() => import('./LogsPage'));
export const ServiceLogsPage = lazy(() => import('./LogsPage'));
