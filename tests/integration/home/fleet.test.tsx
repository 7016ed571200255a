/**
 * Issue 15 point 1: the live fleet on the home page, against the demo gateway and a fleet stream the
 * test drives: counts that match the seeded story and follow a frame that changes a status, each a
 * link to its filtered list, and what needs attention (offline and disconnected nodes with enabled
 * services, a token expiring within 7 days, a service whose lifetime ends within 24 hours).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import HomePage from '../../../src/home/HomePage';
import NodeList from '../../../src/nodes/NodeList';
import { fleetFrame, fleetStreamOf, resetFleet } from '../helpers/fleet';
import { renderInAdmin } from '../helpers/renderAdmin';
import { controlStreams, useSignedInDemo } from '../nodes/renderScreen';

const demo = useSignedInDemo();

beforeEach(resetFleet);

const renderHome = () =>
  renderInAdmin(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/nodes" element={<NodeList />} />
      <Route path="/nodes/:id" element={<h1>node page</h1>} />
      <Route path="/exposure" element={<h1>exposure page</h1>} />
    </Routes>,
    { initialEntries: ['/'] },
  );

const openHome = async () => {
  const streams = controlStreams(demo.server);
  const rendered = renderHome();
  const fleet = await fleetStreamOf(streams);
  fleet.sink.send(fleetFrame(demo.db));
  return { ...rendered, fleet };
};

const figures = () => screen.getByRole('list', { name: 'Fleet figures' });
const figure = (name: RegExp) => within(figures()).getByRole('link', { name });
const attention = () => screen.getByRole('region', { name: 'Needs attention' });
const attentionItems = () =>
  within(attention())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('home page: the live fleet', () => {
  it('counts nodes from the stream and domains, services and tokens from the gateway, each a link to its list', async () => {
    await openHome();
    expect(screen.getByRole('heading', { level: 2, name: 'Fleet overview' })).toBeInTheDocument();
    await waitFor(() => expect(figure(/Nodes online$/)).toHaveAccessibleName('6 Nodes online'));
    expect(figure(/Nodes idle$/)).toHaveAccessibleName('3 Nodes idle');
    // raspberry-pi-garage has no tunnel; backup-server and staging-vm were disconnected by the operator.
    expect(figure(/Nodes offline$/)).toHaveAccessibleName('1 Nodes offline');
    expect(figure(/Nodes disconnected$/)).toHaveAccessibleName('2 Nodes disconnected');
    expect(figure(/Gateways$/)).toHaveAccessibleName('3 Gateways');
    await waitFor(() => expect(figure(/Domains$/)).toHaveAccessibleName('7 Domains'));
    expect(figure(/Services enabled$/)).toHaveAccessibleName('17 Services enabled');
    expect(figure(/Services disabled$/)).toHaveAccessibleName('5 Services disabled');
    expect(figure(/risk flag$/)).toHaveAccessibleName('8 Endpoints with a risk flag');
    await waitFor(() => expect(figure(/Tokens expiring/)).toHaveAccessibleName('1 Tokens expiring within 7 days'));

    const href = (name: RegExp) => decodeURIComponent(figure(name).getAttribute('href')!);
    expect(href(/Nodes online$/)).toBe('/nodes?filter={"status":"online"}');
    expect(href(/Nodes idle$/)).toBe('/nodes?filter={"status":"idle"}');
    expect(href(/Nodes offline$/)).toBe('/nodes?filter={"status":"offline"}');
    expect(href(/Nodes disconnected$/)).toBe('/nodes?filter={"status":"disconnected"}');
    expect(href(/Gateways$/)).toBe('/nodes?filter={"type":"gateways"}');
    expect(href(/Domains$/)).toBe('/domains');
    expect(href(/Services enabled$/)).toBe('/exposure?state=enabled');
    expect(href(/Services disabled$/)).toBe('/exposure?state=disabled');
    expect(href(/risk flag$/)).toBe('/exposure?flag=any');
    expect(href(/Tokens expiring/)).toBe('#needs-attention');
    // SPEC's welcome and cards are still there, below.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Ingress Console' })).toBeInTheDocument();
  });

  it('says a node figure is not known yet before the first frame, rather than zero', async () => {
    const streams = controlStreams(demo.server);
    renderHome();
    await fleetStreamOf(streams);
    expect(figure(/Nodes online$/)).toHaveAccessibleName('Not known yet Nodes online');
    expect(figure(/Gateways$/)).toHaveAccessibleName('Not known yet Gateways');
  });

  it('follows the stream: a frame that takes a node offline moves the counts and the attention list', async () => {
    const { fleet } = await openHome();
    await waitFor(() => expect(figure(/Nodes online$/)).toHaveAccessibleName('6 Nodes online'));
    const requestsBefore = demo.seen.length;
    // office-gateway (3) loses its tunnel: its printer page and its SSH are still enabled.
    fleet.sink.send(fleetFrame(demo.db, { 3: { status: 'offline', latestHandshakeTimestamp: null, clientIp: null } }));
    await waitFor(() => expect(figure(/Nodes online$/)).toHaveAccessibleName('5 Nodes online'));
    expect(figure(/Nodes offline$/)).toHaveAccessibleName('2 Nodes offline');
    await waitFor(() => expect(attentionItems()).toContain('office-gatewayOffline, still exposes 2 enabled services'));
    // No polling for it: the frame alone did it.
    expect(demo.seen.slice(requestsBefore).filter((request) => !request.url.pathname.endsWith('/stream'))).toEqual([]);
  });

  it('lists what needs attention, each linked to its node', async () => {
    await openHome();
    await waitFor(() => expect(attentionItems()).toHaveLength(4));
    expect(attentionItems()).toEqual([
      'raspberry-pi-garageOffline, still exposes 1 enabled service',
      'backup-serverDisconnected, with 1 service still enabled',
      expect.stringMatching(/^Token contractor-cliNode warehouse-gateway: expires in 3 days \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)$/),
      'nightly-previewHTTP service on ci-runner: public access ends in 6 hr',
    ]);
    // Its introduction names every kind of item it lists.
    expect(within(attention()).getByText(/^Offline or disconnected nodes that still expose services, tokens that expire within 7 days and services/)).toBeInTheDocument();
    const links = within(attention()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['raspberry-pi-garage', '/nodes/5'],
      ['backup-server', '/nodes/8'],
      ['Token contractor-cli', '/nodes/11'],
      ['nightly-preview', '/nodes/13'],
    ]);
    // Tokens were read node by node, for every peer.
    const patLists = demo.seen.filter((request) => /^\/api\/nodes\/\d+\/pats$/.test(request.url.pathname));
    expect(patLists.map((request) => request.url.pathname).sort()).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((id) => `/api/nodes/${id}/pats`).sort(),
    );
  });

  it('says so when nothing needs attention', async () => {
    demo.db.removeWhere('pats', (pat) => pat.name === 'contractor-cli');
    demo.db.removeWhere('httpServices', (service) => ['restic-rest', 'nightly-preview'].includes(service.name));
    demo.db.removeWhere('tcpServices', (service) => service.name === 'garage-sensors');
    await openHome();
    expect(await within(attention()).findByText('Nothing needs attention right now.')).toBeInTheDocument();
    expect(within(attention()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('a status figure opens the nodes list filtered by that live status, and says so', async () => {
    const { user, location } = await openHome();
    await waitFor(() => expect(figure(/Nodes disconnected$/)).toHaveAccessibleName('2 Nodes disconnected'));
    await user.click(figure(/Nodes disconnected$/));
    await waitFor(() => expect(location().pathname).toBe('/nodes'));
    // The list says it is filtered: the status chosen is pressed.
    const chip = await screen.findByRole('button', { name: /^Disconnected / });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    // The nodes the operator disabled, not raspberry-pi-garage, which is offline.
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('link').map((link) => link.textContent)).toEqual(['backup-server', 'staging-vm']),
    );
    await user.click(chip);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByRole('button', { name: /^Disconnected / })).toHaveAttribute('aria-pressed', 'false');
  });
});
