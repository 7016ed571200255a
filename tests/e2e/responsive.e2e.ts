/**
 * Issue 14 point 5 in real Chromium: every screen on a 390 px phone (no sideways scrolling, the main
 * action and the row menus on screen, readable page titles, wrapping log lines, dialogs that fit), the
 * sidebar as a drawer on a 768 px tablet, and the same screens at 768x1024 and 1440x900. Screenshots
 * of the phone screens in light and dark land in test-results/screenshots/phone-*.png.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, axeAudit, formatFindings, gotoAndSignIn, isSerious, screenshot, screenshotViewport, toastWith } from './browser';
import { expectNoSidewaysScroll, expectOnScreen } from './layoutChecks';
import { page, useBrowserSuite } from './suite';

useBrowserSuite();

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1440, height: 900 };
/** The machine is small and busy: the first render of a screen may take a while. */
const FIRST_RENDER = { timeout: 60_000 };

const signedInAt = async (viewport: { width: number; height: number }, path: string) => {
  await page.setViewportSize(viewport);
  await gotoAndSignIn(page, path);
};

/** The top bar shows the page's title whole, not cut to a few letters. */
const expectTitleReadable = async (title: string) => {
  const echo = page.locator('#react-admin-title');
  await expect.poll(() => echo.textContent(), FIRST_RENDER).toBe(title);
  expect(await echo.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
};

const menuButtons = (scope: Locator) => scope.getByRole('button', { name: /^More actions for / });

const expectAllOnScreen = async (targets: Locator) => {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await expectOnScreen(page, targets.nth(index));
};

/** A dialog fits the window: its Cancel and Save are on screen and its content does not scroll sideways. */
const expectDialogFits = async (name: string) => {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor(FIRST_RENDER);
  await expectOnScreen(page, dialog);
  await expectOnScreen(page, dialog.getByRole('button', { name: 'Cancel' }), { fully: true });
  await expectOnScreen(page, dialog.getByRole('button', { name: 'Save' }), { fully: true });
  expect(await dialog.locator('.MuiDialogContent-root').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoSidewaysScroll(page);
  return dialog;
};

describe('on a 390 px phone', () => {
  it('home: the live fleet figures first, the Create Node action below, and a readable title', async () => {
    await signedInAt(PHONE, '/');
    await page.getByRole('heading', { name: 'Welcome to Ingress Console' }).waitFor(FIRST_RENDER);
    await expectTitleReadable('Home');
    await expectHomeActions();
    await expectNoSidewaysScroll(page);
  });

  it('nodes list: stacked rows with Add Client and every row menu on screen', async () => {
    await signedInAt(PHONE, '/nodes');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
    await expectTitleReadable('Client / Nodes');
    await expectOnScreen(page, page.getByRole('button', { name: 'Add Client' }), { fully: true });
    await expectAllOnScreen(menuButtons(main));
    // Each row still tells its type, handshake and traffic.
    const row = main.getByRole('listitem').filter({ hasText: 'office-gateway' });
    await row.getByText('Gateway', { exact: true }).waitFor();
    await row.getByText(/^Latest Handshake: /).waitFor();
    await row.getByText(/^Received /).waitFor();
    await row.getByText(/^Transmitted /).waitFor();
    await expectNoSidewaysScroll(page);
  });

  it('nodes list: a compact toolbar, the filter chips on one line that scrolls sideways (issue 35)', async () => {
    await signedInAt(PHONE, '/nodes');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
    const chips = main.getByRole('group', { name: /^Filter by (node type|status)$/ }).getByRole('button');
    expect(await chips.count()).toBe(7);
    const tops = await chips.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The last chip is reached by scrolling the line, not the page.
    await chips.last().scrollIntoViewIfNeeded();
    await expectOnScreen(page, chips.last());
    await expectNoSidewaysScroll(page);
    // The rows start in the upper half of the screen, Add Client and the search above them.
    await expectOnScreen(page, page.getByRole('button', { name: 'Add Client' }), { fully: true });
    await expectOnScreen(page, page.getByRole('textbox', { name: 'Search nodes' }), { fully: true });
    const firstRow = await main.getByRole('listitem').first().evaluate((row) => row.getBoundingClientRect().top);
    expect(firstRow).toBeLessThan(PHONE.height / 2);
  });

  it('node form: fits the phone', async () => {
    await signedInAt(PHONE, '/nodes');
    await page.getByRole('button', { name: 'Add Client' }).click(FIRST_RENDER);
    await expectDialogFits('Client / Node Configuration');
  });

  it('node details: the actions menu, Add Token, the service cards and their row menus on screen', async () => {
    await signedInAt(PHONE, '/nodes/3');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'office-gateway', level: 1 }).waitFor(FIRST_RENDER);
    await expectOnScreen(page, main.getByRole('button', { name: 'More actions for office-gateway', exact: true }), { fully: true });
    await expectOnScreen(page, main.getByRole('button', { name: '+ Add Token' }));
    for (const card of ['HTTP Services', 'TCP Services']) {
      await expectOnScreen(page, main.getByRole('region', { name: card }).getByRole('button', { name: 'Add Service' }));
    }
    await main.getByRole('region', { name: 'HTTP Services' }).getByText('printer-ui').waitFor(FIRST_RENDER);
    await expectAllOnScreen(menuButtons(main));
    await expectNoSidewaysScroll(page);
  });

  it('service form: fits the phone', async () => {
    await signedInAt(PHONE, '/nodes/3');
    const http = page.getByRole('main').getByRole('region', { name: 'HTTP Services' });
    await http.getByRole('button', { name: 'Add Service' }).click(FIRST_RENDER);
    await expectDialogFits('Expose HTTP Service on Node');
  });

  it('domains list: Add Domain and the row menus, and an expanded row with its service cards', async () => {
    await signedInAt(PHONE, '/domains');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: /app\.example\.com/ }).waitFor(FIRST_RENDER);
    await expectTitleReadable('Domains');
    await expectOnScreen(page, page.getByRole('button', { name: 'Add Domain' }), { fully: true });
    await expectAllOnScreen(menuButtons(main));
    await main.getByRole('button', { name: 'Show services of app.example.com' }).click();
    const http = main.getByRole('region', { name: 'HTTP Services' });
    await http.getByText('app-frontend').waitFor(FIRST_RENDER);
    await expectAllOnScreen(menuButtons(http));
    await main.getByRole('region', { name: 'TCP Services' }).getByText('No TCP services yet').waitFor();
    await expectNoSidewaysScroll(page);
  });

  it('domain form: fits the phone', async () => {
    await signedInAt(PHONE, '/domains');
    await page.getByRole('button', { name: 'Add Domain' }).click(FIRST_RENDER);
    await expectDialogFits('Domain & SSL Settings');
  });

  it("a domain's logs: the controls on screen, and wrapped lines shown whole without sideways scrolling", async () => {
    await signedInAt(PHONE, '/domains/app.example.com/logs');
    await page.getByRole('heading', { name: 'Access log of app.example.com' }).waitFor(FIRST_RENDER);
    await expectTitleReadable('Real Time Logs');
    for (const control of ['Pause', 'Follow', 'Wrap lines', 'Clear the lines', 'Download the kept lines as a .log file']) {
      await expectOnScreen(page, page.getByRole('button', { name: control }));
    }
    const list = page.getByRole('log', { name: 'Log lines' });
    // The demo's access lines are wider than a phone: unwrapped, the list scrolls sideways inside itself.
    await expect.poll(() => list.evaluate((element) => element.scrollWidth > element.clientWidth), FIRST_RENDER).toBe(true);

    await page.getByRole('button', { name: 'Wrap lines' }).click();
    await expect.poll(() => list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const lines = () =>
      list.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('.log-line')].map((line) => ({
          height: line.clientHeight,
          text: line.querySelector<HTMLElement>('.log-text')!.offsetHeight,
        })),
      );
    // Some lines take several rows, and no line's text is cut by the rows counted for it.
    await expect.poll(async () => (await lines()).some((line) => line.height > 20)).toBe(true);
    for (const line of await lines()) expect(line.text).toBeLessThanOrEqual(line.height);
    await expectNoSidewaysScroll(page);
  });

  it("a service's logs: the controls on screen", async () => {
    await signedInAt(PHONE, '/nodes/2/http/2/logs');
    await page.getByRole('heading', { name: 'HTTP service nas-web' }).waitFor(FIRST_RENDER);
    await expectTitleReadable('Real Time Logs');
    await expectOnScreen(page, page.getByRole('button', { name: 'Pause' }));
    await expectOnScreen(page, page.getByRole('button', { name: 'Wrap lines' }));
    await expectNoSidewaysScroll(page);
  });

  it("logs: the gateway's 'Getting logs...' banner is not left in the pane once lines arrive", async () => {
    await signedInAt(PHONE, '/domains/app.example.com/logs');
    const list = page.getByRole('log', { name: 'Log lines' });
    await list.locator('.log-line').first().waitFor(FIRST_RENDER);
    await expect.poll(() => list.locator('.log-line').count()).toBeGreaterThanOrEqual(10);
    expect(await list.getByText('Getting logs...').count()).toBe(0);
    expect(await list.getByText('Waiting for log lines…').count()).toBe(0);
    // The first line shown is a line of the file.
    expect(await list.locator('.log-line .log-text').first().textContent()).not.toContain('Getting logs');
  });

  it('not-found: Back To Home on screen', async () => {
    await signedInAt(PHONE, '/no/such/page');
    await expectOnScreen(page, page.getByRole('link', { name: 'Back To Home' }), { fully: true });
    await expectNoSidewaysScroll(page);
  });

  it('the drawer closes after following a link, and the menu holds the secondary controls', async () => {
    await signedInAt(PHONE, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Client / Nodes' }).click();
    await page.waitForURL((url) => url.pathname === '/nodes');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'More options' }).click();
    const menu = page.getByRole('menu');
    for (const item of ['Source repository', 'Documentation', 'Contact us', 'Theme: auto (system)']) {
      await expectOnScreen(page, menu.getByRole('menuitem', { name: item }), { fully: true });
    }
    await expectOnScreen(page, menu.getByRole('menuitemradio', { name: 'English' }), { fully: true });
  });
});

describe.each(['light', 'dark'] as const)('phone layouts under axe-core (%s theme)', (scheme) => {
  it('finds no serious or critical violation in the stacked rows, the drawer, the top-bar menu or wrapped logs', async () => {
    const findings: string[] = [];
    const audit = async (screen: string) => findings.push(...formatFindings(`${screen} [${scheme}]`, (await axeAudit(page)).filter(isSerious)));
    await page.emulateMedia({ colorScheme: scheme });
    await signedInAt(PHONE, '/nodes');
    await page.getByRole('main').getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
    await audit('nodes list (stacked rows)');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await audit('drawer');
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menu').waitFor();
    await audit('top-bar menu');
    await page.keyboard.press('Escape');
    await page.goto('/domains/app.example.com/logs');
    await page.getByRole('button', { name: 'Wrap lines' }).click(FIRST_RENDER);
    await page.getByRole('button', { name: 'Pause' }).click();
    await audit('logs (wrapped)');
    expect(findings).toEqual([]);
  }, 120_000);
});

describe('on a 768 px tablet', () => {
  it('the sidebar is a drawer: opened by the toggle, closed by Escape and by an outside click', async () => {
    await signedInAt(TABLET, '/nodes');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => navigation.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await navigation.waitFor();
    await page.keyboard.press('Escape');
    await navigation.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await navigation.waitFor();
    await page.mouse.click(TABLET.width - 20, TABLET.height / 2);
    await navigation.waitFor({ state: 'hidden' });
  });
});

/**
 * Home's first actions are the live fleet's figures (issue 15: above SPEC's cards), fully on screen;
 * Create Node follows below them, within the window's width.
 */
const expectHomeActions = async () => {
  await expectOnScreen(page, page.getByRole('list', { name: 'Fleet figures' }).getByRole('link', { name: /Nodes online$/ }), { fully: true });
  await expectOnScreen(page, page.getByRole('button', { name: 'Create Node' }));
};

/** The main screens, each with its main action on screen and nothing scrolling sideways. */
const visitScreens = async () => {
  const main = page.getByRole('main');
  await page.goto('/');
  await expectHomeActions();
  await expectNoSidewaysScroll(page);

  await page.goto('/exposure');
  await main.getByText('erp-database', { exact: true }).waitFor(FIRST_RENDER);
  await expectOnScreen(page, page.getByRole('button', { name: 'Export CSV' }), { fully: true });
  await expectAllOnScreen(menuButtons(main));
  await expectNoSidewaysScroll(page);

  await page.goto('/nodes');
  await main.getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
  await expectOnScreen(page, page.getByRole('button', { name: 'Add Client' }), { fully: true });
  await expectAllOnScreen(menuButtons(main));
  await expectNoSidewaysScroll(page);

  await page.goto('/nodes/3');
  await main.getByRole('region', { name: 'HTTP Services' }).getByText('printer-ui').waitFor(FIRST_RENDER);
  await expectOnScreen(page, main.getByRole('button', { name: 'More actions for office-gateway', exact: true }), { fully: true });
  await expectAllOnScreen(menuButtons(main));
  await expectNoSidewaysScroll(page);

  await page.goto('/domains');
  await main.getByRole('button', { name: 'Show services of app.example.com' }).click(FIRST_RENDER);
  await main.getByRole('region', { name: 'HTTP Services' }).getByText('app-frontend').waitFor(FIRST_RENDER);
  await expectOnScreen(page, page.getByRole('button', { name: 'Add Domain' }), { fully: true });
  await expectAllOnScreen(menuButtons(main));
  await expectNoSidewaysScroll(page);

  await page.goto('/domains/app.example.com/logs');
  await expectOnScreen(page, page.getByRole('button', { name: 'Wrap lines' }), { fully: true });
  await expectNoSidewaysScroll(page);

  await page.goto('/no/such/page');
  await expectOnScreen(page, page.getByRole('link', { name: 'Back To Home' }), { fully: true });
  await expectNoSidewaysScroll(page);
};

describe('the same screens at other sizes', () => {
  it('at 768x1024: main actions and row menus on screen, nothing scrolls sideways', async () => {
    await signedInAt(TABLET, '/');
    await visitScreens();
  }, 120_000);

  it('at 1440x900: main actions and row menus on screen, nothing scrolls sideways, the sidebar beside the page', async () => {
    await signedInAt(DESKTOP, '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Domain Names').waitFor();
    await page.goto('/nodes');
    // The full table: every column of SPEC §2.
    const headers = page.getByRole('main').getByRole('columnheader');
    await expect.poll(() => headers.allTextContents(), FIRST_RENDER).toEqual(['', 'Status', 'Name', 'Type', 'Latest Handshake', 'Received (KB)', 'Transmitted (KB)', 'Last hour', 'Actions']);
    await visitScreens();
  }, 120_000);
});

describe('node-name links', () => {
  // The themes' primary colours (src/layout/themes.ts), which MUI links take; not the browser's blue.
  const LINK_COLOUR = { light: 'rgb(15, 118, 110)', dark: 'rgb(94, 234, 212)' };
  for (const scheme of ['light', 'dark'] as const) {
    it(`use the theme's link colour in the table and in the phone rows (${scheme})`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await signedInAt(DESKTOP, '/nodes');
      const link = page.getByRole('main').getByRole('link', { name: 'homelab-nas', exact: true });
      await link.waitFor(FIRST_RENDER);
      const colour = () => link.evaluate((element) => getComputedStyle(element).color);
      expect(await colour()).toBe(LINK_COLOUR[scheme]);
      // The phone's stacked rows show the same link.
      await page.setViewportSize(PHONE);
      await expect.poll(() => page.getByRole('main').getByRole('table').count()).toBe(0);
      expect(await colour()).toBe(LINK_COLOUR[scheme]);
    });
  }
});

describe('phone screenshots', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`captures the main screens at 390 px in ${scheme}`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await signedInAt(PHONE, '/');
      const main = page.getByRole('main');
      await page.getByRole('heading', { name: 'Welcome to Ingress Console' }).waitFor(FIRST_RENDER);
      await screenshot(page, `phone-home-${scheme}`);

      await page.goto('/nodes');
      await main.getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
      await screenshot(page, `phone-nodes-${scheme}`);
      await page.getByRole('button', { name: 'Add Client' }).click();
      await page.getByRole('dialog', { name: 'Client / Node Configuration' }).waitFor();
      await animationsSettled(page);
      await screenshotViewport(page, `phone-node-form-${scheme}`);
      await page.keyboard.press('Escape');

      await page.goto('/nodes/3');
      await main.getByRole('region', { name: 'HTTP Services' }).getByText('printer-ui').waitFor(FIRST_RENDER);
      await screenshot(page, `phone-node-details-${scheme}`);
      await main.getByRole('region', { name: 'HTTP Services' }).getByRole('button', { name: 'Add Service' }).click();
      await page.getByRole('dialog', { name: 'Expose HTTP Service on Node' }).waitFor();
      await animationsSettled(page);
      await screenshotViewport(page, `phone-service-form-${scheme}`);
      await page.keyboard.press('Escape');

      await page.goto('/domains');
      await main.getByRole('button', { name: 'Show services of app.example.com' }).click(FIRST_RENDER);
      await main.getByRole('region', { name: 'HTTP Services' }).getByText('app-frontend').waitFor(FIRST_RENDER);
      await screenshot(page, `phone-domains-${scheme}`);

      await page.goto('/domains/app.example.com/logs');
      await page.getByRole('button', { name: 'Wrap lines' }).click(FIRST_RENDER);
      await page.getByRole('button', { name: 'Pause' }).click();
      await screenshot(page, `phone-logs-${scheme}`);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await animationsSettled(page);
      await screenshotViewport(page, `phone-drawer-${scheme}`);
    }, 120_000);
  }
});

describe.each([
  ['1440 px', DESKTOP],
  ['390 px', PHONE],
] as const)('toasts at %s', (_name, viewport) => {
  it("stay top right, under the top bar: its buttons (sign-out, theme, ...) stay visible and usable", async () => {
    await signedInAt(viewport, '/nodes/6');
    await page.getByRole('heading', { name: 'dev-laptop', level: 1 }).waitFor(FIRST_RENDER);
    await page.getByRole('main').getByRole('button', { name: 'More actions for dev-laptop' }).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect node' }).getByRole('button', { name: 'Yes, disconnect!' }).click();
    await toastWith(page, 'Node disconnected successfully!').waitFor();
    await animationsSettled(page);

    const { toast, bar, controls } = await page.evaluate(() => {
      const box = (element: Element) => {
        const { left, top, right, bottom } = element.getBoundingClientRect();
        return { left, top, right, bottom };
      };
      const header = document.querySelector('header')!;
      return {
        toast: box(document.querySelector('.MuiSnackbar-root')!),
        bar: box(header),
        controls: [...header.querySelectorAll('button, a')].map((element) => ({
          name: element.getAttribute('aria-label') ?? element.textContent ?? '',
          ...box(element),
        })),
      };
    });
    // Top right (SPEC §2), below the bar.
    expect(toast.right).toBeGreaterThan(viewport.width - 40);
    expect(toast.top).toBeGreaterThanOrEqual(bar.bottom);
    expect(toast.top).toBeLessThan(bar.bottom + 40);
    const names = controls.map((control) => control.name);
    expect(names).toContain('Sign out');
    if (viewport === DESKTOP) expect(names.some((name) => name.startsWith('Theme:'))).toBe(true);
    const overlapping = controls.filter(
      (control) => control.left < toast.right && control.right > toast.left && control.top < toast.bottom && control.bottom > toast.top,
    );
    expect(overlapping.map((control) => control.name)).toEqual([]);
    // What is on screen answers: sign-out is reachable by a pointer while the toast shows.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await signOut.click({ trial: true, timeout: 5000 });
    await screenshotViewport(page, `toast-below-top-bar-${viewport.width}`);
  });
});
