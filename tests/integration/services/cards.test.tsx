/** Services cards and their row actions (issue 6 point 6, and the Info dialog of point 5). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wholeText } from '../helpers/wholeText';
import { actionsOf, chooseAction, dialog, renderScreen, rowWith, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const card = (name: 'HTTP Services' | 'TCP Services') => screen.findByRole('region', { name });

describe('services cards on a node page', () => {
  it('shows HTTP and TCP cards with Add Service, rows with their status, public access and backend target', async () => {
    renderScreen('/nodes/2');
    const http = await card('HTTP Services');
    const tcp = await card('TCP Services');
    expect(within(http).getByRole('button', { name: 'Add Service' })).toBeInTheDocument();
    const row = await rowWith('nas-web', http);
    expect(within(row).getByRole('img', { name: 'Enabled: publicly accessible' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'https://home.example.net/' })).toHaveAttribute('href', 'https://home.example.net/');
    expect(within(row).getByText(wholeText('http://localhost:5000'))).toBeInTheDocument();
    expect(within(row).getByText(/Upstream ->/)).toBeInTheDocument();

    expect(await within(tcp).findByText('No TCP services yet')).toBeInTheDocument();
    expect(within(tcp).getByText(/You haven't exposed any TCP or UDP service on this node yet/)).toBeInTheDocument();
    expect(within(tcp).getAllByRole('button', { name: 'Add Service' })).toHaveLength(2);
    const list = demo.requests('/api/services/2/http').at(-1)!;
    expect(list.url.searchParams.get('limit')).toBe('5');
    expect(list.url.searchParams.get('page')).toBe('1');
  });

  it('marks a disabled service with a red dot and shows TCP proxies', async () => {
    renderScreen('/nodes/10');
    const http = await card('HTTP Services');
    const row = await rowWith('staging-web', http);
    expect(within(row).getByRole('img', { name: 'Disabled: not publicly accessible' })).toHaveAttribute('data-status', 'disabled');
    const tcp = await card('TCP Services');
    const tcpRow = await rowWith('postgres-staging', tcp);
    expect(within(tcpRow).getByText(wholeText('tcp://203.0.113.10:32762'))).toBeInTheDocument();
    expect(within(tcpRow).getByText(/Proxy ->/)).toBeInTheDocument();
    expect(within(tcpRow).getByText(wholeText('tcp://localhost:5432'))).toBeInTheDocument();
  });

  it('lists 5 services a page and goes back a page after deleting the last row of the last page', async () => {
    for (let index = 1; index <= 5; index += 1) {
      demo.db.insert('httpServices', {
        name: `extra-${index}`, nodeId: 2, domain: null, pathLocation: `/extra-${index}`, backendHost: null, backendPort: 8000 + index,
        backendProto: 'http', enabled: true, requireAuth: false, skipAuthRoutes: null, allowedIps: null, blockedIps: null, expiresAt: null,
      });
    }
    const { user } = renderScreen('/nodes/2');
    const http = await card('HTTP Services');
    await rowWith('nas-web', http);
    expect(within(http).getAllByRole('row')).toHaveLength(6);
    expect(within(http).getByText('1-5 of 6')).toBeInTheDocument();
    await user.click(within(http).getByRole('button', { name: 'Go to page 2' }));
    await rowWith('extra-5', http);
    expect(demo.requests('/api/services/2/http').at(-1)!.url.searchParams.get('page')).toBe('2');

    await chooseAction(user, 'extra-5', 'Delete Service');
    await user.click(within(await dialog('Delete service')).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Service deleted successfully!')).toBeInTheDocument();
    expect(await within(http).findByText('1-5 of 5')).toBeInTheDocument();
    expect(within(http).getByText('nas-web')).toBeInTheDocument();
  });

  it('offers Info, Check, Logs Monitor, Test Backend (HTTP), Edit Service, Disable Access and Delete Service (no Go to node on a node page)', async () => {
    const { user, location } = renderScreen('/nodes/2');
    await rowWith('nas-web', await card('HTTP Services'));
    expect(await actionsOf(user, 'nas-web')).toEqual(['Info', 'Check', 'Logs Monitor', 'Test Backend', 'Edit Service', 'Disable Access', 'Delete Service']);
    await chooseAction(user, 'nas-web', 'Logs Monitor');
    await waitFor(() => expect(location().pathname).toBe('/nodes/2/http/2/logs'));
  });

  it('shows the service info dialog from the Info action', async () => {
    const { user } = renderScreen('/nodes/7');
    await rowWith('jellyfin', await card('HTTP Services'));
    await chooseAction(user, 'jellyfin', 'Info');
    const info = await dialog('Your Service is Now Publicly Available');
    expect(within(info).getByText('jellyfin', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Your service jellyfin has been successfully exposed on the network.',
    );
    expect(within(info).getByRole('link', { name: 'https://media.example.net/' })).toBeInTheDocument();
    expect(within(info).getByText(wholeText('http://localhost:8096'))).toBeInTheDocument();
    expect(within(info).getByText('No restrictions')).toBeInTheDocument();
    expect(within(info).getByText('198.51.100.23, 198.51.100.0/28')).toBeInTheDocument();
    await user.click(within(info).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables access only after the confirmation, with the toast and a red dot', async () => {
    const { user } = renderScreen('/nodes/2');
    const http = await card('HTTP Services');
    await rowWith('nas-web', http);
    await chooseAction(user, 'nas-web', 'Disable Access');
    let confirm = await dialog('Disable Public Access');
    expect(within(confirm).getByText(/Disabling public access will make it unreachable from external networks/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.db.find('httpServices', 2)!.enabled).toBe(true);

    await chooseAction(user, 'nas-web', 'Disable Access');
    confirm = await dialog('Disable Public Access');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, disable public access!' }));
    expect(await screen.findByText('Service disabled from public access successfully!')).toBeInTheDocument();
    expect(await within(http).findByRole('img', { name: 'Disabled: not publicly accessible' })).toBeInTheDocument();
    expect(demo.db.find('httpServices', 2)!.enabled).toBe(false);
    expect(demo.requests('/api/services/2/http/2/disable', 'PATCH')).toHaveLength(1);
    expect(await actionsOf(user, 'nas-web')).toContain('Enable Access');
  });

  it('enables access after its confirmation, with the toast and a green dot', async () => {
    const { user } = renderScreen('/nodes/9');
    const http = await card('HTTP Services');
    await rowWith('home-assistant', http);
    expect(await actionsOf(user, 'home-assistant')).not.toContain('Disable Access');
    await chooseAction(user, 'home-assistant', 'Enable Access');
    const confirm = await dialog('Enable Public Access');
    expect(within(confirm).getByText(/Enabling public access will make this service reachable from external networks/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, enable public access!' }));
    expect(await screen.findByText('Service exposed successfully!')).toBeInTheDocument();
    expect(await within(http).findByRole('img', { name: 'Enabled: publicly accessible' })).toBeInTheDocument();
    expect(demo.db.find('httpServices', 6)!.enabled).toBe(true);
  });

  it('enables and disables TCP services too', async () => {
    const { user } = renderScreen('/nodes/10');
    const tcp = await card('TCP Services');
    await rowWith('postgres-staging', tcp);
    await chooseAction(user, 'postgres-staging', 'Enable Access');
    await user.click(within(await dialog('Enable Public Access')).getByRole('button', { name: 'Yes, enable public access!' }));
    expect(await screen.findByText('Service exposed successfully!')).toBeInTheDocument();
    expect(demo.requests('/api/services/10/tcp/3/enable', 'PATCH')).toHaveLength(1);
    expect(demo.db.find('tcpServices', 3)!.enabled).toBe(true);
  });

  it('deletes a service only after the confirmation, with the toast', async () => {
    const { user } = renderScreen('/nodes/6');
    const tcp = await card('TCP Services');
    await rowWith('dns-resolver', tcp);
    await chooseAction(user, 'dns-resolver', 'Delete Service');
    const confirm = await dialog('Delete service');
    expect(within(confirm).getByText(/This action will permanently remove the service from the system/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Service deleted successfully!')).toBeInTheDocument();
    expect(await within(tcp).findByText('No TCP services yet')).toBeInTheDocument();
    expect(demo.db.tcpServices.some((s) => s.name === 'dns-resolver')).toBe(false);
  });

  it("reports the gateway's refusal to delete the console's own service", async () => {
    const { user } = renderScreen('/nodes/1');
    await rowWith('Wiredoor_APP', await card('HTTP Services'));
    await chooseAction(user, 'Wiredoor_APP', 'Delete Service');
    await user.click(within(await dialog('Delete service')).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText("Wiredoor APP can't be deleted")).toBeInTheDocument();
    expect(demo.db.find('httpServices', 1)).toBeDefined();
  });

  it('edits a service in its form (values shown, PATCH sent) and shows the info dialog', async () => {
    const { user } = renderScreen('/nodes/6');
    await rowWith('app-api', await card('HTTP Services'));
    await chooseAction(user, 'app-api', 'Edit Service');
    const form = await dialog('Expose HTTP Service on Node');
    expect(within(form).getByRole('textbox', { name: 'Node Name' })).toHaveValue('dev-laptop');
    expect(within(form).getByRole('textbox', { name: 'Service Name' })).toHaveValue('app-api');
    expect(within(form).getByRole('combobox', { name: 'Public Domain' })).toHaveValue('app.example.com');
    expect(within(form).getByRole('textbox', { name: 'Public HTTP Path' })).toHaveValue('/api');
    expect(within(form).getByRole('spinbutton', { name: 'Backend Port' })).toHaveValue(8081);
    await waitFor(() => expect(within(form).getByRole('switch', { name: 'Require Authentication' })).toBeChecked());
    const port = within(form).getByRole('spinbutton', { name: 'Backend Port' });
    await user.clear(port);
    await user.type(port, '8082');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const info = await dialog('Your Service is Now Publicly Available');
    expect(within(info).getByText(wholeText('http://localhost:8082'))).toBeInTheDocument();
    const [patch] = demo.requests('/api/services/6/http/5', 'PATCH');
    expect(await patch.body).toMatchObject({ name: 'app-api', backendPort: 8082, requireAuth: true });
    expect(demo.db.find('httpServices', 5)!.backendPort).toBe(8082);
  });

  it('adds a service from the card: the form for that node, then the info dialog and the new row', async () => {
    const { user } = renderScreen('/nodes/2');
    const tcp = await card('TCP Services');
    await within(tcp).findByText('No TCP services yet');
    await user.click(within(tcp).getAllByRole('button', { name: 'Add Service' })[0]);
    const form = await dialog('Expose TCP Service on Node');
    expect(within(form).getByRole('textbox', { name: 'Node Name' })).toHaveValue('homelab-nas');
    await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'smb');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(within(await dialog('Your Service is Now Publicly Available')).getByRole('button', { name: 'Got it!' }));
    expect(await rowWith('smb', tcp)).toBeInTheDocument();
  });
});

describe('services cards in a domain row', () => {
  it('offer Go to node, which leads to the service node', async () => {
    const { user, location } = renderScreen('/domains');
    const row = await rowWith('app.example.com');
    await user.click(within(row).getByRole('button', { name: 'Show services of app.example.com' }));
    const http = await card('HTTP Services');
    await rowWith('app-frontend', http);
    expect(within(http).queryByRole('button', { name: 'Add Service' })).not.toBeInTheDocument();
    expect(await actionsOf(user, 'app-frontend')).toEqual([
      'Info',
      'Check',
      'Logs Monitor',
      'Test Backend',
      'Edit Service',
      'Go to node',
      'Disable Access',
      'Delete Service',
    ]);
    await chooseAction(user, 'app-frontend', 'Go to node');
    await waitFor(() => expect(location().pathname).toBe('/nodes/6'));
  });

  it('edit a service of another node (its node is fetched for the form)', async () => {
    const { user } = renderScreen('/domains');
    const row = await rowWith('nas.home.arpa');
    await user.click(within(row).getByRole('button', { name: 'Show services of nas.home.arpa' }));
    await rowWith('printer-ui', await card('HTTP Services'));
    await chooseAction(user, 'printer-ui', 'Edit Service');
    const form = await dialog('Expose HTTP Service on Node');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Node Name' })).toHaveValue('office-gateway'));
    expect(within(form).getByRole('textbox', { name: 'Backend Hostname/IP' })).toHaveValue('192.168.1.50');
    expect(within(form).getByRole('textbox', { name: 'Backend Hostname/IP' })).not.toHaveAttribute('readonly');
    expect(within(form).getByRole('radio', { name: 'https://' })).toBeChecked();
  });
});
