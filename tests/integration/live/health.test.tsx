/**
 * Issue 42 point 2 on the screens, against the demo gateway and a fleet stream the test drives, with a
 * clock the test moves: while home or the inventory is open, the live engine checks each enabled HTTP
 * service on an online node about once a minute (the calls counted at the demo gateway: never two for
 * one service within a minute); a backend that does not answer and a slow tunnel show in Needs attention,
 * every service's health in the inventory's column and its CSV, a service's checks in its row's strip.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExposurePage from '../../../src/exposure/ExposurePage';
import HomePage from '../../../src/home/HomePage';
import { fleetFrame, fleetStreamOf, resetFleet } from '../helpers/fleet';
import { renderInAdmin } from '../helpers/renderAdmin';
import { captureDownloads, controlStreams, type ControlledStream, useSignedInDemo } from '../nodes/renderScreen';

const demo = useSignedInDemo();

const MINUTE = 60_000;
/** The start of a ten-minute stretch, some minutes ago: media-server (7) is online for its first five minutes. */
const T0 = Math.floor(Date.now() / (10 * MINUTE)) * 10 * MINUTE - 20 * MINUTE;

/** Every backend check the demo gateway answered, with the (fake) time it came. */
const checks: Array<{ path: string; at: number }> = [];
demo.server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('/ping')) checks.push({ path: pathname, at: Date.now() });
});

beforeEach(() => {
  resetFleet();
  checks.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const render = (path: string) =>
  renderInAdmin(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/exposure" element={<ExposurePage />} />
      <Route path="/nodes/:id" element={<h1>node page</h1>} />
    </Routes>,
    { initialEntries: [path] },
  );

/** The screen at `path`, then `minutes` of the fleet's frames (one every 5 s, as the gateway's ping refreshes). */
const openFor = async (path: string, minutes: number) => {
  const streams = controlStreams(demo.server);
  const rendered = render(path);
  const fleet: ControlledStream = await fleetStreamOf(streams);
  for (let spent = 0; spent < minutes * MINUTE; spent += 5_000) {
    fleet.sink.send(fleetFrame(demo.db));
    await vi.advanceTimersByTimeAsync(5_000);
  }
  return rendered;
};

const checksOf = (nodeId: number, id: number) => checks.filter((check) => check.path === `/api/services/${nodeId}/http/${id}/ping`).map((check) => check.at);

describe('health over time', () => {
  it('checks each enabled HTTP service on an online node about once a minute, never twice within one, and not the others', async () => {
    await openFor('/', 4);
    // Wiredoor_APP (the gateway itself), app-frontend, app-api (dev-laptop), jellyfin (media-server), status-page and nightly-preview (ci-runner).
    const checked = [[1, 1], [6, 4], [6, 5], [7, 7], [13, 10], [13, 11]];
    for (const [nodeId, id] of checked) {
      const times = checksOf(nodeId, id);
      expect(times.length, `checks of service ${id}`).toBeGreaterThanOrEqual(3);
      expect(times.length, `checks of service ${id}`).toBeLessThanOrEqual(4);
      times.slice(1).forEach((at, index) => expect(at - times[index]).toBeGreaterThanOrEqual(MINUTE));
    }
    // Not: nas-web (an idle node), restic-rest (a disconnected one), grafana and printer-ui (behind gateway nodes), disabled services.
    expect(checks.map((check) => check.path).filter((path) => !checked.some(([nodeId, id]) => path === `/api/services/${nodeId}/http/${id}/ping`))).toEqual([]);
    // One at a time, spread: never two within 3 s.
    const all = checks.map((check) => check.at).sort((a, b) => a - b);
    all.slice(1).forEach((at, index) => expect(at - all[index]).toBeGreaterThanOrEqual(3_000));
  });

  it('lists a backend that does not answer and a slow tunnel in Needs attention, and says health is checked only while a console is open', async () => {
    await openFor('/', 3);
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByText(/Health is checked only while a console is open\./)).toBeInTheDocument();
    const items = () => within(attention).queryAllByRole('listitem').map((item) => item.textContent ?? '');
    await waitFor(() => expect(items().some((item) => /^status-pageHTTP service on ci-runner: not answering since \d\d:\d\d \(no answer within 3 s\)$/.test(item))).toBe(true));
    expect(items().some((item) => /^nightly-previewHTTP service on ci-runner: not answering since \d\d:\d\d \(refused or an error\)$/.test(item))).toBe(true);
    expect(items().some((item) => /^warehouse-gatewayTunnel slow: the gateway's ping takes \d{3} ms on average \(1 enabled service\)$/.test(item))).toBe(true);
    expect(items().some((item) => item.startsWith('app-frontend'))).toBe(false);
  });

  it('gives every endpoint of the inventory its health, in the table and in the CSV', async () => {
    const saved = captureDownloads();
    const { user } = await openFor('/exposure', 3);
    const healthOf = (name: string) => within(screen.getByText(name, { selector: 'span' }).closest('tr')!).getByText((_, element) => element?.hasAttribute('data-health') ?? false).textContent;
    expect(screen.getByRole('columnheader', { name: 'Health' })).toBeInTheDocument();
    expect(screen.getByText(/Health is checked only while a console is open\./)).toBeInTheDocument();
    await waitFor(() => expect(healthOf('app-frontend')).toMatch(/^Answers: HTTP 200 in \d+ ms \(\d\d:\d\d:\d\d\)$/));
    expect(healthOf('status-page')).toMatch(/^Not answering since \d\d:\d\d:\d\d: no answer within 3 s \(\d checks?\)$/);
    expect(healthOf('nas-web')).toBe('Not checked: its node is not online');
    expect(healthOf('grafana')).toBe('Not checked: the gateway cannot test a backend behind a gateway node');
    expect(healthOf('home-assistant')).toBe('Not checked: public access is off');
    expect(healthOf('minecraft')).toBe('Not checked: the gateway cannot test TCP/UDP backends');
    expect(healthOf('erp-database')).toMatch(/^Not checked: the gateway cannot test TCP\/UDP backends · Tunnel slow: \d{3} ms on average over 5 min$/);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await saved[0].blob.text()).split('\r\n');
    expect(lines[0].endsWith(',Risk flags,Health')).toBe(true);
    expect(lines.find((line) => line.startsWith('HTTP,app-frontend,'))).toMatch(/,Answers: HTTP 200 in \d+ ms \(\d\d:\d\d:\d\d\)$/);
    expect(lines.find((line) => line.startsWith('HTTP,nightly-preview,'))).toMatch(/,Not answering since \d\d:\d\d:\d\d: refused or an error \(\d checks?\)$/);
  });
});
