/**
 * Issue 23 in real Chromium (production build, demo gateway): the node details, nodes list and home
 * charts drawn from live streams, in both themes, with no serious axe finding and a screenshot each;
 * the history kept in the browser's real IndexedDB across a reload (with the streams cut, so what is
 * drawn can only come from the database), and deleted at sign-out.
 */
import { describe, expect, it } from 'vitest';
import { api, apiToken, axeAudit, connectNode, formatFindings, gotoAndSignIn, isSerious, screenshot } from './browser';
import { page, useBrowserSuite } from './suite';

useBrowserSuite();

const FIRST_RENDER = { timeout: 60_000 };
const LONG_TEST = 240_000;

/** office-gateway (id 3) is online in the seeded demo and moves traffic. */
const ONLINE_NODE = '/nodes/3';

/** The value axis' tick labels of the charts inside `scope`. */
const yTicks = (scope: ReturnType<typeof page.getByRole>) => scope.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents();
const xTicks = (scope: ReturnType<typeof page.getByRole>) => scope.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();

/** Ticks on round values of one unit, from zero, evenly spaced by 1, 2 or 5 times a power of ten. */
const expectRoundTicks = (labels: string[]) => {
  expect(labels.length).toBeGreaterThanOrEqual(2);
  const parsed = labels.map((label) => /^([\d.,]+) (B|KB|MB|GB)\/s$/.exec(label.replace(/\s/g, ' ')));
  expect(parsed.every(Boolean), labels.join(' | ')).toBe(true);
  expect(new Set(parsed.map((match) => match![2])).size).toBe(1);
  const values = parsed.map((match) => Number(match![1].replace(/,/g, '')));
  const step = values[1] - values[0];
  expect(values[0]).toBe(0);
  const power = 10 ** Math.floor(Math.log10(step) + 1e-9);
  expect([1, 2, 5, 10].some((nice) => Math.abs(step / power - nice) < 1e-9), labels.join(' | ')).toBe(true);
  values.forEach((value, index) => expect(value).toBeCloseTo(index * step, 6));
};

/** Records in the browser's history database (of one scope, e.g. 'fleet', if given). */
const historyRecords = (scope?: string) =>
  page.evaluate(
    (scope) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('ingress-console-history');
        // No database yet: leave none behind (one made here, without its store, would be the console's).
        opening.onupgradeneeded = () => opening.transaction!.abort();
        opening.onerror = () => (opening.error?.name === 'AbortError' ? resolve(0) : reject(opening.error));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('records')) {
            db.close();
            resolve(0);
            return;
          }
          const range = scope === undefined ? undefined : IDBKeyRange.bound([scope], [scope, []]);
          const counting = db.transaction('records').objectStore('records').count(range);
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
    scope,
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
    await expect.poll(() => historyRecords(), { timeout: 20_000 }).toBeGreaterThan(0);

    // Streams that send nothing: whatever the charts draw now was read back from the database.
    await page.route('**/api/nodes/stream**', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': nothing\n\n' }));
    await page.reload();
    // Figures again, from the database: a peak and an average (and no "now" once the last one is old).
    await card.getByText(/^Received: .*peak \d/).waitFor(FIRST_RENDER);
    await card.getByText(/^Since \d\d:\d\d, while a console was open$/).first().waitFor();

    await page.unroute('**/api/nodes/stream**');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => historyRecords(), { timeout: 10_000 }).toBe(0);
  }, LONG_TEST);

  it("records the fleet's figures on screens that do not draw them", async () => {
    await gotoAndSignIn(page, '/domains');
    await page.getByRole('heading', { name: 'Domains' }).first().waitFor(FIRST_RENDER);
    await expect.poll(() => historyRecords('fleet'), { timeout: 20_000 }).toBeGreaterThan(0);
    const onDomains = await historyRecords('fleet');

    await page.getByRole('navigation').getByRole('link', { name: /^Exposure/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Exposure inventory' }).waitFor(FIRST_RENDER);
    await expect.poll(() => historyRecords('fleet'), { timeout: 20_000 }).toBeGreaterThan(onDomains);
  }, LONG_TEST);
});

describe('charts read at a glance (issue 35)', () => {
  it("starts a new node's windows with it, marks round axis values, shows plausible demo traffic and a row's figures on hover", async () => {
    const token = await apiToken();
    const node = await api<{ id: number; created_at: string }>(token, 'POST', '/nodes', { name: 'glance-node' });
    await connectNode(node.id);

    await gotoAndSignIn(page, `/nodes/${node.id}`);
    const card = page.getByRole('region', { name: 'Traffic and status' });
    await card.getByText(/^Received: now /).waitFor(FIRST_RENDER);
    // Round values in one unit, not 4.88 / 9.77 / 14.65 KB/s.
    await expect.poll(() => yTicks(card), { timeout: 20_000 }).not.toEqual([]);
    expectRoundTicks(await yTicks(card));
    // A window as young as the node is marked by the second: no label repeated (12:38, 12:38, 12:38).
    const times = await xTicks(card);
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(new Set(times).size, times.join(' | ')).toBe(times.length);

    // The last 24 hours of a node created a minute ago: the minutes it has, not a day of hatching around a dot.
    await card.getByRole('button', { name: 'Last 24 hours' }).click();
    await card.getByRole('heading', { name: 'Status, last 24 hours' }).waitFor();
    await card.getByRole('button', { name: 'Show as table' }).first().click();
    const table = card.getByRole('table', { name: /^Throughput, one row per 15 min/ });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeLessThanOrEqual(3);
    const changes = await card.getByRole('table', { name: 'Status changes, newest first' }).getByRole('row').allTextContents();
    // A header, the node online since it came up, perhaps the seconds between its creation and the first frame: nothing before it existed.
    expect(changes.length).toBeLessThanOrEqual(3);

    // Home: the demo's fleet moves kilobytes per second, no spike of gigabytes on a status change.
    await page.getByRole('link', { name: 'Home' }).first().click();
    const fleet = page.getByRole('region', { name: 'Fleet traffic' });
    const summary = fleet.getByText(/^Throughput: now /);
    await summary.waitFor(FIRST_RENDER);
    expect(await summary.textContent()).not.toMatch(/GB\/s|TB\/s/);
    expectRoundTicks(await yTicks(fleet.getByRole('region', { name: 'Fleet throughput' })));

    // A row's last hour: its figures in a tooltip.
    await page.getByRole('link', { name: 'Client / Nodes' }).first().click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'office-gateway', exact: true }) });
    const sparkline = row.getByRole('img', { name: /^Traffic, last .*average/ });
    await sparkline.waitFor(FIRST_RENDER);
    await sparkline.hover();
    await expect.poll(async () => page.getByRole('tooltip').textContent(), { timeout: 10_000 }).toMatch(/^Traffic, last .*: now .*, peak .*, average /);
  }, LONG_TEST);
});
