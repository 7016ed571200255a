/**
 * Issue 25 point 4: the home page, where sign-in lands, asks first only for what its first screen
 * shows. Its fleet-wide reads (the fleet stream, every service and domain, every node's tokens) start
 * once the browser has painted that screen, and stop when the operator leaves it: none of them is in
 * flight ahead of the request for the first rows of the list opened next.
 *
 * In jsdom the browser paints at a frame (requestAnimationFrame); the first test holds the frames, as
 * a busy browser would before its first paint, and lets one go.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });

const demo = useDemoServer();

/** The home page's reads of the whole fleet: none is needed to show its first screen. */
const FLEET_WIDE = ['/api/nodes/stream', '/api/services/http', '/api/services/tcp', '/api/domains'];
const isFleetWide = (path: string) => FLEET_WIDE.includes(path) || /^\/api\/nodes\/\d+\/pats$/.test(path);

/** What happened, in order: requests to the gateway (their paths) and the test's own marks. */
const timeline = () => {
  const events: string[] = [];
  demo.server.events.on('request:start', ({ request }) => void events.push(new URL(request.url).pathname));
  return events;
};

const figures = () => screen.getByRole('list', { name: 'Fleet figures' });
const figureNames = () =>
  within(figures())
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  vi.useRealTimers();
  demo.server.events.removeAllListeners();
});

describe('home after sign-in', () => {
  it('shows its first screen without asking for the fleet, then reads it once that screen is painted', async () => {
    await signInForTest();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const events = timeline();
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    // A later rendering of the page (its chart's code has arrived): the effects of the first have run.
    expect(await screen.findAllByText('No data yet: the chart fills while a console is open')).not.toHaveLength(0);
    // Every figure says it is not known yet, rather than a number it does not have.
    const names = figureNames();
    expect(names).toHaveLength(10);
    for (const name of names) expect(name).toMatch(/^–Not known yet/);
    expect(within(screen.getByRole('region', { name: 'Needs attention' })).getByRole('status')).toHaveTextContent('Checking services and tokens…');

    events.push('painted');
    act(() => vi.advanceTimersToNextFrame());
    await waitFor(() => expect(within(figures()).getByRole('link', { name: /Domains$/ })).toHaveAccessibleName('7 Domains'));
    await waitFor(() => expect(within(figures()).getByRole('link', { name: /Nodes online$/ })).toHaveAccessibleName(/^\d+ Nodes online$/));
    await waitFor(() => expect(within(figures()).getByRole('link', { name: /Tokens expiring/ })).toHaveAccessibleName(/^\d+ Tokens expiring/));

    const painted = events.indexOf('painted');
    expect(events.slice(0, painted).filter(isFleetWide)).toEqual([]);
    expect(events.slice(painted + 1)).toEqual(expect.arrayContaining(FLEET_WIDE));
    expect(events.slice(painted + 1).some((path) => path.endsWith('/pats'))).toBe(true);
  });

  it('stops its fleet-wide reads when the operator moves on: none is in flight when the next list asks for its rows', async () => {
    await signInForTest();
    // The home's reads are kept waiting until the console gives them up (or the test ends).
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Request[] = [];
    const hold = async ({ request }: { request: Request }) => {
      held.push(request);
      await Promise.race([released, new Promise((resolve) => request.signal.addEventListener('abort', resolve))]);
    };
    demo.server.use(
      http.get('*/api/services/http', hold),
      http.get('*/api/services/tcp', hold),
      http.get('*/api/domains', hold),
      http.get('*/api/nodes/:id/pats', hold),
    );
    // The history's way back to the nodes list, as the browser's back button takes it.
    window.history.pushState({}, '', '/nodes');
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    // Services and domains, then (with the fleet's first frame) the first nodes' tokens, all in flight.
    await waitFor(() => expect(held.filter((request) => request.url.includes('/pats')).length).toBeGreaterThan(0));
    expect(held.filter((request) => !request.url.includes('/pats'))).toHaveLength(3);

    const inFlightWhenAsked: string[][] = [];
    const startedAfter: string[] = [];
    let asked = false;
    demo.server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (asked && isFleetWide(path) && path !== '/api/nodes/stream') startedAfter.push(path);
      if (request.method !== 'GET' || path !== '/api/nodes') return;
      asked = true;
      inFlightWhenAsked.push(held.filter((read) => !read.signal.aborted).map((read) => new URL(read.url).pathname));
    });
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    release();
    expect(inFlightWhenAsked.length).toBeGreaterThan(0);
    expect(inFlightWhenAsked[0]).toEqual([]);
    expect(startedAfter).toEqual([]);
  });
});
