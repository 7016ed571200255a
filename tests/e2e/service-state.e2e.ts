/**
 * Issue 15 points 3, 4 and 5 in real Chromium against the demo gateway: the state badges and the
 * disabled wording of service rows and Info dialogs in light and dark (screenshots, axe with no
 * serious or critical violation on the rows and the new dialogs), the Test Backend action driven by
 * keyboard alone with its progress and announced result, a lifetime chosen by keyboard alone, and
 * badges that wrap on a 390 px phone.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, axeAudit, formatFindings, gotoAndSignIn, isSerious, screenshot, screenshotViewport } from './browser';
import { expectNoSidewaysScroll } from './layoutChecks';
import { page, useBrowserSuite } from './suite';

/** The machine is small and busy: the first render of a screen may take a while. */
const FIRST_RENDER = { timeout: 60_000 };
const TEST_TIMEOUT = 300_000;

useBrowserSuite();

const dialogNamed = (name: string) => page.getByRole('dialog', { name });
const region = (name: 'HTTP Services' | 'TCP Services') => page.getByRole('main').getByRole('region', { name });
const rowOf = (scope: Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
/** The badges of a service row, as shown (a badge with a longer screen-reader wording shows its short text). */
const badges = (row: Locator, name: string) => ({
  allInnerTexts: () =>
    row
      .getByRole('list', { name: `State of ${name}` })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => {
          const label = item.querySelector<HTMLElement>('.MuiChip-label');
          return (label?.querySelector<HTMLElement>('span[aria-hidden="true"]') ?? label)?.innerText ?? '';
        }),
      ),
});

const pickAction = async (scope: Locator, owner: string, item: string) => {
  await scope.getByRole('button', { name: `More actions for ${owner}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

const closeDialog = async (dialog: Locator, button: string) => {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
const tabTo = async (target: Locator, max = 40) => {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
};

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

describe.each(['light', 'dark'] as const)('service state in the %s theme', (scheme) => {
  it(
    'says Disabled in words, flags the node, shows protection and lifetime badges, keeps the Info dialog honest, and passes axe',
    async () => {
      const findings: string[] = [];
      const audit = async (screen: string) => {
        const violations = await axeAudit(page);
        findings.push(...formatFindings(`${screen} [${scheme}]`, violations.filter(isSerious)));
      };
      await page.emulateMedia({ colorScheme: scheme });

      // home-assistant (node 9): a disabled HTTP service and a TCP service whose lifetime ran out.
      await gotoAndSignIn(page, '/nodes/9');
      const http = region('HTTP Services');
      const haRow = rowOf(http, 'home-assistant');
      await haRow.waitFor(FIRST_RENDER);
      expect(await badges(haRow, 'home-assistant').allInnerTexts()).toEqual(['Disabled']);
      const vncRow = rowOf(region('TCP Services'), 'support-vnc');
      await vncRow.waitFor(FIRST_RENDER);
      expect(await badges(vncRow, 'support-vnc').allInnerTexts()).toEqual(['Disabled (expired)']);
      // The console follows the system theme: the audit runs on the theme it names.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [red, green, blue] = background.match(/\d+/g)!.map(Number);
      expect(red + green + blue < 3 * 128).toBe(scheme === 'dark');
      await audit('node page with disabled and expired services');
      await screenshot(page, `service-state-disabled-${scheme}`);

      await pickAction(http, 'home-assistant', 'Info');
      const disabledInfo = dialogNamed('Public Access Is Disabled');
      await disabledInfo.waitFor();
      expect(await page.getByText('Your Service is Now Publicly Available').count()).toBe(0);
      await audit('info dialog of a disabled service');
      await screenshotViewport(page, `service-state-info-disabled-${scheme}`);
      await closeDialog(disabledInfo, 'Got it!');

      // backup-server (node 8) is disconnected: its enabled service is flagged, by name for screen readers.
      await page.goto('/nodes/8');
      const resticRow = rowOf(region('HTTP Services'), 'restic-rest');
      await resticRow.waitFor(FIRST_RENDER);
      expect(await badges(resticRow, 'restic-rest').allInnerTexts()).toEqual(['Node disconnected']);
      await resticRow.getByText('Node backup-server is disconnected').waitFor({ state: 'attached' });
      await pickAction(region('HTTP Services'), 'restic-rest', 'Info');
      const unreachable = dialogNamed('Your Service is Now Publicly Available');
      await unreachable.waitFor();
      await unreachable.getByRole('alert').getByText(/Node backup-server is disconnected/).waitFor();
      await audit('info dialog of a service on a disconnected node');
      await screenshotViewport(page, `service-state-info-unreachable-${scheme}`);
      await closeDialog(unreachable, 'Got it!');

      // Protection badges (homelab-nas, media-server).
      await page.goto('/nodes/7');
      const jellyfin = rowOf(region('HTTP Services'), 'jellyfin');
      await jellyfin.waitFor(FIRST_RENDER);
      expect(await badges(jellyfin, 'jellyfin').allInnerTexts()).toEqual(['IP block list (not applied)']);
      await page.goto('/nodes/2');
      const nas = rowOf(region('HTTP Services'), 'nas-web');
      await nas.waitFor(FIRST_RENDER);
      expect(await badges(nas, 'nas-web').allInnerTexts()).toEqual(['Sign-in required', 'IP allow list']);
      await audit('node page with protection badges');
      await screenshot(page, `service-state-protection-${scheme}`);

      // The Test Backend dialog, after a success and after a failure.
      await pickAction(region('HTTP Services'), 'nas-web', 'Test Backend');
      const check = dialogNamed('Test Backend: nas-web');
      await check.getByRole('button', { name: 'Test', exact: true }).click();
      await check.getByRole('status').getByText('The backend answered / with HTTP status 200.').waitFor();
      await audit('test backend dialog (success)');
      await screenshotViewport(page, `service-state-test-backend-${scheme}`);
      await closeDialog(check, 'Close');

      // The add form with a custom lifetime and its error; the lifetime list open.
      await region('HTTP Services').getByRole('button', { name: 'Add Service' }).click();
      const form = dialogNamed('Expose HTTP Service on Node');
      await form.waitFor();
      await form.getByRole('combobox', { name: 'Lifetime (Optional)' }).click();
      await page.getByRole('option', { name: 'Custom' }).waitFor();
      await audit('lifetime choices');
      await page.getByRole('option', { name: 'Custom' }).click();
      await form.getByRole('textbox', { name: 'Custom lifetime' }).fill('2 weeks');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Enter a lifetime as a number and a unit: s, m, h or d (e.g. 30s, 10m, 2h, 1d)').waitFor();
      await audit('service form with a custom lifetime error');
      await form.getByRole('combobox', { name: 'Lifetime (Optional)' }).scrollIntoViewIfNeeded();
      await animationsSettled(page);
      await screenshotViewport(page, `service-state-lifetime-form-${scheme}`);
      await closeDialog(form, 'Cancel');

      // A domain row: the nodes are read for the flags, the lifetime left is shown.
      await page.goto('/domains');
      await page.getByRole('main').getByRole('button', { name: 'Show services of status.example.org' }).click(FIRST_RENDER);
      const preview = rowOf(region('HTTP Services'), 'nightly-preview');
      await preview.waitFor(FIRST_RENDER);
      expect(await badges(preview, 'nightly-preview').allInnerTexts()).toEqual(['Expires in 6 hr']);
      await audit('domain row with a lifetime');
      await pickAction(region('HTTP Services'), 'nightly-preview', 'Edit Service');
      const edit = dialogNamed('Expose HTTP Service on Node');
      await edit.getByText(/^Public access ends on /).waitFor(FIRST_RENDER);
      await audit('edit form with the current expiry');
      await closeDialog(edit, 'Cancel');
      await screenshot(page, `service-state-domain-row-${scheme}`);

      expect(findings).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

describe('by keyboard alone', () => {
  it(
    'Test Backend: from the row menu to the status, with progress while the gateway asks',
    async () => {
      await gotoAndSignIn(page, '/nodes/2');
      const http = region('HTTP Services');
      await rowOf(http, 'nas-web').waitFor(FIRST_RENDER);
      // The check waits until the test has seen its progress.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/services/2/http/2/ping**', async (route) => {
        await held;
        await route.continue();
      });

      const menuButton = http.getByRole('button', { name: 'More actions for nas-web', exact: true });
      await tabTo(menuButton);
      await page.keyboard.press('Enter');
      const testItem = page.getByRole('menuitem', { name: 'Test Backend', exact: true });
      await testItem.waitFor();
      while (!(await isFocused(testItem))) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      const check = dialogNamed('Test Backend: nas-web');
      const path = check.getByRole('textbox', { name: 'Path' });
      await path.waitFor();
      expect(await isFocused(path)).toBe(true);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('/health');
      await page.keyboard.press('Enter');
      const status = check.getByRole('status');
      await status.getByText('Testing /health…').waitFor();
      expect(await check.getByRole('button', { name: 'Test', exact: true }).isDisabled()).toBe(true);
      await screenshotViewport(page, 'service-state-test-backend-progress');
      release();
      await status.getByText('The backend answered /health with HTTP status 204.').waitFor();
      expect(await check.getByRole('button', { name: 'Test', exact: true }).isEnabled()).toBe(true);

      await page.keyboard.press('Escape');
      await check.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(menuButton)).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    'a lifetime chosen in the HTTP form, saved, then shown in the info dialog and the row',
    async () => {
      await gotoAndSignIn(page, '/nodes/2');
      const http = region('HTTP Services');
      await rowOf(http, 'nas-web').waitFor(FIRST_RENDER);
      await tabTo(http.getByRole('button', { name: 'Add Service' }));
      await page.keyboard.press('Enter');
      const form = dialogNamed('Expose HTTP Service on Node');
      const name = form.getByRole('textbox', { name: 'Service Name' });
      await name.waitFor();
      expect(await isFocused(name)).toBe(true);
      await page.keyboard.type('e2e-temporary');
      await tabTo(form.getByRole('textbox', { name: 'Public HTTP Path' }));
      await page.keyboard.type('/e2e-temporary');

      const lifetime = form.getByRole('combobox', { name: 'Lifetime (Optional)' });
      await tabTo(lifetime);
      await page.keyboard.press('ArrowDown');
      const day = page.getByRole('option', { name: '1 day', exact: true });
      await day.waitFor();
      while (!(await isFocused(day))) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => lifetime.innerText()).toBe('1 day');
      await expect.poll(() => isFocused(lifetime)).toBe(true);

      await tabTo(form.getByRole('button', { name: 'Save', exact: true }));
      await page.keyboard.press('Enter');
      const info = dialogNamed('Your Service is Now Publicly Available');
      await info.getByText(/\(in 24 hr\)$/).waitFor(FIRST_RENDER);
      await page.keyboard.press('Enter');
      await info.waitFor({ state: 'detached' });
      const row = rowOf(http, 'e2e-temporary');
      await row.waitFor(FIRST_RENDER);
      expect(await badges(row, 'e2e-temporary').allInnerTexts()).toEqual(['Expires in 24 hr']);
    },
    TEST_TIMEOUT,
  );
});

describe('on a 390 px phone', () => {
  it(
    'the badges wrap: nothing scrolls sideways on a node page or in a domain row',
    async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoAndSignIn(page, '/nodes/7');
      await rowOf(region('HTTP Services'), 'jellyfin').getByText('IP block list (not applied)').waitFor(FIRST_RENDER);
      await expectNoSidewaysScroll(page);
      await page.goto('/nodes/10');
      await rowOf(region('HTTP Services'), 'staging-web').getByText('Node disconnected').waitFor(FIRST_RENDER);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'service-state-phone');
      await page.goto('/domains');
      await page.getByRole('main').getByRole('button', { name: 'Show services of status.example.org' }).click(FIRST_RENDER);
      await rowOf(region('HTTP Services'), 'nightly-preview').getByText('Expires in 6 hr').waitFor(FIRST_RENDER);
      await expectNoSidewaysScroll(page);
    },
    TEST_TIMEOUT,
  );
});
