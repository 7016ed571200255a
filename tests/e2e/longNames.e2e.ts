/**
 * Issue 35 in real Chromium: names, domains and addresses as long as the gateway holds (it checks no
 * length: 250-character node, service and token names, a 250-character domain, long backend hosts and
 * gateway interfaces, all made through its API) keep every screen within a 390 px phone and a 1440 px
 * desktop: no page scrolls sideways; a cut name or address gives its whole text on hover and on keyboard
 * focus, and keeps it as its accessible name; headings wrap; addresses break between their parts only,
 * never inside one (seeded short addresses included). Screenshots land in
 * test-results/screenshots/long-names-*.png.
 */
import type { Locator } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/appRoutes';
import { api, apiToken, axeAudit, connectNode, formatFindings, gotoAndSignIn, isSerious, screenshot } from './browser';
import { expectNoSidewaysScroll } from './layoutChecks';
import { page, useBrowserSuite } from './suite';

useBrowserSuite();

const FIRST_RENDER = { timeout: 60_000 };
/** Each test signs in, waits for a first render and walks the keyboard to its cut texts. */
const LONG_TEST = 180_000;
const LENGTH = 250;

/** A name of 250 characters with no place where a line may break. */
const longName = (prefix: string) => (prefix + 'Xy0'.repeat(LENGTH)).slice(0, LENGTH);
/** A 250-character host name: labels of 63 characters at most, joined with dots. */
const longHost = (letter: string) => {
  const labels = [letter.repeat(63), 'b'.repeat(63), 'c'.repeat(63)];
  const rest = LENGTH - labels.join('.').length - '.example.com'.length - 1;
  return [...labels, 'd'.repeat(rest), 'example', 'com'].join('.');
};

const NODE = longName('longnode');
const OTHER_NODE = longName('quietnode');
const TOKEN = longName('longtoken');
const HTTP = longName('longhttp');
const TCP = longName('longtcp');
const EXPIRING = longName('expiringhttp');
const INTERFACE = longName('eth').slice(0, 120);
const DOMAIN = longHost('a');
const BACKEND = longHost('e');
const PATH = '/a-rather-long-path/with/several/parts';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

let ids: { node: number; http: number; tcp: number };

/** Made through the gateway's API, which takes names of any length (API-FACTS §5.3, §7). */
const createLongRecords = async () => {
  expect(DOMAIN).toHaveLength(LENGTH);
  expect(BACKEND).toHaveLength(LENGTH);
  const token = await apiToken();
  const node = await api<{ id: number }>(token, 'POST', '/nodes', {
    name: NODE,
    isGateway: true,
    gatewayNetworks: [{ interface: INTERFACE, subnet: '192.168.77.0/24' }],
  });
  // A token expiring within 7 days: home's "Needs attention" lists it.
  await api(token, 'POST', `/nodes/${node.id}/pats`, { name: TOKEN, expireAt: new Date(Date.now() + 3 * 86_400_000).toISOString() });
  await connectNode(node.id);
  await api(token, 'POST', '/domains', { domain: DOMAIN, skipValidation: true });
  const http = await api<{ id: number }>(token, 'POST', `/services/${node.id}/http`, {
    name: HTTP,
    domain: DOMAIN,
    pathLocation: PATH,
    backendHost: BACKEND,
    backendPort: 8080,
  });
  const tcp = await api<{ id: number }>(token, 'POST', `/services/${node.id}/tcp`, { name: TCP, domain: DOMAIN, backendHost: BACKEND, backendPort: 5432 });
  // A disconnected node that still exposes a service whose lifetime ends soon: two more attention items.
  const other = await api<{ id: number }>(token, 'POST', '/nodes', { name: OTHER_NODE });
  await connectNode(other.id);
  await api(token, 'POST', `/services/${other.id}/http`, { name: EXPIRING, pathLocation: '/soon', backendPort: 8080, ttl: '2h' });
  await api(token, 'PATCH', `/nodes/${other.id}/disable`);
  ids = { node: node.id, http: http.id, tcp: tcp.id };
};

beforeEach(createLongRecords);

const main = () => page.getByRole('main');

/** Some text of the element, or of a box inside it, is cut by its box. */
const isCut = (target: Locator) =>
  target.evaluate((element) => [element, ...element.querySelectorAll('*')].some((box) => box.scrollWidth > box.clientWidth));

/** The open tooltip's text, or null when none shows. */
const tooltipText = () =>
  page
    .getByRole('tooltip')
    .textContent({ timeout: 1_000 })
    .catch(() => null);

/** Reaches `target` with the Tab key (from the element before it), so that it shows keyboard focus. */
const tabTo = async (target: Locator) => {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  return target.evaluate((element) => element === document.activeElement);
};

/**
 * The element is cut, yet its whole text is its content (its accessible name, for a link) and shows in
 * a tooltip on hover and on keyboard focus. Each is tried again until it shows: a row drawn again under
 * a still pointer gets no new hover, as a user's moving pointer would.
 */
const expectWholeTextReachable = async (target: Locator, text: string) => {
  await target.waitFor(FIRST_RENDER);
  await target.scrollIntoViewIfNeeded();
  expect(await isCut(target)).toBe(true);
  expect(await target.textContent()).toBe(text);

  await expect
    .poll(async () => {
      await page.mouse.move(0, 0);
      await target.hover();
      return tooltipText();
    }, FIRST_RENDER)
    .toBe(text);
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'hidden' });

  await expect
    .poll(async () => {
      await target.evaluate((element) => (element as HTMLElement).blur());
      return (await tabTo(target)) ? tooltipText() : 'not focused';
    }, FIRST_RENDER)
    .toBe(text);
  await target.evaluate((element) => (element as HTMLElement).blur());
  await page.getByRole('tooltip').waitFor({ state: 'hidden' });
};

/** Every address part on the page is on one line: addresses break between their parts only. */
const expectAddressPartsWhole = async () => {
  const broken = await page.evaluate(() =>
    // One line: every box of the part has the same top (an ellipsis may split a cut part into boxes on its line).
    [...document.querySelectorAll('.TruncatedText-part')]
      .filter((part) => new Set([...part.getClientRects()].map((box) => Math.round(box.top))).size > 1)
      .map((part) => part.textContent),
  );
  expect(broken).toEqual([]);
};

/** Within the window's width (it may be taller: headings wrap). */
const expectWithinWidth = async (target: Locator) => {
  const box = await target.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(page.viewportSize()!.width);
};

describe.each(Object.entries(VIEWPORTS))('250-character names and domains at %s size', (size, viewport) => {
  const signedInAt = async (path: string) => {
    await page.setViewportSize(viewport);
    const [pathname, search] = path.split('?');
    await gotoAndSignIn(page, pathname);
    if (search) await page.goto(path);
  };

  it('home: the attention items name them within the panel', async () => {
    await signedInAt('/');
    const attention = page.getByRole('region', { name: 'Needs attention' });
    const tokenLink = attention.getByRole('link', { name: `Token ${TOKEN}`, exact: true });
    await expectWholeTextReachable(tokenLink, `Token ${TOKEN}`);
    await attention.getByRole('link', { name: OTHER_NODE, exact: true }).waitFor();
    await attention.getByRole('link', { name: EXPIRING, exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `long-names-${size}-home`);
  }, LONG_TEST);

  it('nodes list: the name is cut to its cell, whole on hover and focus', async () => {
    await signedInAt(appRoutes.nodesWhere({ q: 'longnode' }));
    const name = main().getByRole('link', { name: NODE, exact: true });
    await expectWholeTextReachable(name, NODE);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `long-names-${size}-nodes`);
  }, LONG_TEST);

  it("node details: the heading and breadcrumb wrap or are cut, the token's and services' names and addresses are cut to their cells", async () => {
    await signedInAt(appRoutes.node(ids.node));
    const heading = main().getByRole('heading', { name: NODE, level: 1 });
    await heading.waitFor(FIRST_RENDER);
    await expectWithinWidth(heading);
    expect(await isCut(heading)).toBe(false);
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(NODE, { exact: true });
    await expectWholeTextReachable(crumb, NODE);
    // The subnet line names the long interface within the card.
    await expectWithinWidth(main().getByText(INTERFACE, { exact: false }));

    await expectWholeTextReachable(page.getByRole('region', { name: 'Node Access Tokens' }).getByText(TOKEN, { exact: true }), TOKEN);
    const http = main().getByRole('region', { name: 'HTTP Services' });
    await expectWholeTextReachable(http.getByText(HTTP, { exact: true }), HTTP);
    await expectWholeTextReachable(http.getByRole('link', { name: `https://${DOMAIN}${PATH}`, exact: true }), `https://${DOMAIN}${PATH}`);
    const tcp = main().getByRole('region', { name: 'TCP Services' });
    await expectWholeTextReachable(tcp.getByText(TCP, { exact: true }), TCP);
    await expectAddressPartsWhole();
    await expectNoSidewaysScroll(page);
    // Cut plain texts (the token's and services' names) join the tab order: still no serious axe finding.
    expect(formatFindings('node details', (await axeAudit(page)).filter(isSerious))).toEqual([]);
    await screenshot(page, `long-names-${size}-node-details`);
  }, LONG_TEST);

  it('domains: the domain is cut to its cell, and its expanded row keeps the services within the page', async () => {
    await signedInAt(`/domains?${new URLSearchParams({ filter: JSON.stringify({ q: DOMAIN.slice(0, 20) }) })}`);
    const domain = main().getByRole('link', { name: DOMAIN, exact: true });
    await expectWholeTextReachable(domain, DOMAIN);
    await main().getByRole('button', { name: `Show services of ${DOMAIN}` }).click();
    const http = main().getByRole('region', { name: 'HTTP Services' });
    await expectWholeTextReachable(http.getByText(HTTP, { exact: true }), HTTP);
    const tcp = main().getByRole('region', { name: 'TCP Services' });
    await tcp.getByText(TCP, { exact: true }).waitFor(FIRST_RENDER);
    await expectAddressPartsWhole();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `long-names-${size}-domains`);
  }, LONG_TEST);

  it('exposure: endpoint, address and node are cut to their cells', async () => {
    await signedInAt(appRoutes.exposure({ q: 'Xy0Xy0' }));
    await expectWholeTextReachable(main().getByText(HTTP, { exact: true }), HTTP);
    await expectWholeTextReachable(main().getByRole('link', { name: NODE, exact: true }).first(), NODE);
    // A TCP/UDP endpoint is its domain and port.
    const tcpAddress = main().getByText(new RegExp(`^${DOMAIN.replace(/\./g, '\\.')}:\\d+$`));
    await expectWholeTextReachable(tcpAddress, (await tcpAddress.textContent({ timeout: FIRST_RENDER.timeout }))!);
    await expectAddressPartsWhole();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `long-names-${size}-exposure`);
  }, LONG_TEST);

  it("a domain's logs: the heading wraps and the breadcrumb's domain is cut", async () => {
    await signedInAt(appRoutes.domainLogs(DOMAIN));
    const heading = page.getByRole('heading', { name: `Access log of ${DOMAIN}`, level: 1 });
    await heading.waitFor(FIRST_RENDER);
    await expectWithinWidth(heading);
    await expectWholeTextReachable(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(DOMAIN, { exact: true }), DOMAIN);
    await expectNoSidewaysScroll(page);
  }, LONG_TEST);

  it("a service's logs: the heading wraps", async () => {
    await signedInAt(appRoutes.serviceLogs(ids.node, 'http', ids.http));
    const heading = page.getByRole('heading', { name: `HTTP service ${HTTP}`, level: 1 });
    await heading.waitFor(FIRST_RENDER);
    await expectWithinWidth(heading);
    await expectNoSidewaysScroll(page);
  }, LONG_TEST);

  it('configuration: the page fits', async () => {
    await signedInAt(appRoutes.configuration());
    await main().getByRole('heading', { name: 'Configuration', level: 1 }).waitFor(FIRST_RENDER);
    await expectNoSidewaysScroll(page);
  }, LONG_TEST);
});

describe('seeded short addresses', () => {
  it('break between their parts only, on a phone', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await gotoAndSignIn(page, appRoutes.node(3));
    await main().getByRole('region', { name: 'HTTP Services' }).getByText('printer-ui').waitFor(FIRST_RENDER);
    await expectAddressPartsWhole();
    await page.goto(appRoutes.exposure());
    await main().getByText('erp-database', { exact: true }).waitFor(FIRST_RENDER);
    expect(await page.locator('.TruncatedText-part').count()).toBeGreaterThan(0);
    await expectAddressPartsWhole();
  }, LONG_TEST);
});
