import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, findToast, openMenu, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const lastBody = async (method: 'POST' | 'PATCH') => {
  const calls = demo.bodies.filter((call) => call.method === method && call.url.pathname.startsWith('/api/nodes'));
  return JSON.parse(await calls.at(-1)!.text) as Record<string, unknown>;
};

const openCreateForm = async (user: ReturnType<typeof renderScreen>['user']) => {
  await rowOf('homelab-nas');
  await user.click(screen.getByRole('button', { name: 'Add Client' }));
  return screen.findByRole('dialog', { name: 'Client / Node Configuration' });
};

describe('node form', () => {
  it('creates a gateway: required name, eth0 row on tick, CIDR required, then the node-ready dialog', async () => {
    const { user } = renderScreen('/nodes');
    const dialog = await openCreateForm(user);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'lab-gateway');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('placeholder', 'Enter a friendly name for this node');

    await user.click(within(dialog).getByRole('switch', { name: 'Act as a network gateway' }));
    const interfaces = within(dialog).getAllByRole('textbox', { name: 'Interface' });
    expect(interfaces.map((input) => (input as HTMLInputElement).value)).toEqual(['eth0']);
    const subnet = within(dialog).getByRole('textbox', { name: 'Subnet' });
    expect(subnet).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(subnet).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.type(subnet, '192.168.50.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field must be an IP address with a CIDR prefix, e.g. 192.168.1.0/24')).toBeInTheDocument();
    await user.clear(subnet);
    await user.type(subnet, '192.168.50.0/24');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    const body = await lastBody('POST');
    expect(body).toMatchObject({ name: 'lab-gateway', isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.50.0/24' }], keepalive: 25 });
    expect(demo.db.nodes.find((node) => node.name === 'lab-gateway')).toBeDefined();
    expect(ready).toBeInTheDocument();
  });

  it('the node-ready dialog shows the one-time token, the CLI command and the config download, never keys', async () => {
    const saved = captureDownloads();
    const { user } = renderScreen('/nodes');
    const dialog = await openCreateForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'lab-gateway');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    const created = demo.db.nodes.find((node) => node.name === 'lab-gateway')!;

    expect(within(ready).getByText('Your node is ready! You can connect using one of the following methods:')).toBeInTheDocument();
    expect(within(ready).getByText('The token is only visible once. Make sure to store it securely.')).toBeInTheDocument();
    expect(within(ready).getByText(/\/etc\/wiredoor\/config\.ini/)).toBeInTheDocument();
    const token = within(ready).getByRole('textbox', { name: 'Token' }) as HTMLInputElement;
    expect(token.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(token).toHaveAttribute('readonly');
    const command = within(ready).getByRole('textbox', { name: 'Wiredoor CLI' });
    expect(command).toHaveValue(`wiredoor connect --url=${window.location.origin} --token=SECRET`);
    // Key material leaked by the create answer is never rendered.
    const fields = [...document.querySelectorAll<HTMLInputElement>('input, textarea')].map((field) => field.value);
    const shown = [document.body.textContent, ...fields].join('\n');
    for (const secret of [created.privateKey, created.publicKey, created.preSharedKey]) {
      expect(secret).toBeTruthy();
      expect(shown).not.toContain(secret);
    }

    const [copyToken, copyCommand] = within(ready).getAllByRole('button', { name: 'Copy' });
    await user.click(copyToken);
    expect(await navigator.clipboard.readText()).toBe(token.value);
    expect(await within(ready).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(within(ready).queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument());
    await user.click(copyCommand);
    expect(await navigator.clipboard.readText()).toBe(`wiredoor connect --url=${window.location.origin} --token=${token.value}`);

    expect(within(ready).getByRole('link', { name: /Wiredoor-CLI tool/ })).toHaveAttribute('target', '_blank');
    await user.click(within(ready).getByRole('button', { name: 'Download Configuration' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('wiredoor-lab-gateway-config.conf');

    await user.click(within(ready).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('unticking the gateway clears the list; advanced mode names new interfaces eth<count>', async () => {
    const { user } = renderScreen('/nodes');
    const dialog = await openCreateForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'plain-node');
    await user.click(within(dialog).getByRole('button', { name: 'Advanced Form' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Act as a network gateway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Interface' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Interface' }));
    expect(within(dialog).getAllByRole('textbox', { name: 'Interface' }).map((input) => (input as HTMLInputElement).value)).toEqual([
      'eth0', 'eth1', 'eth2',
    ]);
    await user.click(within(dialog).getByRole('switch', { name: 'Act as a network gateway' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Interface' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Send all internet traffic through the VPN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    expect(await lastBody('POST')).toMatchObject({ name: 'plain-node', isGateway: false, gatewayNetworks: null, allowInternet: true, advanced: true });
  });

  it('keepalive defaults to 25 (0 allowed) and a given address must be a plain IPv4', async () => {
    const { user } = renderScreen('/nodes');
    const dialog = await openCreateForm(user);
    expect(within(dialog).queryByRole('spinbutton', { name: 'Persistence Keepalive' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Advanced Form' }));
    const keepalive = within(dialog).getByRole('spinbutton', { name: 'Persistence Keepalive' });
    expect(keepalive).toHaveValue(25);
    await user.clear(keepalive);
    await user.type(keepalive, '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'fixed-address');
    const address = within(dialog).getByRole('textbox', { name: 'Address (Optional)' });
    await user.type(address, '10.0.0.77/32');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field must be a valid IPv4 address without CIDR')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, '10.0.0.77');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    expect(await lastBody('POST')).toMatchObject({ name: 'fixed-address', keepalive: 0, address: '10.0.0.77' });
  });

  it('puts 422 messages on their fields and keeps what the user typed', async () => {
    const { user } = renderScreen('/nodes');
    const dialog = await openCreateForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Advanced Form' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'clash');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address (Optional)' }), '10.0.0.2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another node already has this address: choose a free one, or leave it empty to have one assigned.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('clash');
    expect(within(dialog).getByRole('textbox', { name: 'Address (Optional)' })).toHaveValue('10.0.0.2');
    expect(within(dialog).getByRole('textbox', { name: 'Address (Optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Your Node is Ready' })).not.toBeInTheDocument();
  });

  it('edits a node: read-only address, PATCH, toast and the new name in the list', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await openMenu(user, 'homelab-nas');
    await user.click(screen.getByRole('menuitem', { name: 'Edit Node' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('10.0.0.2');
    expect(address).toHaveAttribute('readonly');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'nas-renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Node updated successfully!');
    expect(await lastBody('PATCH')).toEqual({
      name: 'nas-renamed', dns: '1.1.1.1', keepalive: 25, address: '10.0.0.2', allowInternet: false, isGateway: false, advanced: false, gatewayNetworks: null,
    });
    await rowOf('nas-renamed');
    expect(demo.db.find('nodes', 2)!.name).toBe('nas-renamed');
    expect(screen.queryByRole('dialog', { name: 'Your Node is Ready' })).not.toBeInTheDocument();
  });
});
