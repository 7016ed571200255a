import { lazy } from 'react';

export const NodeList = lazy(() => import('./NodeList'));
export const NodeDetails = lazy(() => import('./NodeDetails'));
