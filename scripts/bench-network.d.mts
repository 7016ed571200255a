import type { CDPSession } from 'playwright-core';
import type { NetworkRequest } from './bench-support.mjs';

export declare const NETWORK_PROFILES: Record<'none' | 'fast4g' | 'slow4g', { latency: number; downloadThroughput: number; uploadThroughput: number } | undefined>;
export declare const networkProfiles: (list: string) => Array<keyof typeof NETWORK_PROFILES>;
export declare const emulateNetwork: (cdp: CDPSession, name: keyof typeof NETWORK_PROFILES) => Promise<void>;

interface Window {
  from?: number;
  until: number;
  content?: RegExp;
}

export declare const criticalPath: (requests: NetworkRequest[], window: Window) => NetworkRequest[];
export declare const roundTrips: (path: NetworkRequest[]) => number;
export declare const networkRequests: (requests: NetworkRequest[], window: { from?: number; until: number }) => NetworkRequest[];
export declare const waterfall: (requests: NetworkRequest[], window: Window & { from: number }) => string[];
