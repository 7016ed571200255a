/**
 * What the real-gateway suites share: the gateway under test, a sign-in to its API for reading back
 * what the console did, a console page signed in through its own form, and its access logs.
 *
 * The reference server limits each client address to 60 requests a minute and 5 sign-ins in 10
 * minutes, and trusts X-Forwarded-For from loopback. Every API client and every browser context here
 * gets an address of its own, as separate operators would have, so that suites never share a budget.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import { openPage, signIn, type TrackedPage } from '../e2e/browser';
import { SKIP_REASON, type GatewayUnderTest } from './globalSetup';

export const gateway = (): GatewayUnderTest => {
  const configured = inject('gateway');
  if (!configured) throw new Error(SKIP_REASON);
  return configured;
};

/** A describe block that runs only when a real gateway is configured (skipped, with the reason, otherwise). */
export const describeOnGateway = (name: string, body: () => void) =>
  inject('gateway') ? describe(name, body) : describe.skip(`${name} (skipped: ${SKIP_REASON})`, body);

// 198.18.0.0/15 is set aside for benchmarks (RFC 2544): never a real client. Random start, so that two
// runs within the limiter's 10-minute window do not reuse each other's addresses.
let nextAddress = Math.floor(Math.random() * 0xfff0);
export const newClientAddress = () => {
  nextAddress = (nextAddress + 1) % 0x1fffe;
  return `198.${18 + (nextAddress >> 16)}.${(nextAddress >> 8) & 0xff}.${(nextAddress & 0xff) || 1}`;
};

/** A name no other run has used, within the gateway's node-name rules (letters, digits, `-`). */
export const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export interface Answer<T = unknown> {
  status: number;
  body: T;
  contentType: string;
}

export interface GatewayApi {
  address: string;
  token: string;
  /** Any call; the answer whatever its status. A JSON body is parsed, anything else is kept as text. */
  call<T = unknown>(method: string, apiPath: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  /** A call that must succeed: throws with the gateway's answer otherwise. */
  ok<T = Record<string, unknown>>(method: string, apiPath: string, body?: unknown): Promise<T>;
}

export const request = async <T>(
  url: string,
  init: { method: string; body?: unknown; headers: Record<string, string> },
): Promise<Answer<T>> => {
  const response = await fetch(url, {
    method: init.method,
    headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let body: unknown = text;
  if (contentType.includes('json') && text) body = JSON.parse(text);
  return { status: response.status, body: body as T, contentType };
};

/** Signs in to the gateway's API from an address of its own. */
export const signInApi = async (target: Pick<GatewayUnderTest, 'url' | 'username' | 'password'> = gateway()): Promise<GatewayApi> => {
  const address = newClientAddress();
  const login = await request<{ token?: string }>(`${target.url}/api/auth/login`, {
    method: 'POST',
    body: { username: target.username, password: target.password },
    headers: { 'X-Forwarded-For': address },
  });
  if (login.status !== 200 || !login.body.token) throw new Error(`API sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.token;
  const call = <T>(method: string, apiPath: string, body?: unknown, headers: Record<string, string> = {}) =>
    request<T>(`${target.url}/api${apiPath}`, {
      method,
      body,
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': address, ...headers },
    });
  return {
    address,
    token,
    call,
    async ok<T>(method: string, apiPath: string, body?: unknown) {
      const answer = await call<T>(method, apiPath, body);
      if (answer.status >= 300) throw new Error(`${method} ${apiPath}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
  };
};

/** A console page in a browser context of its own (its own client address and cookies). */
export const openConsole = (browser: Browser, options: Parameters<typeof openPage>[1] = {}): Promise<TrackedPage> =>
  openPage(browser, { ...options, extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress(), ...options.extraHTTPHeaders } });

/** Opens `pathName`, is sent to the sign-in page, signs in as the gateway's admin and lands back there. */
export const signInToConsole = async (page: Page, pathName = '/') => {
  const { username, password } = gateway();
  await page.goto(pathName);
  await page.waitForURL('**/login');
  await signIn(page, { username, password });
  await page.waitForURL((url) => url.pathname === pathName);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
};

/** Appends lines to a domain's nginx access log on a gateway running on this machine. */
export const appendAccessLog = (domain: string, lines: string[]) => {
  const { nginxLogDir } = gateway();
  if (!nginxLogDir) throw new Error('GATEWAY_E2E_NGINX_LOG_DIR is not set: the access logs of this gateway cannot be written');
  appendFileSync(path.join(nginxLogDir, domain, 'access.log'), lines.map((line) => `${line}\n`).join(''));
};

/** An access-log line in nginx's `combined` format, as the gateway configures it. */
export const combinedLine = (status: number, pathName: string, when = new Date()) => {
  const stamp = when.toUTCString().replace(/^\w+, (\d+) (\w+) (\d+) ([\d:]+) GMT$/, '$1/$2/$3:$4 +0000');
  return `203.0.113.7 - - [${stamp}] "GET ${pathName} HTTP/1.1" ${status} 12 "-" "curl/8.5"`;
};
