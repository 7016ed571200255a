/** 'Expose TCP Service on Node' (issue 5 points 4 and 5): rules, defaults, automatic port, info, 422. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wholeText } from '../helpers/wholeText';
import { dialog, renderScreen, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const openTcpForm = async (nodeId = 2) => {
  const view = renderScreen(`/expose/${nodeId}`);
  await view.user.click(await screen.findByRole('button', { name: 'Expose TCP' }));
  return { ...view, form: await dialog('Expose TCP Service on Node') };
};

const save = (user: UserEvent, form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Save' }));
const fill = async (user: UserEvent, input: HTMLElement, text: string) => {
  await user.clear(input);
  await user.type(input, text);
};
const textbox = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });
const number = (form: HTMLElement, name: string) => within(form).getByRole('spinbutton', { name });

describe('TCP service form', () => {
  it('defaults to tcp and backend port 1883, and says the public port is assigned automatically', async () => {
    const { form } = await openTcpForm();
    expect(textbox(form, 'Node Name')).toHaveValue('homelab-nas');
    expect(within(form).getByRole('radio', { name: 'tcp://' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'udp://' })).not.toBeChecked();
    expect(number(form, 'Backend Port')).toHaveValue(1883);
    const publicPort = number(form, 'Public Port (Optional)');
    expect(publicPort).toHaveValue(null);
    expect(publicPort).toHaveAttribute('placeholder', 'Assigned Automatically');
    expect(publicPort).toHaveAccessibleDescription(
      "Leave it empty: a free port is assigned automatically from the gateway's port range.",
    );
    expect(within(form).getByRole('switch', { name: 'Enable SSL Termination' })).not.toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Public Domain (Optional)' })).toHaveValue('');
  });

  it('takes a host name or an IP address as the backend host of a gateway, nothing else', async () => {
    const { user, form } = await openTcpForm(3);
    const host = textbox(form, 'Backend Hostname/IP');
    await fill(user, textbox(form, 'Service Name'), 'db');
    await fill(user, host, 'not a host!!');
    await save(user, form);
    await waitFor(() => expect(host).toHaveAccessibleDescription('Enter a host name or an IP address (IPv4 or IPv6)'));
    for (const good of ['db', 'db.lan', '192.168.1.20', 'fd00::5']) {
      await fill(user, host, good);
      await user.tab();
      await waitFor(() => expect(host).not.toHaveAccessibleDescription('Enter a host name or an IP address (IPv4 or IPv6)'));
    }
    expect(demo.requests('/api/services/3/tcp', 'POST')).toHaveLength(0);
  });

  it('requires the name and a backend port, and checks ports, the optional domain and the IP lists', async () => {
    const { user, form } = await openTcpForm();
    await user.clear(number(form, 'Backend Port'));
    await save(user, form);
    await waitFor(() => expect(number(form, 'Backend Port')).toHaveAccessibleDescription('This field is required'));
    expect(textbox(form, 'Service Name')).toHaveAccessibleDescription('This field is required');

    await fill(user, number(form, 'Backend Port'), '65536');
    await fill(user, number(form, 'Public Port (Optional)'), '0');
    await fill(user, within(form).getByRole('combobox', { name: 'Public Domain (Optional)' }), 'mqtt');
    await user.click(within(form).getByRole('button', { name: 'Add Blocked IP' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Blocked IP 1' }), 'nope');
    await user.tab();
    await save(user, form);
    await waitFor(() => expect(number(form, 'Backend Port')).toHaveAccessibleDescription('This field must be a valid port (1-65535)'));
    expect(number(form, 'Public Port (Optional)')).toHaveAccessibleDescription('This field must be a valid port (1-65535)');
    expect(within(form).getByText('The domain must be in a valid format')).toBeInTheDocument();
    expect(within(form).getByText('Each entry must be a valid IP address or CIDR range')).toBeInTheDocument();
    expect(demo.requests('/api/services/2/tcp', 'POST')).toHaveLength(0);
  });

  it('exposes a service with an automatic public port and shows its address, backend and IP rules', async () => {
    const { user, form } = await openTcpForm();
    await fill(user, textbox(form, 'Service Name'), 'postgres');
    await fill(user, number(form, 'Backend Port'), '5432');
    await user.click(within(form).getByRole('button', { name: 'Add Blocked IP' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Blocked IP 1' }), '198.51.100.0/24');
    await save(user, form);

    const info = await dialog('Your Service is Now Publicly Available');
    // The lowest free port of the demo gateway's 32760-32799 range.
    expect(within(info).getByText(wholeText('tcp://203.0.113.10:32765'))).toBeInTheDocument();
    // The address is no link; the risk the exposure inventory flags is one, to the inventory filtered on it (issue 35).
    expect(within(info).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Admin or database port open to all: Port 5432 (PostgreSQL)', '/exposure?flag=admin_port_open'],
    ]);
    expect(within(info).getByText(wholeText('tcp://localhost:5432'))).toBeInTheDocument();
    expect(within(info).getByText('No restrictions')).toBeInTheDocument();
    expect(within(info).getByText('198.51.100.0/24')).toBeInTheDocument();
    const [post] = demo.requests('/api/services/2/tcp', 'POST');
    const body = (await post.body) as Record<string, unknown>;
    expect(body).not.toHaveProperty('port');
    expect(body).toMatchObject({ name: 'postgres', proto: 'tcp', backendPort: 5432, ssl: false, blockedIps: ['198.51.100.0/24'] });
    await user.click(within(info).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends udp, SSL termination, a chosen public port and domain, and marks SSL in the info', async () => {
    const { user, form } = await openTcpForm();
    await fill(user, textbox(form, 'Service Name'), 'dns');
    await user.click(within(form).getByRole('radio', { name: 'udp://' }));
    await fill(user, number(form, 'Backend Port'), '53');
    await fill(user, number(form, 'Public Port (Optional)'), '32790');
    await user.click(within(form).getByRole('switch', { name: 'Enable SSL Termination' }));
    await fill(user, within(form).getByRole('combobox', { name: 'Public Domain (Optional)' }), 'mqtt.example.com');
    await save(user, form);
    const info = await dialog('Your Service is Now Publicly Available');
    expect(within(info).getByText('Public Access (SSL):')).toBeInTheDocument();
    expect(within(info).getByText(wholeText('udp://mqtt.example.com:32790'))).toBeInTheDocument();
    expect(await demo.requests('/api/services/2/tcp', 'POST')[0].body).toMatchObject({
      proto: 'udp',
      port: 32790,
      ssl: true,
      domain: 'mqtt.example.com',
      backendPort: 53,
    });
  });

  it('puts 422 answers on their fields and keeps the values (unreachable backend, port out of range)', async () => {
    const { user, form } = await openTcpForm();
    await fill(user, textbox(form, 'Service Name'), 'broken');
    await fill(user, number(form, 'Backend Port'), '9');
    await save(user, form);
    await waitFor(() => expect(number(form, 'Backend Port')).toHaveAccessibleDescription(
        'The gateway could not connect to port 9 on 10.0.0.2: check that the service runs there and that the node is connected.',
      ));
    expect(number(form, 'Backend Port')).toHaveValue(9);
    expect(textbox(form, 'Service Name')).toHaveValue('broken');

    await fill(user, number(form, 'Backend Port'), '8883');
    await fill(user, number(form, 'Public Port (Optional)'), '40000');
    await save(user, form);
    await waitFor(() =>
      expect(number(form, 'Public Port (Optional)')).toHaveAccessibleDescription(
        'This gateway exposes TCP and UDP services on ports up to 32799 only (its TCP_SERVICES_PORT_RANGE): choose a port in its range, or leave it empty to have one assigned.',
      ),
    );
    expect(number(form, 'Public Port (Optional)')).toHaveValue(40000);
    expect(screen.queryByRole('dialog', { name: 'Your Service is Now Publicly Available' })).not.toBeInTheDocument();
  });
});
