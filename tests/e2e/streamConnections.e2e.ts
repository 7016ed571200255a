/**
 * How many event-stream connections each screen holds, counted by the demo gateway (GET
 * /api/__demo/streams): at most one per distinct stream on home, the nodes list, node details and
 * domains, the fleet's on each (its figures are recorded on every screen), and none left behind by the
 * screen before. The demo's fleet fits a page, so the nodes list's rows come from the fleet's frames:
 * exactly one connection there. Prints the count per screen.
 */
import { describe, expect, it } from 'vitest';
import { baseURL, gotoAndSignIn } from './browser';
import { page, useBrowserSuite } from './suite';

useBrowserSuite();

const FIRST_RENDER = { timeout: 60_000 };

const openStreams = async (): Promise<Record<string, number>> => (await (await fetch(`${baseURL()}/api/__demo/streams`)).json()) as Record<string, number>;

/** The streams open once the screen's live data is in and the previous screen's streams are gone. */
const settledStreams = async (expected: (streams: Record<string, number>) => boolean) => {
  let streams: Record<string, number> = {};
  await expect
    .poll(
      async () => {
        streams = await openStreams();
        return expected(streams);
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  return streams;
};

const has = (streams: Record<string, number>, prefix: string) => Object.keys(streams).some((key) => key.startsWith(prefix));

describe('event-stream connections per screen', () => {
  it('holds at most one connection per distinct stream on home, the nodes list, node details and domains', async () => {
    const seen: Record<string, Record<string, number>> = {};

    await gotoAndSignIn(page, '/');
    await page.getByRole('list', { name: 'Fleet figures' }).waitFor(FIRST_RENDER);
    seen.home = await settledStreams((streams) => '/api/nodes/stream' in streams);

    await page.getByRole('navigation').getByRole('link', { name: 'Client / Nodes' }).click();
    await page.getByRole('button', { name: /^Online \d+$/ }).waitFor(FIRST_RENDER);
    seen.nodes = await settledStreams((streams) => '/api/nodes/stream' in streams);
    expect(seen.nodes).toEqual({ '/api/nodes/stream': 1 });

    await page.getByRole('main').getByRole('link', { name: 'homelab-nas', exact: true }).click();
    await page.getByRole('heading', { name: 'homelab-nas' }).first().waitFor(FIRST_RENDER);
    // The fleet stays followed on every screen (its figures are recorded); the node's details have their node's stream.
    seen.node = await settledStreams((streams) => has(streams, '/api/nodes/stream?id=') && '/api/nodes/stream' in streams);

    await page.getByRole('navigation').getByRole('link', { name: 'Domain Names' }).click();
    await page.getByRole('heading', { name: 'Domains' }).first().waitFor(FIRST_RENDER);
    seen.domains = await settledStreams((streams) => !has(streams, '/api/nodes/stream?id=') && '/api/nodes/stream' in streams);

    for (const [screen, streams] of Object.entries(seen)) {
      console.log(`stream connections on ${screen}: ${Object.values(streams).reduce((sum, count) => sum + count, 0)} (${Object.entries(streams).map(([key, count]) => `${key} ×${count}`).join(', ')})`);
      expect(Math.max(...Object.values(streams)), `${screen}: ${JSON.stringify(streams)}`).toBe(1);
    }
  }, 180_000);
});
