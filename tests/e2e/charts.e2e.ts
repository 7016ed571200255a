/**
 * Issue 23 in real Chromium (production build, demo gateway): the node details, nodes list and home
 * charts drawn from live streams, in both themes, with no serious axe finding and a screenshot each;
 * the history kept in the browser's real IndexedDB across a reload (with the streams cut, so what is
 * drawn can only come from the database), and deleted at sign-out.
 */
import { describe, expect, it } from 'vitest';
import { axeAudit, formatFindings, gotoAndSignIn, isSerious, screenshot } from './browser';
import { page, useBrowserSuite } from './suite';

useBrowserSuite();

const FIRST_RENDER = { timeout: 60_000 };
const LONG_TEST = 240_000;

/** office-gateway (id 3) is online in the seeded demo and moves traffic. */
const ONLINE_NODE = '/nodes/3';

const historyRecords = () =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('ingress-console-history');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('records')) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction('records').objectStore('records').count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );

describe.each(['light', 'dark'] as const)('charts (%s theme)', (scheme) => {
  it(
    'draws traffic and status on node details, the nodes list and home, with no serious axe finding',
    async () => {
      await page.emulateMedia({ colorScheme: scheme });
      const findings: string[] = [];
      const audit = async (screen: string) => findings.push(...formatFindings(`${screen} [${scheme}]`, (await axeAudit(page)).filter(isSerious)));

      await gotoAndSignIn(page, ONLINE_NODE);
      const card = page.getByRole('region', { name: 'Traffic and status' });
      await card.getByText(/^Received: now /).waitFor(FIRST_RENDER);
      await card.getByRole('table', { name: 'Status changes, newest first' }).getByText('Online').first().waitFor();
      await audit('node details charts');
      await card.getByRole('button', { name: 'Show as table' }).first().click();
      await card.getByRole('table', { name: /^Throughput, one row per minute/ }).waitFor();
      await audit('node details chart table');
      await screenshot(page, `charts-node-details-${scheme}`);

      await page.getByRole('link', { name: 'Client / Nodes' }).first().click();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'office-gateway', exact: true }) });
      await row.getByRole('img', { name: /^Traffic, last hour: now / }).waitFor(FIRST_RENDER);
      await row.getByText(/^Last hour: .*Online for/).waitFor();
      await audit('nodes list sparklines');
      await screenshot(page, `charts-nodes-list-${scheme}`);

      await page.getByRole('link', { name: 'Home' }).first().click();
      const fleet = page.getByRole('region', { name: 'Fleet traffic' });
      await fleet.getByText(/^Throughput: now /).waitFor(FIRST_RENDER);
      await fleet.getByText(/^Nodes online: now \d+ of \d+/).waitFor();
      await audit('home fleet charts');
      await screenshot(page, `charts-home-${scheme}`);

      expect(findings).toEqual([]);
    },
    LONG_TEST,
  );
});

describe('history in the browser database', () => {
  it('is drawn again after a reload with the streams cut, and deleted at sign-out', async () => {
    await gotoAndSignIn(page, ONLINE_NODE);
    const card = page.getByRole('region', { name: 'Traffic and status' });
    await card.getByText(/^Received: now /).waitFor(FIRST_RENDER);
    // Written in batches every few seconds.
    await expect.poll(historyRecords, { timeout: 20_000 }).toBeGreaterThan(0);

    // Streams that send nothing: whatever the charts draw now was read back from the database.
    await page.route('**/api/nodes/stream**', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': nothing\n\n' }));
    await page.reload();
    // Figures again, from the database: a peak and an average (and no "now" once the last one is old).
    await card.getByText(/^Received: .*peak \d/).waitFor(FIRST_RENDER);
    await card.getByText(/^Since \d\d:\d\d, while a console was open$/).first().waitFor();

    await page.unroute('**/api/nodes/stream**');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await expect.poll(historyRecords, { timeout: 10_000 }).toBe(0);
  }, LONG_TEST);
});
