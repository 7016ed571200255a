/**
 * A domain's real-time access log on the real gateway: opened from the Domains list's Logs Monitor, it
 * shows the last lines of the file the gateway tails, then each line appended to it while the page is
 * open, with the level its status gives it (5xx an error, 4xx a warning: coloured as its entry in the level
 * legend, and filtered by it).
 * The lines are written into the gateway's nginx access log on this machine (GATEWAY_E2E_NGINX_LOG_DIR).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterEach, beforeEach, expect, inject, it } from 'vitest';
import { appendAccessLog, combinedLine, describeOnGateway, gateway, signInApi, signInToConsole, uniqueName, type GatewayApi } from './realGateway';
import { page, useGatewayBrowserSuite } from './suite';

useGatewayBrowserSuite();

const LOG_DIR_MISSING =
  'GATEWAY_E2E_NGINX_LOG_DIR is not set: the gateway\'s access logs cannot be written from here (it must run on this machine; see the gateway README, "Feeding the access-log stream")';
const canWriteLogs = Boolean(inject('gateway')?.nginxLogDir);

const POLL = { timeout: 15_000 };

let api: GatewayApi;
/** Domains this file made (name → id), deleted after each test whatever happened. */
const made = new Map<string, number>();

const main = () => page.getByRole('main');
const logLines = () => page.getByRole('log', { name: 'Log lines' }).getByRole('listitem');
/** The shown line that carries `marker` (each test line has a path no other line has). */
const lineWith = (marker: string) => logLines().filter({ hasText: marker });
const levelButton = (level: string) => page.getByRole('group', { name: 'Levels shown' }).getByRole('button', { name: level, exact: true });
const colourOf = (line: Locator) => line.evaluate((element) => getComputedStyle(element).color);
/** The colour of a level's dot in the legend (the level buttons), as the page paints it. */
const legendColour = (level: string) =>
  levelButton(level).locator('span[aria-hidden="true"]').first().evaluate((element) => getComputedStyle(element).backgroundColor);

describeOnGateway('real-time logs on the real gateway', () => {
  // An API client (and so a client address, with its own rate-limit budget) per test.
  beforeEach(async () => {
    api = await signInApi();
  });
  afterEach(async () => {
    for (const id of made.values()) await api.call('DELETE', `/domains/${id}`);
    made.clear();
  });

  const title = 'shows the lines appended to a domain’s access log as they come, each with the level its status gives it';
  it.skipIf(!canWriteLogs)(canWriteLogs ? title : `${title} (skipped: ${LOG_DIR_MISSING})`, async () => {
    const domain = `${uniqueName('logs')}.example.com`;
    const created = await api.ok<{ id: number }>('POST', '/domains', { domain, ssl: 'self-signed', skipValidation: true });
    made.set(domain, created.id);
    // The gateway's nginx (a fake here) creates the domain's log files when it reloads for the new domain.
    const file = path.join(gateway().nginxLogDir!, domain, 'access.log');
    await expect.poll(() => existsSync(file), POLL).toBe(true);
    const run = Date.now().toString(36);
    const earlier = `/earlier-${run}`;
    appendAccessLog(domain, [combinedLine(200, earlier)]);

    await signInToConsole(page, '/domains');
    await page.getByRole('textbox', { name: 'Search domains' }).fill(domain);
    await main().getByRole('button', { name: `More actions for ${domain}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logs Monitor', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/domains/${domain}/logs`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.getByRole('link', { name: 'Domains', exact: true }).getAttribute('href')).toBe('/domains');
    await trail.getByText(domain, { exact: true }).waitFor();
    await trail.getByText('Real Time Logs', { exact: true }).waitFor();
    await page.getByRole('heading', { name: `Access log of ${domain}`, level: 1 }).waitFor();
    await main().getByRole('status').getByText('Live', { exact: true }).waitFor();
    // What was in the file already: the gateway's tail sends its last lines first.
    await lineWith(earlier).waitFor();

    // Plain access-log lines as nginx writes them, one by one while the page is open.
    const statuses = [200, 404, 500] as const;
    const paths = statuses.map((status) => `/live-${status}-${run}`);
    for (const [index, status] of statuses.entries()) {
      expect(await lineWith(paths[index]).count()).toBe(0);
      const line = combinedLine(status, paths[index]);
      appendAccessLog(domain, [line]);
      await lineWith(paths[index]).waitFor();
      expect(await lineWith(paths[index]).textContent()).toBe(line);
    }
    // An access line's level is its status (issue 41): 5xx an error, 4xx a warning, the rest 'Other';
    // each line takes its level's colour in the legend.
    const levels = ['Other', 'Warning', 'Error'] as const;
    for (const [index, marker] of paths.entries()) expect(await colourOf(lineWith(marker))).toBe(await legendColour(levels[index]));
    expect(new Set(await Promise.all(paths.map((marker) => colourOf(lineWith(marker))))).size).toBe(3);
    // A tag in the request is the client's words, not a level: the line stays 'Other'.
    const forged = `/report-${run}?note=[ERROR]`;
    appendAccessLog(domain, [combinedLine(200, forged)]);
    await lineWith(forged).waitFor();
    expect(await colourOf(lineWith(forged))).toBe(await legendColour('Other'));

    // 'Other' hidden: the 2xx lines go, the 4xx and 5xx ones stay.
    expect(await levelButton('Other').getAttribute('aria-pressed')).toBe('true');
    await levelButton('Other').click();
    expect(await levelButton('Other').getAttribute('aria-pressed')).toBe('false');
    for (const marker of [earlier, paths[0], forged]) await lineWith(marker).waitFor({ state: 'detached' });
    await lineWith(paths[1]).waitFor();
    await lineWith(paths[2]).waitFor();
    // Only 'Error' shown: the 500 line stays; the figures say how many are shown.
    for (const level of ['Warning', 'Info', 'Debug']) await levelButton(level).click();
    await lineWith(paths[1]).waitFor({ state: 'detached' });
    await lineWith(paths[2]).waitFor();
    await expect.poll(() => page.getByTestId('log-line-count').textContent(), POLL).toMatch(/^1 of \d+ lines shown$/);
  });
});
