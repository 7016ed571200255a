/**
 * Issue 15 point 4, the backend check: 'Test Backend' on HTTP services calls
 * GET /services/{nodeId}/http/{id}/ping with the chosen path, shows progress while it runs, then the
 * HTTP status or the failure in words in a status region. The demo gateway answers like the
 * reference: only through a live tunnel, whether or not public access is enabled.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { actionsOf, chooseAction, dialog, renderScreen, rowWith, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const card = (name: 'HTTP Services' | 'TCP Services') => screen.findByRole('region', { name });

/** Opens 'Test Backend' of `service` on the node page of `nodeId`. */
const openCheck = async (nodeId: number, service: string) => {
  const view = renderScreen(`/nodes/${nodeId}`);
  await rowWith(service, await card('HTTP Services'));
  await chooseAction(view.user, service, 'Test Backend');
  const box = await dialog(`Test Backend: ${service}`);
  return { ...view, box };
};

const pings = (nodeId: number, id: number) => demo.requests(`/api/services/${nodeId}/http/${id}/ping`);

describe('Test Backend', () => {
  it('is offered on HTTP services only', async () => {
    const { user } = renderScreen('/nodes/7');
    await rowWith('minecraft', await card('TCP Services'));
    expect(await actionsOf(user, 'minecraft')).not.toContain('Test Backend');
    expect(await actionsOf(user, 'jellyfin')).toContain('Test Backend');
  });

  it("asks the service's path, shows progress, then the status in the status region", async () => {
    // The answer waits until the test has seen the progress.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    demo.server.use(http.get('*/api/services/:nodeId/http/:id/ping', async () => void (await held)));

    const { user, box } = await openCheck(6, 'app-api');
    const path = within(box).getByRole('textbox', { name: 'Path' });
    expect(path).toHaveValue('/api');
    expect(path).toHaveFocus();
    // What the gateway will request: the node's tunnel address and the backend port.
    expect(within(box).getByText('http://10.0.0.6:8081/api')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Test' }));

    const status = within(box).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Testing /api…'));
    expect(within(box).getByRole('button', { name: 'Test' })).toBeDisabled();
    release();
    await waitFor(() => expect(status).toHaveTextContent('The backend answered /api with HTTP status 200.'));
    expect(within(box).getByRole('button', { name: 'Test' })).toBeEnabled();
    const [ping] = pings(6, 5);
    expect(ping.url.searchParams.get('path')).toBe('/api');
  });

  it('tests another path, and a health endpoint answers 204', async () => {
    const { user, box } = await openCheck(2, 'nas-web');
    const path = within(box).getByRole('textbox', { name: 'Path' });
    await user.clear(path);
    await user.type(path, '/health{Enter}');
    expect(await within(box).findByText('The backend answered /health with HTTP status 204.')).toBeInTheDocument();
    expect(pings(2, 2).map((request) => request.url.searchParams.get('path'))).toEqual(['/health']);
  });

  it('works while public access is disabled (it does not use the public route)', async () => {
    const { user, box } = await openCheck(9, 'home-assistant');
    await user.click(within(box).getByRole('button', { name: 'Test' }));
    expect(await within(box).findByText('The backend answered /ha with HTTP status 200.')).toBeInTheDocument();
  });

  it('says the check failed, in the gateway\'s words and why, when the node is disconnected', async () => {
    const { user, box } = await openCheck(8, 'restic-rest');
    await user.click(within(box).getByRole('button', { name: 'Test' }));
    const status = within(box).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('The backend check of /restic failed: no success or redirect answer'));
    expect(status).toHaveTextContent('The gateway got no success or redirect answer within 3 seconds');
    // No toast on top of the answer in place.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails for a backend that never answers (port 9) on a live node', async () => {
    const service = demo.db.insert('httpServices', {
      name: 'discard', nodeId: 2, domain: null, pathLocation: '/discard', backendHost: null, backendPort: 9, backendProto: 'http',
      enabled: true, requireAuth: false, skipAuthRoutes: null, allowedIps: null, blockedIps: null, expiresAt: null,
    });
    const { user, box } = await openCheck(2, 'discard');
    await user.click(within(box).getByRole('button', { name: 'Test' }));
    expect(await within(box).findByText('The backend check of /discard failed: no success or redirect answer')).toBeInTheDocument();
    expect(pings(2, service.id)).toHaveLength(1);
  });

  it('warns that, behind a gateway, the gateway asks the node itself', async () => {
    const { user, box } = await openCheck(4, 'grafana');
    expect(
      within(box).getByText('The gateway asks the node itself (10.0.0.4), not the backend host 10.20.0.15: for a service behind a gateway the check can fail while the backend is up.'),
    ).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Test' }));
    expect(await within(box).findByText('The backend check of / failed: no success or redirect answer')).toBeInTheDocument();
  });

  it('refuses a path that would leave the backend, and sends nothing', async () => {
    const { user, box } = await openCheck(2, 'nas-web');
    const path = within(box).getByRole('textbox', { name: 'Path' });
    await user.clear(path);
    await user.type(path, '//evil.example/x');
    expect(within(box).getByText("The path must start with a single '/'.")).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Test' })).toBeDisabled();
    await user.type(path, '{Enter}');
    await user.clear(path);
    await user.type(path, 'health{Enter}');
    expect(within(box).getByRole('button', { name: 'Test' })).toBeDisabled();
    expect(pings(2, 2)).toHaveLength(0);
    await user.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
