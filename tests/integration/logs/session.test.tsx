/**
 * A log stream that fails while the session is over ends the session like any 401/403/429 (SPEC §4,
 * §8): EventSource cannot say why it failed, so each error makes one cheap call through react-admin's
 * data provider, whose checkError/logout decide. Against the demo gateway, whose stream for an unknown
 * domain fails on every connection with tail's named `error` event, as the reference does.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPath, renderApp, signInForTest, tokenCookie, useDemoServer } from '../helpers/renderAdmin';

const demo = useDemoServer();
afterEach(async () => {
  await fetch('http://localhost/api/__demo/fault', { method: 'DELETE' });
});

const PATH = '/domains/gone.example.com/logs';
const TAIL_ERROR = "tail: cannot open '/var/log/nginx/gone.example.com/access.log' for reading: No such file or directory";

const injectFault = async (fault: { path: string; status: number }) => {
  const response = await fetch('http://localhost/api/__demo/fault', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
};

/** Signed in on the failing log screen, the gateway's error shown and the console retrying. */
const openFailingLogs = async () => {
  const token = await signInForTest();
  await renderApp(PATH);
  expect(await screen.findByText(TAIL_ERROR)).toBeInTheDocument();
  expect(screen.getByText('Gateway error, retrying every second…')).toBeInTheDocument();
  return token;
};

const expectSignedOut = async () => {
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(currentPath()).toBe('/login');
  expect(tokenCookie()).toBeNull();
  expect(localStorage.getItem('redirect')).toBe(PATH);
};

describe('a failing log stream when the session is over', () => {
  it('keeps retrying while the session is fine', async () => {
    const requests: string[] = [];
    demo.server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    try {
      await openFailingLogs();
      // Two more failed connections, each followed by a session check that the gateway accepts.
      await waitFor(() => expect(requests.filter((path) => path === '/api/logs/stream').length).toBeGreaterThanOrEqual(3));
      expect(requests.filter((path) => path === '/api/nodes').length).toBeGreaterThanOrEqual(2);
      expect(currentPath()).toBe(PATH);
      expect(screen.getByText(TAIL_ERROR)).toBeInTheDocument();
    } finally {
      demo.server.events.removeAllListeners();
    }
  });

  it('signs out, remembering the screen, when the gateway has forgotten the session (401)', async () => {
    const token = await openFailingLogs();
    delete (demo.db.sessions as Record<string, number>)[token];
    await expectSignedOut();
  });

  it('signs out when the token cookie has expired (the stream and the check go without a token)', async () => {
    await openFailingLogs();
    document.cookie = 'token=; Path=/; Max-Age=0';
    await expectSignedOut();
  });

  for (const status of [403, 429]) {
    it(`signs out, remembering the screen, when the gateway refuses the session (${status})`, async () => {
      await openFailingLogs();
      await injectFault({ path: '^/api/nodes\\?', status });
      await expectSignedOut();
    });
  }
});
