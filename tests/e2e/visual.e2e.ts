/**
 * Issue 35, point 8: reference screenshots of the main screens in Chromium, light and dark, 1440 and
 * 390 px wide, held to the images in tests/e2e/reference/ with a tolerance (visualCompare.ts), so that
 * a layout regression fails a test; and no serious or critical axe finding on those screens.
 *
 * The demo gateway is live: counters, handshakes and one node's status follow the wall clock, and a
 * longer counter widens a column at 1440 px or wraps a row onto another line at 390 px, which no mask
 * would hide. So this file runs a demo gateway of its own with its clock stopped at FROZEN_AT, and
 * stops the page's clock (Playwright's page.clock) at the same instant: the same figures, dates and
 * relative times on every run, at any time of day, and nothing left to mask. Its screens only read,
 * so the gateway's fresh data needs no reset between them. page.clock does not reach the live engine's
 * worker, which reads and records the history: its script is served with the gateway's stopped `Date`
 * before it (stopWorkerClock).
 *
 * UPDATE_REFERENCES=1 npx vitest run --project e2e tests/e2e/visual.e2e.ts writes the references again.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsSettled,
  axeAudit,
  formatFindings,
  gotoAndSignIn,
  isSerious,
  launch,
  openPage,
  pageErrors,
  unexpectedProblems,
  type TrackedPage,
} from './browser';
import { startGateway } from './globalSetup';
import { checkReference, differingPixels, MAX_MISMATCH } from './visualCompare';

/** The instant both clocks show (a Tuesday morning, UTC). */
const FROZEN_AT = Date.UTC(2026, 2, 10, 9, 41, 30);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FIRST_RENDER = { timeout: 60_000 };
const SCREEN_TEST = 120_000;

const THEMES = ['light', 'dark'] as const;
/** A desktop and a phone; the phone's height is an iPhone's (the full page is captured either way). */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Node imports this before the gateway: `Date` stopped at FROZEN_AT. Timers still run, so streams
 * still send frames, each one the same.
 */
const FREEZE_CLOCK = `const at = ${FROZEN_AT}; const Real = Date;
globalThis.Date = class extends Real { constructor(...args) { super(...(args.length ? args : [at])); } static now() { return at; } };`;

const startFrozenGateway = () => {
  const before = process.env.NODE_OPTIONS;
  process.env.NODE_OPTIONS = [before, `--import=data:text/javascript,${encodeURIComponent(FREEZE_CLOCK)}`].filter(Boolean).join(' ');
  try {
    // The gateway is spawned at once, with the environment as it is now.
    return startGateway();
  } finally {
    if (before === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = before;
  }
};

/** office-gateway (id 3): online in the seeded demo, with tokens and services of both kinds. */
const HISTORY_NODE = 3;

interface HistoryRecord {
  scope: string;
  kind: 'fine' | 'coarse' | 'status' | 'seen';
  t: number;
  /** The watch that saw a step (0 for the other kinds). */
  watch: number;
  bucket?: { rx: number; tx: number; ms: number };
  counts?: { online: number; total: number };
  status?: string;
  to?: number;
}

/**
 * The hour before FROZEN_AT as a console open all along would have kept it in the browser's database
 * (src/providers/history/historyDb.ts): office-gateway online, idle from 35 minutes ago, online again
 * 10 minutes ago; the fleet's throughput and online count with it. 1 s steps for the last 15 minutes,
 * 1 min steps for the hour, the status changes and the hour watched.
 */
const hourOfHistory = (now: number): HistoryRecord[] => {
  const idle = (t: number) => t >= now - 35 * MINUTE && t < now - 10 * MINUTE;
  // Bytes per second: a slow wave while online, keepalives while idle.
  const nodeRate = (t: number) => {
    if (idle(t)) return { rx: 2, tx: 1 };
    const rx = 18_000 + 6_000 * Math.sin((2 * Math.PI * t) / (5 * MINUTE));
    return { rx, tx: rx * 0.6 };
  };
  const fleetRate = (t: number) => {
    const node = nodeRate(t);
    return { rx: 150_000 + node.rx, tx: 60_000 + node.tx };
  };
  // The demo at FROZEN_AT: 6 of its 13 nodes online, office-gateway one of them.
  const counts = (t: number) => ({ online: idle(t) ? 5 : 6, total: 13 });
  const scopeHistory = (scope: string, rate: typeof nodeRate, withCounts: boolean): HistoryRecord[] => {
    // Steps start on their tier's boundaries (a whole second, a whole minute), as the console's do;
    // the first and the one in progress hold only their watched part.
    const steps = (kind: 'fine' | 'coarse', stepMs: number, from: number): HistoryRecord[] => {
      const records: HistoryRecord[] = [];
      for (let t = Math.floor(from / stepMs) * stepMs; t < now; t += stepMs) {
        const ms = Math.min(t + stepMs, now) - Math.max(t, from);
        const { rx, tx } = rate(t);
        records.push({ scope, kind, t, watch: 1, bucket: { rx: (rx * ms) / 1000, tx: (tx * ms) / 1000, ms }, ...(withCounts && { counts: counts(t) }) });
      }
      return records;
    };
    return [...steps('fine', 1000, now - 15 * MINUTE), ...steps('coarse', MINUTE, now - HOUR), { scope, kind: 'seen', t: now - HOUR, watch: 0, to: now }];
  };
  const node = `node:${HISTORY_NODE}`;
  return [
    ...scopeHistory(node, nodeRate, false),
    { scope: node, kind: 'status', t: now - HOUR, watch: 0, status: 'online' },
    { scope: node, kind: 'status', t: now - 35 * MINUTE, watch: 0, status: 'idle' },
    { scope: node, kind: 'status', t: now - 10 * MINUTE, watch: 0, status: 'online' },
    ...scopeHistory('fleet', fleetRate, true),
  ];
};

/** Writes the records into the console's history database before any script of the page runs. */
const seedHistory = (page: Page) =>
  page.addInitScript((records: HistoryRecord[]) => {
    const opening = indexedDB.open('ingress-console-history', 2);
    // The console's schema (historyDb.ts): it then opens the database as it is.
    opening.onupgradeneeded = () => opening.result.createObjectStore('records', { keyPath: ['scope', 'kind', 't', 'watch'] }).createIndex('by-kind-time', ['kind', 't']);
    opening.onsuccess = () => {
      const db = opening.result;
      const writing = db.transaction('records', 'readwrite');
      for (const record of records) writing.objectStore('records').put(record);
      writing.oncomplete = () => db.close();
    };
  }, hourOfHistory(FROZEN_AT));

/** The live engine's worker runs at FROZEN_AT too: it reads the seeded hour from its own clock. */
const stopWorkerClock = (page: Page) =>
  page.route(/\/assets\/engine\.worker-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${FREEZE_CLOCK}\n${await response.text()}` });
  });

/**
 * A screen held to references. Nothing is masked: with both clocks stopped no region is live (the log
 * shows its file's last 10 lines and no new one, the charts draw the seeded hour).
 */
interface Screen {
  name: string;
  path: string;
  /** Resolves once the screen shows what its reference holds; `desktop`: the 1440 px viewport. */
  ready: (page: Page, desktop: boolean) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await page.getByRole('region', { name: 'Fleet overview' }).getByText('Nodes online').waitFor(FIRST_RENDER);
      await page.getByRole('region', { name: 'Needs attention' }).getByRole('link').first().waitFor(FIRST_RENDER);
      const fleet = page.getByRole('region', { name: 'Fleet traffic' });
      await fleet.getByText(/^Throughput: now /).waitFor(FIRST_RENDER);
      await fleet.getByText(/^Nodes online: now /).waitFor(FIRST_RENDER);
    },
  },
  {
    name: 'nodes',
    path: '/nodes',
    ready: async (page, desktop) => {
      await main(page).getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
      await main(page).getByRole('img', { name: 'Online' }).first().waitFor(FIRST_RENDER);
      // The desktop table draws each row's last hour: office-gateway's once its history is read back.
      if (desktop) await main(page).getByRole('img', { name: /^Traffic, last hour: now / }).waitFor(FIRST_RENDER);
    },
  },
  {
    name: 'node-details',
    path: `/nodes/${HISTORY_NODE}`,
    ready: async (page) => {
      await page.getByRole('heading', { name: 'office-gateway', level: 1 }).waitFor(FIRST_RENDER);
      const history = page.getByRole('region', { name: 'Traffic and status' });
      await history.getByText(/^Received: now /).waitFor(FIRST_RENDER);
      await history.getByRole('table', { name: 'Status changes, newest first' }).getByText('Idle').waitFor(FIRST_RENDER);
      await page.getByRole('region', { name: 'Node Access Tokens' }).getByText('ansible').waitFor(FIRST_RENDER);
      await page.getByRole('region', { name: 'TCP Services' }).getByText('ssh-office').waitFor(FIRST_RENDER);
      // Once the node's first frame is in, its HTTP service's health says why it is not checked.
      await page.getByRole('region', { name: 'HTTP Services' }).getByText(/^Not checked: the gateway cannot test/).waitFor(FIRST_RENDER);
    },
  },
  {
    name: 'domains',
    path: '/domains',
    ready: async (page) => {
      await main(page).getByRole('link', { name: 'status.example.org', exact: true }).waitFor(FIRST_RENDER);
    },
  },
  {
    name: 'exposure',
    path: '/exposure',
    ready: async (page) => {
      await main(page).getByText('support-vnc').waitFor(FIRST_RENDER);
      // The health column once the fleet's first frame says which nodes are online.
      await main(page).getByText(/^Not checked yet: first check at /).first().waitFor(FIRST_RENDER);
      await main(page).getByText('Not checked: its node is not online').first().waitFor(FIRST_RENDER);
    },
  },
  {
    name: 'logs',
    path: '/domains/app.example.com/logs',
    ready: async (page) => {
      await page.getByRole('log').getByRole('listitem').first().waitFor(FIRST_RENDER);
    },
  },
];

/**
 * The page once it stops changing: fonts loaded, animations over, then screenshots until two in a row
 * look the same to pixelmatch (a chart or a lazy panel may still draw after the screen's texts are
 * there; an icon re-rasterised a shade apart is no change).
 */
const settledScreenshot = async (page: Page): Promise<Buffer> => {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A chart holds a skeleton's place until its code has arrived.
  await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached', ...FIRST_RENDER });
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await animationsSettled(page);
    const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    if (previous && differingPixels(previous, shot) === 0) return shot;
    previous = shot;
    await page.waitForTimeout(300);
  }
  throw new Error('the screen kept changing over 10 screenshots');
};

let gateway: { child: ChildProcess; url: string };
let browser: Browser;
let page: TrackedPage;

beforeAll(async () => {
  [gateway, browser] = await Promise.all([startFrozenGateway(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  gateway?.child.kill();
});
afterEach(async () => {
  expect(pageErrors(page)).toEqual([]);
  expect(unexpectedProblems(page)).toEqual([]);
  await page.context().close();
});

for (const theme of THEMES) {
  for (const viewport of VIEWPORTS) {
    describe(`${theme}, ${viewport.width} px`, () => {
      for (const screen of SCREENS) {
        const name = `${screen.name}-${theme}-${viewport.width}`;
        it(
          name,
          async () => {
            // The same place, language and time zone on any machine: dates and times read the same.
            page = await openPage(browser, { baseURL: gateway.url, viewport, colorScheme: theme, locale: 'en-US', timezoneId: 'UTC' });
            await page.clock.setFixedTime(FROZEN_AT);
            await stopWorkerClock(page);
            await seedHistory(page);
            await gotoAndSignIn(page, screen.path);
            await screen.ready(page, viewport === VIEWPORTS[0]);
            // The pointer leaves the Sign in button's place, where it would hover a row or a line.
            await page.mouse.move(0, 0);

            const check = checkReference(name, await settledScreenshot(page));
            console.log(`visual: ${check.message}`);
            expect(check.mismatch, check.message).toBeLessThanOrEqual(MAX_MISMATCH);

            // axe once per screen and theme: the layout differs by width, the colours by theme.
            if (viewport === VIEWPORTS[0]) {
              const findings = formatFindings(`${screen.name} [${theme}]`, (await axeAudit(page)).filter(isSerious));
              expect(findings).toEqual([]);
            }
          },
          SCREEN_TEST,
        );
      }
    });
  }
}
