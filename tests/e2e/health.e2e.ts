/**
 * Issue 42 in real Chromium against the demo gateway: "Check" on a service's row walks it from the edge to
 * its backend, each step with its verdict; the backend check is made by the live engine in its worker,
 * once (checked again within the minute, the dialog shows the check it has); a backend that hangs is
 * named as the first broken step after the gateway's 3 s; the row then shows how the service answered.
 */
import { describe, expect, it } from 'vitest';
import { gotoAndSignIn, screenshot } from './browser';
import { page, useBrowserSuite } from './suite';

useBrowserSuite();

/** The machine is small and busy: the first render of a screen may take a while. */
const FIRST_RENDER = { timeout: 60_000 };
const TEST_TIMEOUT = 180_000;

/** The backend checks the console sent (the worker's requests are the page's in Chromium's accounting). */
const recordChecks = () => {
  const checks: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/ping')) checks.push(`${url.pathname}${url.search}`);
  });
  return checks;
};

const openCheck = async (service: string) => {
  const http = page.getByRole('region', { name: 'HTTP Services' });
  await http.getByRole('button', { name: `More actions for ${service}` }).click(FIRST_RENDER);
  await page.getByRole('menuitem', { name: 'Check', exact: true }).click();
  const box = page.getByRole('dialog', { name: `Check ${service}` });
  const steps = box.getByRole('list', { name: `Check ${service}` });
  await steps.waitFor(FIRST_RENDER);
  return { box, steps };
};

describe('the check of a service', () => {
  it(
    'walks a service that answers, with its backend checked once by the live engine, and records it on its row',
    async () => {
      const checks = recordChecks();
      await gotoAndSignIn(page, '/nodes/6');
      const { box, steps } = await openCheck('app-frontend');
      await box.getByRole('status').getByText('No step fails.').waitFor(FIRST_RENDER);
      expect(await steps.getByRole('heading').allTextContents()).toEqual([
        'DomainPasses',
        'Public accessPasses',
        'NodePasses',
        'TunnelPasses',
        'BackendPasses',
        'ProtectionPasses',
      ]);
      expect(await steps.getByRole('listitem').nth(4).textContent()).toMatch(/http:\/\/10\.0\.0\.6:8080\/ answered HTTP 200 in \d+ ms/);
      await screenshot(page, 'service-check');
      // app-frontend's backend, once (the other rows' checks start on their own schedule).
      const frontend = () => checks.filter((check) => check.startsWith('/api/services/6/http/4/'));
      expect(frontend()).toEqual(['/api/services/6/http/4/ping?path=%2F']);

      await box.getByRole('button', { name: 'Check again' }).click();
      await box.getByText(/The backend is checked at most once a minute per service: this is the check of \d\d:\d\d:\d\d\./).waitFor(FIRST_RENDER);
      expect(frontend()).toHaveLength(1);
      await box.getByRole('button', { name: 'Close' }).click();
      const row = page.getByRole('region', { name: 'HTTP Services' }).getByRole('row').filter({ hasText: 'app-frontend' });
      await row.getByText(/^Answers: HTTP 200 in \d+ ms \(\d\d:\d\d:\d\d\)$/).waitFor(FIRST_RENDER);
    },
    TEST_TIMEOUT,
  );

  it(
    "names a backend that hangs as the first broken step once the gateway's 3 s are over",
    async () => {
      await gotoAndSignIn(page, '/nodes/13');
      const { box, steps } = await openCheck('status-page');
      await box.getByRole('status').getByText('First broken step: Backend.').waitFor(FIRST_RENDER);
      expect(await steps.getByRole('listitem').nth(4).textContent()).toContain("http://10.0.0.13:80/ did not answer within the gateway's 3 seconds");
    },
    TEST_TIMEOUT,
  );
});
