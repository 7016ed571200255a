import { lazy } from 'react';

/** The exposure inventory screen, loaded when its route renders. */
export const ExposurePage = lazy(() => import('./ExposurePage'));
