/** The part of bench-support.mjs the end-to-end tests use (tests/e2e/benchNetwork.e2e.ts). */
import type { CDPSession } from 'playwright-core';

export interface Workers {
  count: () => number;
  prepared: () => number;
  send: (method: string, params?: object) => Promise<unknown[]>;
  on: (method: string, handler: (params: never, sessionId: string) => void) => void;
  setup: (step: (send: (method: string, params?: object) => Promise<unknown>) => Promise<unknown>) => Promise<void>;
}

export interface NetworkRequest {
  source: string;
  url: string;
  method: string;
  type: string;
  stream: boolean;
  sentAt: number;
  headersAt?: number;
  firstDataAt?: number;
  endAt?: number;
  bytes: number;
  cached: boolean;
  failed: boolean;
}

export declare const attachWorkers: (cdp: CDPSession) => Promise<Workers>;
export declare const trackNetwork: (
  cdp: CDPSession,
  workers?: Workers,
) => Promise<{
  until: (wallMs?: number) => number;
  between: (fromMs: number, toMs: number, filter?: (url: string) => boolean) => number;
  requests: () => NetworkRequest[];
}>;
