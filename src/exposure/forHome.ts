/**
 * The exposure feature's face for the home page: the joined endpoints with their states and flags,
 * and the live fleet index. Apart from index.ts so that the console's first chunk (App) does not carry it.
 */
export { useExposure, type Exposure } from './useExposure';
export type { ExposureRow } from './exposureRow';
export type { NodeBrief } from './useFleetIndex';
