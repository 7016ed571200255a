/**
 * Issue 15 points 6 and 7 in real Chromium against the demo gateway: the command palette by keyboard
 * (Ctrl+K from a text field, arrows, Enter, Escape, '?' for the shortcuts), and the WireGuard QR code
 * of the node-ready dialog and of node details, read back from the screen's pixels and compared module
 * by module with the QR code the qrcode library makes of the file the gateway serves. axe-core finds
 * no serious violation on these views in light and dark; the screenshots are taken on the way.
 */
import type { Locator } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { CONFIG_QR_OPTIONS } from '../../src/nodes/configQrImage';
import { animationsSettled, apiToken, axeAudit, baseURL, formatFindings, gotoAndSignIn, isSerious, screenshotViewport } from './browser';
import { page, useBrowserSuite } from './suite';

/** The machine is small and busy: the first render of a screen may take a while. */
const FIRST_RENDER = { timeout: 60_000 };
const LONG_TEST = 300_000;

useBrowserSuite();

const SCHEMES = ['light', 'dark'] as const;

const palette = () => page.getByRole('dialog', { name: 'Search and commands' });
const searchBox = () => palette().getByRole('combobox');
const option = (name: string) => palette().getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });

/** The name (first line) of the highlighted option, through the combobox's aria-activedescendant. */
const highlighted = () =>
  page.evaluate(() => {
    const box = document.querySelector('[role="dialog"] [role="combobox"]');
    const id = box?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.querySelector('span')?.textContent ?? null) : null;
  });

const expectNoSeriousViolation = async (screen: string) => {
  const findings = formatFindings(screen, (await axeAudit(page)).filter(isSerious));
  expect(findings).toEqual([]);
};

const openPalette = async () => {
  await page.keyboard.press('Control+K');
  await palette().waitFor();
  await expect.poll(() => searchBox().evaluate((box) => box === document.activeElement)).toBe(true);
};

describe.each(SCHEMES)('command palette by keyboard (%s)', (scheme) => {
  it(
    'opens with Ctrl+K inside a text field, searches, moves with the arrows, runs with Enter and closes with Escape',
    async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoAndSignIn(page, '/nodes');
      const listSearch = page.getByRole('textbox', { name: 'Search nodes' });
      await listSearch.waitFor(FIRST_RENDER);
      await listSearch.click();
      await openPalette();
      await expect.poll(highlighted).toBe('Add a node');
      await expectNoSeriousViolation(`palette actions [${scheme}]`);

      await page.keyboard.type('home');
      await option('home.example.net').waitFor(FIRST_RENDER);
      await option('homelab-nas').waitFor();
      await expect.poll(() => palette().getByRole('group').allTextContents()).toHaveLength(3);
      await expect.poll(highlighted).toBe('homelab-nas');
      await animationsSettled(page);
      await screenshotViewport(page, `palette-${scheme}`);
      await expectNoSeriousViolation(`palette results [${scheme}]`);

      // Down twice: the second node, then the first domain; up once: back to the node.
      await page.keyboard.press('ArrowDown');
      await expect.poll(highlighted).toBe('home-assistant');
      await page.keyboard.press('ArrowDown');
      await expect.poll(highlighted).toBe('home.example.net');
      await page.keyboard.press('ArrowUp');
      await expect.poll(highlighted).toBe('home-assistant');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await palette().waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.pathname === '/domains');
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ q: 'home.example.net' });
      await page.getByRole('main').getByRole('link', { name: 'home.example.net', exact: true }).waitFor(FIRST_RENDER);
      await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'app.example.com', exact: true }).count()).toBe(0);

      // A node by name → its page.
      await openPalette();
      await page.keyboard.type('dev-lap');
      await expect.poll(highlighted, FIRST_RENDER).toBe('dev-laptop');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/nodes/6');
      await page.getByRole('heading', { name: 'dev-laptop', level: 1 }).waitFor(FIRST_RENDER);

      // Escape closes, and the focus goes back where it was.
      const qrButton = page.getByRole('button', { name: 'Show QR code' });
      await qrButton.focus();
      await openPalette();
      await page.keyboard.type('anything');
      await page.keyboard.press('Escape');
      await palette().waitFor({ state: 'detached' });
      await expect.poll(() => qrButton.evaluate((button) => button === document.activeElement)).toBe(true);
    },
    LONG_TEST,
  );

  it(
    "exposes a TCP service on a node chosen by keyboard, and '?' lists the shortcuts outside text fields",
    async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoAndSignIn(page, '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor(FIRST_RENDER);
      await openPalette();
      await page.keyboard.type('expose a tcp');
      await expect.poll(highlighted).toBe('Expose a TCP service on a node…');
      await page.keyboard.press('Enter');
      await palette().getByRole('combobox', { name: 'Choose the node for the new TCP service' }).waitFor();
      await page.keyboard.type('iot');
      await expect.poll(highlighted, FIRST_RENDER).toBe('iot-hub');
      await expectNoSeriousViolation(`palette node chooser [${scheme}]`);
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'Expose TCP Service on Node' });
      await form.waitFor(FIRST_RENDER);
      await expect.poll(() => form.getByRole('textbox', { name: 'Node Name' }).inputValue()).toBe('iot-hub');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });

      // '?' typed in a text field is just text.
      await page.getByRole('link', { name: 'Client / Nodes' }).first().click();
      const listSearch = page.getByRole('textbox', { name: 'Search nodes' });
      await listSearch.waitFor(FIRST_RENDER);
      await listSearch.click();
      await page.keyboard.press('?');
      await expect.poll(() => listSearch.inputValue()).toBe('?');
      expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);

      // Elsewhere it opens the list.
      await page.getByRole('heading', { name: 'Client / Nodes', level: 1 }).click();
      await page.keyboard.press('?');
      const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await shortcuts.waitFor();
      expect(await shortcuts.getByRole('row').count()).toBe(6);
      await expect.poll(() => shortcuts.getByRole('row').nth(1).textContent()).toContain('Open or close search and commands');
      await expectNoSeriousViolation(`shortcuts [${scheme}]`);
      await page.keyboard.press('Escape');
      await shortcuts.waitFor({ state: 'detached' });
    },
    LONG_TEST,
  );
});

// ---- The QR code, read back from the screen. ----

/** The configuration file as the gateway serves it. */
const servedConfig = async (id: number | string): Promise<string> => {
  const response = await fetch(`${baseURL()}/api/nodes/${id}/download`, { headers: { Authorization: `Bearer ${await apiToken()}` } });
  expect(response.ok).toBe(true);
  return response.text();
};

/**
 * Reads the QR code shown by `image` back into modules: the image is drawn on a canvas at 8 pixels a
 * module and each module's centre is sampled. Returns one string of 0/1 per row, quiet zone included.
 */
const modulesOnScreen = (image: Locator, width: number): Promise<string[]> =>
  image.evaluate(async (element, count) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const scale = 8;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = count * scale;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const rows: string[] = [];
    for (let row = 0; row < count; row += 1) {
      let bits = '';
      for (let column = 0; column < count; column += 1) {
        const offset = ((row * scale + scale / 2) * canvas.width + column * scale + scale / 2) * 4;
        bits += pixels[offset] < 128 ? '1' : '0';
      }
      rows.push(bits);
    }
    return rows;
  }, width);

/** The QR code the library makes of `text` with the console's options, as the same rows of 0/1. */
const libraryModules = (text: string): string[] => {
  const { modules } = QRCode.create(text, CONFIG_QR_OPTIONS);
  const margin = CONFIG_QR_OPTIONS.margin;
  const count = modules.size + 2 * margin;
  const rows: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let bits = '';
    for (let column = 0; column < count; column += 1) {
      const inside = row >= margin && row < margin + modules.size && column >= margin && column < margin + modules.size;
      bits += inside && modules.get(row - margin, column - margin) ? '1' : '0';
    }
    rows.push(bits);
  }
  return rows;
};

/** The image shows exactly the library's QR code of `config`, and nothing of the file is in the page. */
const expectReadableCode = async (image: Locator, config: string) => {
  const expected = libraryModules(config);
  expect(await modulesOnScreen(image, expected.length)).toEqual(expected);
  const privateKey = /PrivateKey = (\S+)/.exec(config)![1];
  const page_ = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(page_).not.toContain(privateKey);
};

describe.each(SCHEMES)('WireGuard QR code (%s)', (scheme) => {
  it(
    'in the node-ready dialog: hidden until asked for, then the very QR code of the served file',
    async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoAndSignIn(page, '/nodes');
      await page.getByRole('main').getByRole('link', { name: 'homelab-nas', exact: true }).waitFor(FIRST_RENDER);
      await page.getByRole('button', { name: 'Add Client' }).click();
      const form = page.getByRole('dialog', { name: 'Client / Node Configuration' });
      await form.getByRole('textbox', { name: 'Name' }).fill(`qr-${scheme}-${Date.now().toString(36)}`);
      const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/nodes');
      await form.getByRole('button', { name: 'Save' }).click();
      const { id } = (await (await created).json()) as { id: number };
      const ready = page.getByRole('dialog', { name: 'Your Node is Ready' });
      await ready.waitFor(FIRST_RENDER);
      expect(await ready.getByRole('img', { name: /QR code/ }).count()).toBe(0);

      await ready.getByRole('button', { name: 'Show QR code' }).click();
      const image = ready.getByRole('img', { name: /QR code of the WireGuard configuration/ });
      await image.waitFor(FIRST_RENDER);
      await expectReadableCode(image, await servedConfig(id));
      await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await animationsSettled(page);
      await screenshotViewport(page, scheme === 'light' ? 'qr-node-ready' : 'qr-node-ready-dark');
      await expectNoSeriousViolation(`node-ready dialog with QR code [${scheme}]`);

      await ready.getByRole('button', { name: 'Hide QR code' }).click();
      await image.waitFor({ state: 'detached' });
    },
    LONG_TEST,
  );

  it(
    'on node details: hidden until asked for, the QR code of the served file, hidden again',
    async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoAndSignIn(page, '/nodes/3');
      const card = page.getByRole('region', { name: 'WireGuard QR code' });
      await card.waitFor(FIRST_RENDER);
      expect(await card.getByRole('img').count()).toBe(0);
      await card.getByRole('button', { name: 'Show QR code' }).click();
      const image = card.getByRole('img', { name: 'QR code of the WireGuard configuration of office-gateway' });
      await image.waitFor(FIRST_RENDER);
      // A gateway's file is the long kind (PostUp/PostDown lines): still one readable code.
      const config = await servedConfig(3);
      expect(config).toContain('PostUp');
      await expectReadableCode(image, config);
      await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await animationsSettled(page);
      await screenshotViewport(page, `qr-node-details-${scheme}`);
      await expectNoSeriousViolation(`node details with QR code [${scheme}]`);
      await card.getByRole('button', { name: 'Hide QR code' }).click();
      await image.waitFor({ state: 'detached' });
      await card.getByRole('button', { name: 'Show QR code' }).waitFor();
    },
    LONG_TEST,
  );
});
