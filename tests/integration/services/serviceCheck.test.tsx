/**
 * Issue 42 point 1 on the demo gateway: "Check" walks a service from the edge to its backend, in order,
 * each step with its verdict, what it looked at and when; it names the first broken step and what to do.
 * The demo's backends meet every outcome: one answers, one hangs (3 s), one answers 500, one's node drops
 * off, one's node was disconnected. The backend step is the live engine's check, at most one a minute.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseAction, dialog, renderScreen, rowWith, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

afterEach(() => {
  vi.useRealTimers();
});

const card = (name: 'HTTP Services' | 'TCP Services') => screen.findByRole('region', { name });

/** Opens "Check" of `service` on the node page of `nodeId`, and waits for the walk's verdict. */
const openCheck = async (nodeId: number, service: string, type: 'HTTP Services' | 'TCP Services' = 'HTTP Services') => {
  const view = renderScreen(`/nodes/${nodeId}`);
  await rowWith(service, await card(type));
  await chooseAction(view.user, service, 'Check');
  const box = await dialog(`Check ${service}`);
  const steps = await within(box).findByRole('list', { name: `Check ${service}` }, { timeout: 10_000 });
  return { ...view, box, steps };
};

/** Each step as "<name>: <verdict>", in order. */
const verdicts = (steps: HTMLElement) =>
  within(steps)
    .getAllByRole('listitem')
    .map((item) => {
      const heading = within(item).getByRole('heading');
      return heading.textContent ?? '';
    });

const stepText = (steps: HTMLElement, name: string) => within(steps).getAllByRole('listitem').find((item) => within(item).getByRole('heading').textContent?.startsWith(name))!.textContent ?? '';

const pings = (nodeId: number, id: number) => demo.requests(`/api/services/${nodeId}/http/${id}/ping`);

describe('the check of a service', () => {
  it('walks a service that answers: every step passes or warns, each saying what it looked at and when', async () => {
    const { box, steps } = await openCheck(6, 'app-frontend');
    expect(verdicts(steps)).toEqual(['DomainPasses', 'Public accessPasses', 'NodePasses', 'TunnelPasses', 'BackendPasses', 'ProtectionPasses']);
    expect(within(box).getByRole('status')).toHaveTextContent('No step fails.');
    expect(stepText(steps, 'Domain')).toContain('app.example.com is on the gateway, with a Let’s Encrypt certificate');
    expect(stepText(steps, 'Node')).toMatch(/dev-laptop is online, last handshake .+ ago/);
    expect(stepText(steps, 'Tunnel')).toMatch(/The gateway's ping answered in \d+ ms/);
    expect(stepText(steps, 'Backend')).toMatch(/http:\/\/10\.0\.0\.6:8080\/ answered HTTP 200 in \d+ ms/);
    expect(stepText(steps, 'Protection')).toContain('Sign-in required: OAuth2 on app.example.com, for alice@example.com, bob@example.com only');
    expect(stepText(steps, 'Node')).toMatch(/The node \(GET \/api\/nodes\/6\), at \d\d:\d\d:\d\d/);
    expect(stepText(steps, 'Backend')).toMatch(/GET \/api\/services\/6\/http\/4\/ping\?path=\/\), at \d\d:\d\d:\d\d/);
    expect(pings(6, 4)).toHaveLength(1);
  });

  it('names a backend that hangs as the first broken step, after the gateway’s 3 s', async () => {
    const { box, steps } = await openCheck(13, 'status-page');
    expect(within(box).getByRole('status')).toHaveTextContent('First broken step: Backend.');
    expect(stepText(steps, 'Backend')).toContain("http://10.0.0.13:80/ did not answer within the gateway's 3 seconds");
    expect(stepText(steps, 'Backend')).toContain('What to do: Check that the service runs on the node and listens on port 80');
    expect(verdicts(steps).slice(0, 4)).toEqual(['DomainPasses', 'Public accessPasses', 'NodePasses', 'TunnelPasses']);
  });

  it('names a backend that answers 500', async () => {
    const { box, steps } = await openCheck(13, 'nightly-preview');
    expect(within(box).getByRole('status')).toHaveTextContent('First broken step: Backend.');
    expect(stepText(steps, 'Backend')).toMatch(/http:\/\/10\.0\.0\.13:4173\/preview refused the connection or answered with an error \(after \d+ ms\)/);
  });

  it('names the node when its tunnel dropped off: idle, its ping unanswered, its backend silent', async () => {
    // media-server drops off every other five minutes: a moment in such a stretch.
    const dropped = (Math.floor(Date.now() / 600_000) * 600_000 - 600_000) + 400_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dropped);
    const { box, steps } = await openCheck(7, 'jellyfin');
    expect(within(box).getByRole('status')).toHaveTextContent('First broken step: Node.');
    expect(verdicts(steps)).toEqual(['DomainPasses', 'Public accessPasses', 'NodeFails', 'TunnelFails', 'BackendFails', 'ProtectionWarning']);
    expect(stepText(steps, 'Node')).toMatch(/media-server is idle: last handshake .+ ago/);
    expect(stepText(steps, 'Tunnel')).toMatch(/The gateway's last ping got no answer; the last answer was .+ ago/);
    expect(stepText(steps, 'Backend')).toContain('did not answer within the gateway');
  });

  it('names a disconnected node, and says what to do', async () => {
    const { box, steps } = await openCheck(8, 'restic-rest');
    const status = within(box).getByRole('status');
    expect(status).toHaveTextContent('First broken step: Node. backup-server is disconnected: an operator disabled it');
    expect(status).toHaveTextContent("What to do: Connect it from the node's menu.");
    expect(stepText(steps, 'Tunnel')).toContain("The gateway reports no ping for a node that is not connected: the tunnel's state is not known");
  });

  it('says what cannot be known: a backend behind a gateway node, and a TCP backend, with no check sent', async () => {
    const grafana = await openCheck(4, 'grafana');
    expect(stepText(grafana.steps, 'Backend')).toContain('The gateway checks the node itself (10.0.0.4), not 10.20.0.15 behind it');
    expect(within(grafana.box).getByRole('status')).toHaveTextContent('1 step cannot be known from here.');
    expect(pings(4, 3)).toHaveLength(0);
    await grafana.user.click(within(grafana.box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    grafana.unmount();

    const { steps } = await openCheck(7, 'minecraft', 'TCP Services');
    expect(verdicts(steps).map((step) => step.replace(/(Passes|Warning|Fails|Not known)$/, ''))).toEqual(['Domain', 'Public access', 'Node', 'Tunnel', 'Public port', 'Backend', 'Protection']);
    expect(stepText(steps, 'Public port')).toContain('TCP port 32763 of the gateway forwards to port 25565 behind the node');
    expect(stepText(steps, 'Backend')).toContain('The gateway tries a TCP backend only when the service is exposed: it cannot test it from here');
  });

  it('checks the backend at most once a minute: checked again at once, it shows the check it has and when', async () => {
    const { box, user } = await openCheck(6, 'app-frontend');
    const nodeReads = demo.requests('/api/nodes/6').length;
    await user.click(within(box).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(within(box).getByText(/The backend is checked at most once a minute per service: this is the check of \d\d:\d\d:\d\d\./)).toBeInTheDocument());
    expect(within(box).getByRole('status')).toHaveTextContent('No step fails.');
    expect(pings(6, 4)).toHaveLength(1);
    // The records themselves are read again.
    expect(demo.requests('/api/nodes/6')).toHaveLength(nodeReads + 1);
  });

  it("records the check with the service's health: its row says how it answered, and its strip counts the check", async () => {
    const { box, user } = await openCheck(6, 'app-frontend');
    await user.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowWith('app-frontend', await card('HTTP Services'));
    expect(within(row).getByText(/^Answers: HTTP 200 in \d+ ms \(\d\d:\d\d:\d\d\)$/)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText(/^Backend checks, last hour: 1 answered, not checked for \d+ min\. Checked only while a console is open\.$/)).toBeInTheDocument());
    // A service not checked yet says when it will be.
    expect(within(await rowWith('app-api')).getByText(/^Not checked yet: first check at \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });

  it('opens from the service-info dialog', async () => {
    const { user } = renderScreen('/nodes/2');
    await rowWith('nas-web', await card('HTTP Services'));
    await chooseAction(user, 'nas-web', 'Info');
    const info = await dialog('Your Service is Now Publicly Available');
    await user.click(within(info).getByRole('button', { name: 'Check this service' }));
    const box = await dialog('Check nas-web');
    expect(await within(box).findByRole('list', { name: 'Check nas-web' })).toBeInTheDocument();
    expect(within(box).getByRole('status')).toHaveTextContent('First broken step: Node. homelab-nas is idle');
  });
});
