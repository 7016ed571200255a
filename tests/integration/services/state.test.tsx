/**
 * Issue 15 point 3, honest service state: disabled services say so in words, services whose node is
 * disconnected or offline are flagged (with the node's name for screen readers, on node pages and in
 * domain rows, where the nodes are read through GET /nodes/{id}), the Info dialog of a service that is
 * not reachable does not claim it is public, and sign-in and IP rules show as badges.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseAction, dialog, renderScreen, rowWith, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const PUBLIC_TITLE = 'Your Service is Now Publicly Available';

const card = (name: 'HTTP Services' | 'TCP Services') => screen.findByRole('region', { name });

/** The badge texts of a row, in order (what is shown, not the screen-reader wording). */
const badgesOf = (row: HTMLElement, name: string): string[] => {
  const list = within(row).queryByRole('list', { name: `State of ${name}` });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const label = item.querySelector('.MuiChip-label');
      return (label?.querySelector('span[aria-hidden="true"]') ?? label)?.textContent ?? '';
    });
};

/** An HTTP service row straight in the demo's table (for states the seed has no example of). */
const insertHttp = (fields: { name: string; nodeId: number; domain?: string | null; pathLocation: string; enabled?: boolean }) =>
  demo.db.insert('httpServices', {
    domain: null, backendHost: null, backendPort: 8080, backendProto: 'http', enabled: true, requireAuth: false,
    skipAuthRoutes: null, allowedIps: null, blockedIps: null, expiresAt: null, ...fields,
  });

describe('service state on a node page', () => {
  it('says Disabled in words next to the red dot, and Node disconnected for a disabled node', async () => {
    renderScreen('/nodes/10');
    const http = await card('HTTP Services');
    const row = await rowWith('staging-web', http);
    expect(within(row).getByRole('img', { name: 'Disabled: not publicly accessible' })).toBeInTheDocument();
    expect(badgesOf(row, 'staging-web')).toEqual(['Disabled', 'Node disconnected']);
    // The node's name is in what a screen reader hears.
    expect(within(row).getByText('Node staging-vm is disconnected')).toBeInTheDocument();
    const tcpRow = await rowWith('postgres-staging', await card('TCP Services'));
    expect(badgesOf(tcpRow, 'postgres-staging')).toEqual(['Disabled', 'Node disconnected']);
  });

  it('flags an enabled service whose node is disconnected, without calling it disabled', async () => {
    renderScreen('/nodes/8');
    const row = await rowWith('restic-rest', await card('HTTP Services'));
    expect(within(row).getByRole('img', { name: 'Enabled: publicly accessible' })).toBeInTheDocument();
    expect(badgesOf(row, 'restic-rest')).toEqual(['Node disconnected']);
    expect(within(row).getByText('Node backup-server is disconnected')).toBeInTheDocument();
  });

  it('shows no state badge for an enabled service on a live node, and the protection badges', async () => {
    renderScreen('/nodes/2');
    const row = await rowWith('nas-web', await card('HTTP Services'));
    await waitFor(() => expect(badgesOf(row, 'nas-web')).toEqual(['Sign-in required', 'IP allow list']));
  });

  it('says that an HTTP block list is not applied', async () => {
    renderScreen('/nodes/7');
    const row = await rowWith('jellyfin', await card('HTTP Services'));
    expect(badgesOf(row, 'jellyfin')).toEqual(['IP block list (not applied)']);
  });

  it('shows a TCP block list, which the gateway applies, as a plain badge', async () => {
    renderScreen('/nodes/4');
    const row = await rowWith('rdp-lab', await card('TCP Services'));
    expect(badgesOf(row, 'rdp-lab')).toEqual(['IP block list']);
  });

  it('says Disabled (expired) for a service whose lifetime ran out', async () => {
    renderScreen('/nodes/9');
    const row = await rowWith('support-vnc', await card('TCP Services'));
    expect(within(row).getByRole('img', { name: 'Disabled: not publicly accessible' })).toBeInTheDocument();
    expect(badgesOf(row, 'support-vnc')).toEqual(['Disabled (expired)']);
  });
});

describe('service state in a domain row (nodes read through the data provider)', () => {
  it('flags a service whose node is offline, fetching each node of the card once', async () => {
    // raspberry-pi-garage (5) has never completed a handshake: enabled, but offline.
    insertHttp({ name: 'garage-cam', nodeId: 5, domain: 'app.example.com', pathLocation: '/cam' });
    const { user } = renderScreen('/domains');
    const domainRow = await rowWith('app.example.com');
    await user.click(within(domainRow).getByRole('button', { name: 'Show services of app.example.com' }));
    const http = await card('HTTP Services');
    const row = await rowWith('garage-cam', http);
    await waitFor(() => expect(badgesOf(row, 'garage-cam')).toEqual(['Node offline']));
    expect(within(row).getByText('Node raspberry-pi-garage is offline')).toBeInTheDocument();
    // The other rows' node (dev-laptop, online) is fine: only their sign-in badge.
    expect(badgesOf(await rowWith('app-frontend', http), 'app-frontend')).toEqual(['Sign-in required']);
    expect(demo.requests('/api/nodes/5')).toHaveLength(1);
    expect(demo.requests('/api/nodes/6')).toHaveLength(1);
  });

  it('shows the lifetime left of a service with one', async () => {
    const { user } = renderScreen('/domains');
    const domainRow = await rowWith('status.example.org');
    await user.click(within(domainRow).getByRole('button', { name: 'Show services of status.example.org' }));
    const row = await rowWith('nightly-preview', await card('HTTP Services'));
    // Seeded with six hours to live.
    expect(badgesOf(row, 'nightly-preview')).toEqual(['Expires in 6 hr']);
  });
});

describe('the Info dialog says what is true', () => {
  it('keeps SPEC\'s title for an enabled service on a live node, with sign-in and IP rules', async () => {
    const { user } = renderScreen('/nodes/2');
    await rowWith('nas-web', await card('HTTP Services'));
    await chooseAction(user, 'nas-web', 'Info');
    const info = await dialog(PUBLIC_TITLE);
    expect(within(info).getByText('State:').nextSibling).toHaveTextContent('Enabled');
    expect(within(info).getByText('Sign-in:').nextSibling).toHaveTextContent("Required (the domain's OAuth2 login)");
    expect(within(info).getByText('192.168.1.0/24, 203.0.113.0/24')).toBeInTheDocument();
    expect(within(info).queryByText('Expires:')).not.toBeInTheDocument();
  });

  it('does not call a disabled service public', async () => {
    const { user } = renderScreen('/nodes/9');
    await rowWith('home-assistant', await card('HTTP Services'));
    await chooseAction(user, 'home-assistant', 'Info');
    const info = await dialog('Public Access Is Disabled');
    expect(within(info).getByText('home-assistant', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Your service home-assistant is disabled: the gateway does not publish it, so it cannot be reached from external networks.',
    );
    expect(within(info).getByText('State:').nextSibling).toHaveTextContent('Disabled');
    expect(screen.queryByText(PUBLIC_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText(/has been successfully exposed/)).not.toBeInTheDocument();
  });

  it("keeps SPEC's dialog for an enabled service on a disconnected node, with a warning inside", async () => {
    const { user } = renderScreen('/nodes/8');
    await rowWith('restic-rest', await card('HTTP Services'));
    await chooseAction(user, 'restic-rest', 'Info');
    const info = await dialog(PUBLIC_TITLE);
    expect(within(info).getByText('restic-rest', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Your service restic-rest has been successfully exposed on the network.',
    );
    expect(within(info).getByRole('alert')).toHaveTextContent(
      'Node backup-server is disconnected: the gateway has no tunnel to it, so visitors get an error until the node is connected again.',
    );
    expect(within(info).getByText('State:').nextSibling).toHaveTextContent('Enabled · node backup-server disconnected');
  });

  it('says a lifetime ended, and that a TCP service would be disabled again if enabled', async () => {
    const { user } = renderScreen('/nodes/9');
    await rowWith('support-vnc', await card('TCP Services'));
    await chooseAction(user, 'support-vnc', 'Info');
    const info = await dialog('Public Access Has Expired');
    expect(within(info).getByText(/A TCP service keeps its past expiry/)).toBeInTheDocument();
    expect(within(info).getByText('Expires:').nextSibling).toHaveTextContent(/^\d\d\/\d\d\/\d{4} \d\d:\d\d \(ended\)$/);
    await user.click(within(info).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Enabling it again warns that the gateway will undo it (API-FACTS §12.22).
    await chooseAction(user, 'support-vnc', 'Enable Access');
    const confirm = await dialog('Enable Public Access');
    expect(within(confirm).getByText(/A TCP service keeps its past expiry, so the gateway disables it again within a minute/)).toBeInTheDocument();
  });

  it('notes that an HTTP block list is not applied', async () => {
    const { user } = renderScreen('/nodes/7');
    await rowWith('jellyfin', await card('HTTP Services'));
    await chooseAction(user, 'jellyfin', 'Info');
    const info = await dialog(PUBLIC_TITLE);
    expect(within(info).getByText('Blocked IPs:').nextSibling).toHaveTextContent(
      '198.51.100.23, 198.51.100.0/28Wiredoor gateways do not apply blocked IPs to HTTP services: use Allowed IPs to restrict access.',
    );
  });
});
