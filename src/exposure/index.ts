export { useExposure, type Exposure } from './useExposure';
export type { ExposureRow } from './exposureRow';
export type { NodeBrief } from '../providers/live';
