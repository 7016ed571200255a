/** The exposure feature's face for the home page: the joined endpoints with their states and flags, and the live fleet index. */
export { useExposure, type Exposure } from './useExposure';
export type { ExposureRow } from './exposureRow';
export type { NodeBrief } from '../providers/live';
