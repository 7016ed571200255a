/**
 * The real-gateway suites run against a Wiredoor gateway that serves this console's production build
 * (its `WD_UI_DIR`): `.ci/run` builds one from ../shared/gateway, starts it and sets GATEWAY_E2E_URL.
 * Without that variable every suite is skipped, and this says why once.
 */
import type { TestProject } from 'vitest/node';

export interface GatewayUnderTest {
  url: string;
  username: string;
  password: string;
  /** Where the gateway writes its nginx access logs, when it runs on this machine (local builds only). */
  nginxLogDir: string | null;
}

export const SKIP_REASON =
  'GATEWAY_E2E_URL is not set: no real gateway to test against (.ci/run builds and starts one; see README, "Testing against the real gateway")';

export default function setup(project: TestProject) {
  const url = process.env.GATEWAY_E2E_URL?.replace(/\/+$/, '') ?? '';
  if (!url) console.log(`\nReal-gateway suites skipped: ${SKIP_REASON}\n`);
  const gateway: GatewayUnderTest | null = url
    ? {
        url,
        username: process.env.GATEWAY_E2E_USER ?? 'admin@wiredoor.local',
        password: process.env.GATEWAY_E2E_PASSWORD ?? 'Wiredoor-Local-Pass1!',
        nginxLogDir: process.env.GATEWAY_E2E_NGINX_LOG_DIR || null,
      }
    : null;
  project.provide('baseURL', url);
  project.provide('gateway', gateway);
}

declare module 'vitest' {
  export interface ProvidedContext {
    gateway: GatewayUnderTest | null;
  }
}
