import { lazy } from 'react';

// Lazy: the viewer is only downloaded when an operator opens a logs screen.
export const DomainLogsPage = lazy(() => import('./DomainLogsPage'));
export const ServiceLogsPage = lazy(() => import('./ServiceLogsPage'));
