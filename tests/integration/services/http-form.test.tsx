/** 'Expose HTTP Service on Node' (issue 5 points 3 and 5): every rule with its message, links, create, 422. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { constants } from '../../../src/config';
import { wholeText } from '../helpers/wholeText';
import { dialog, renderScreen, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const SEARCH_DELAY_MS = constants.autocompleteDelay;
const CLOSE_DELAY_MS = constants.autocompleteCloseDelay;

/**
 * Runs `steps` on a fake clock (only setTimeout and Date, which the debounce and the close delay use).
 * Inside, events go through fireEvent: user-event's async wrapper waits on a real timer.
 */
const withFakeTimers = (steps: () => void) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    steps();
  } finally {
    vi.useRealTimers();
  }
};

/** The HTTP form for node `nodeId` (2 = homelab-nas, a regular node; 3 = office-gateway). */
const openHttpForm = async (nodeId = 2) => {
  const view = renderScreen(`/expose/${nodeId}`);
  await view.user.click(await screen.findByRole('button', { name: 'Expose HTTP' }));
  const form = await dialog('Expose HTTP Service on Node');
  return { ...view, form };
};

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });
const save = (user: UserEvent, form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Save' }));
const fill = async (user: UserEvent, input: HTMLElement, text: string) => {
  await user.clear(input);
  await user.type(input, text);
};

describe('HTTP service form', () => {
  it('shows the node and the defaults: backend protocol http, backend port 80', async () => {
    const { form } = await openHttpForm();
    expect(field(form, 'Node Name')).toHaveValue('homelab-nas');
    expect(within(form).getByRole('radio', { name: 'http://' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'https://' })).not.toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: 'Backend Port' })).toHaveValue(80);
    // A regular node is reached on its tunnel address: no other backend host.
    expect(field(form, 'Backend Hostname/IP')).toHaveAttribute('readonly');
  });

  it('lets a gateway forward to another host', async () => {
    const { form } = await openHttpForm(3);
    expect(field(form, 'Node Name')).toHaveValue('office-gateway');
    expect(field(form, 'Backend Hostname/IP')).not.toHaveAttribute('readonly');
  });

  it('requires the name and one of domain or path, and sends nothing until fixed', async () => {
    const { user, form } = await openHttpForm();
    await save(user, form);
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getAllByText('Either a domain or a path is required')).toHaveLength(2);
    await fill(user, field(form, 'Public HTTP Path'), '/photos');
    await waitFor(() => expect(within(form).queryByText('Either a domain or a path is required')).not.toBeInTheDocument());
    expect(demo.requests('/api/services/2/http', 'POST')).toHaveLength(0);
  });

  it("checks the domain's format, the path's leading '/', the port and every IP entry", async () => {
    const { user, form } = await openHttpForm();
    await fill(user, within(form).getByRole('combobox', { name: 'Public Domain' }), 'not a domain');
    await user.tab();
    expect(await within(form).findByText('The domain must be in a valid format')).toBeInTheDocument();

    await fill(user, field(form, 'Public HTTP Path'), 'api');
    await user.tab();
    expect(await within(form).findByText("The path must start with '/'")).toBeInTheDocument();

    const port = within(form).getByRole('spinbutton', { name: 'Backend Port' });
    await fill(user, port, '70000');
    await user.tab();
    expect(await within(form).findByText('This field must be a valid port (1-65535)')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add Allowed IP' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Allowed IP 1' }), '10.0.0.300');
    await user.click(within(form).getByRole('button', { name: 'Add Blocked IP' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Blocked IP 1' }), '192.168.1.0/33');
    await user.tab();
    await save(user, form);
    await waitFor(() => expect(within(form).getAllByText('Each entry must be a valid IP address or CIDR range')).toHaveLength(2));
    expect(demo.requests('/api/services/2/http', 'POST')).toHaveLength(0);
  });

  it('offers the existing domains and keeps a new name as typed', async () => {
    const { user, form } = await openHttpForm();
    const domain = within(form).getByRole('combobox', { name: 'Public Domain' });
    await user.click(domain);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(demo.db.domains.map((d) => d.domain));
    await user.type(domain, 'brand-new.example.org');
    await user.tab();
    expect(domain).toHaveValue('brand-new.example.org');
    expect(within(form).queryByText('The domain must be in a valid format')).not.toBeInTheDocument();
  });

  it('filters the domains only once typing has paused for 300 ms', async () => {
    const { user, form } = await openHttpForm();
    const domain = within(form).getByRole('combobox', { name: 'Public Domain' });
    await user.click(domain);
    await screen.findByRole('listbox');
    const options = () => screen.queryAllByRole('option').length;
    const all = options();
    withFakeTimers(() => {
      fireEvent.change(domain, { target: { value: 'g' } });
      act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
      fireEvent.change(domain, { target: { value: 'gr' } });
      expect(options()).toBe(all);
      act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
      expect(options()).toBe(all);
      act(() => vi.advanceTimersByTime(1));
      expect(options()).toBe(1);
    });
    expect(screen.getByRole('option', { name: 'grafana.example.com' })).toBeInTheDocument();
  });

  it('closes the domain list 150 ms after the field loses focus', async () => {
    const { user, form } = await openHttpForm();
    const domain = within(form).getByRole('combobox', { name: 'Public Domain' });
    await user.click(domain);
    await screen.findByRole('listbox');
    withFakeTimers(() => {
      fireEvent.blur(domain);
      act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 1));
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });

  it('puts a chosen option in the field', async () => {
    const { user, form } = await openHttpForm();
    await user.click(within(form).getByRole('combobox', { name: 'Public Domain' }));
    await user.click(await screen.findByRole('option', { name: 'home.example.net' }));
    expect(within(form).getByRole('combobox', { name: 'Public Domain' })).toHaveValue('home.example.net');
  });

  it('enables Require Authentication only for a domain with authentication, with the warning otherwise', async () => {
    const { user, form } = await openHttpForm();
    const requireAuth = within(form).getByRole('switch', { name: 'Require Authentication' });
    expect(requireAuth).toBeDisabled();
    expect(within(form).getByText('Choose a domain with OAuth2 authentication to require sign-in.')).toBeInTheDocument();

    const domain = within(form).getByRole('combobox', { name: 'Public Domain' });
    await fill(user, domain, 'grafana.example.com');
    expect(await within(form).findByText('⚠️ Authentication is not enabled for this domain')).toBeInTheDocument();
    expect(requireAuth).toBeDisabled();

    await fill(user, domain, 'app.example.com');
    await waitFor(() => expect(requireAuth).toBeEnabled());
    expect(within(form).queryByText('⚠️ Authentication is not enabled for this domain')).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Paths to bypass authentication (optional)' })).not.toBeInTheDocument();
    await user.click(requireAuth);
    expect(requireAuth).toBeChecked();
    expect(await within(form).findByRole('textbox', { name: 'Paths to bypass authentication (optional)' })).toBeInTheDocument();

    // Moving to a domain without authentication turns it off.
    await fill(user, domain, 'media.example.net');
    await waitFor(() => expect(requireAuth).not.toBeChecked());
    expect(requireAuth).toBeDisabled();
    expect(within(form).queryByRole('textbox', { name: 'Paths to bypass authentication (optional)' })).not.toBeInTheDocument();
  });

  it.each([
    ['GET=/admin', 'Line 1 should not contain HTTP method or operator prefix: "GET=/admin"'],
    ['/health\nPOST != /x', 'Line 2 should not contain HTTP method or operator prefix: "POST != /x"'],
    ['/ok\n/a;b', 'Line 2 contains forbidden characters: "/a;b"'],
    ['/a\n\n/b\n^(unclosed', 'Line 3 is not a valid regular expression: "^(unclosed"'],
    ['health', 'Line 1 must start with \'/\' or \'^\': "health"'],
    ['/two words', 'Line 1 contains whitespace and is not valid: "/two words"'],
  ])('checks the bypass paths line by line: %j', async (routes, message) => {
    const { user, form } = await openHttpForm();
    await fill(user, field(form, 'Service Name'), 'web');
    await fill(user, within(form).getByRole('combobox', { name: 'Public Domain' }), 'app.example.com');
    const requireAuth = within(form).getByRole('switch', { name: 'Require Authentication' });
    await waitFor(() => expect(requireAuth).toBeEnabled());
    await user.click(requireAuth);
    const textarea = await within(form).findByRole('textbox', { name: 'Paths to bypass authentication (optional)' });
    await user.type(textarea, routes.replace(/\n/g, '{Enter}'));
    await user.tab();
    expect(await within(form).findByText(message)).toBeInTheDocument();
    await save(user, form);
    expect(demo.requests('/api/services/2/http', 'POST')).toHaveLength(0);
  });

  it('exposes a service and shows its public access, backend target and IP rules', async () => {
    const { user, form } = await openHttpForm();
    await fill(user, field(form, 'Service Name'), 'photos');
    await fill(user, within(form).getByRole('combobox', { name: 'Public Domain' }), 'app.example.com');
    await fill(user, field(form, 'Public HTTP Path'), '/photos');
    await user.click(within(form).getByRole('radio', { name: 'https://' }));
    await fill(user, within(form).getByRole('spinbutton', { name: 'Backend Port' }), '8443');
    await user.click(within(form).getByRole('button', { name: 'Add Allowed IP' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Allowed IP 1' }), '192.168.1.0/24');
    await user.click(within(form).getByRole('button', { name: 'Add Allowed IP' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Allowed IP 2' }), '2001:db8::1');
    const requireAuth = within(form).getByRole('switch', { name: 'Require Authentication' });
    await waitFor(() => expect(requireAuth).toBeEnabled());
    await user.click(requireAuth);
    await user.type(await within(form).findByRole('textbox', { name: 'Paths to bypass authentication (optional)' }), '/health{Enter}^/public/.*');
    await save(user, form);

    const info = await dialog('Your Service is Now Publicly Available');
    expect(within(info).getByText('photos', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Your service photos has been successfully exposed on the network.',
    );
    const link = within(info).getByRole('link', { name: 'https://app.example.com/photos' });
    expect(link).toHaveAttribute('href', 'https://app.example.com/photos');
    expect(within(info).getByText(wholeText('https://localhost:8443'))).toBeInTheDocument();
    expect(within(info).getByText('192.168.1.0/24, 2001:db8::1')).toBeInTheDocument();
    expect(within(info).getByText('None')).toBeInTheDocument();

    const [post] = demo.requests('/api/services/2/http', 'POST');
    expect(await post.body).toEqual({
      name: 'photos',
      domain: 'app.example.com',
      pathLocation: '/photos',
      backendProto: 'https',
      backendHost: null,
      backendPort: 8443,
      allowedIps: ['192.168.1.0/24', '2001:db8::1'],
      blockedIps: [],
      requireAuth: true,
      skipAuthRoutes: '/health\n^/public/.*',
    });
    await user.click(within(info).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.db.httpServices.find((s) => s.name === 'photos')).toMatchObject({ nodeId: 2, requireAuth: true });
  });

  it('sends the default backend port 80 when the field was cleared, as the gateway refuses a service without one', async () => {
    const { user, form } = await openHttpForm();
    await fill(user, field(form, 'Service Name'), 'no-port');
    await fill(user, field(form, 'Public HTTP Path'), '/no-port');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Backend Port' }));
    await save(user, form);
    await dialog('Your Service is Now Publicly Available');
    const [post] = demo.requests('/api/services/2/http', 'POST');
    expect(await post.body).toMatchObject({ name: 'no-port', backendPort: 80 });
  });

  it('puts a 422 answer on its field (unreachable backend) and keeps every typed value', async () => {
    const { user, form } = await openHttpForm();
    await fill(user, field(form, 'Service Name'), 'broken');
    await fill(user, field(form, 'Public HTTP Path'), '/broken');
    await fill(user, within(form).getByRole('spinbutton', { name: 'Backend Port' }), '9');
    await save(user, form);
    const port = within(form).getByRole('spinbutton', { name: 'Backend Port' });
    await waitFor(() => expect(port).toHaveAccessibleDescription(
        'The gateway could not connect to port 9 on 10.0.0.2: check that the service runs there and that the node is connected.',
      ));
    expect(port).toHaveValue(9);
    expect(field(form, 'Service Name')).toHaveValue('broken');
    expect(field(form, 'Public HTTP Path')).toHaveValue('/broken');
    expect(screen.queryByRole('dialog', { name: 'Your Service is Now Publicly Available' })).not.toBeInTheDocument();
  });
  it("on the gateway's own node, asks for the host that runs the service, never the gateway itself, before sending anything", async () => {
    const { user, form } = await openHttpForm(1);
    expect(field(form, 'Node Name')).toHaveValue('Wiredoor_Local');
    await fill(user, field(form, 'Service Name'), 'nas-admin');
    await fill(user, field(form, 'Public HTTP Path'), '/nas');
    await fill(user, within(form).getByRole('spinbutton', { name: 'Backend Port' }), '8080');
    const host = field(form, 'Backend Hostname/IP');
    const message = "On the gateway's own node, enter the address of the host that runs the service (not localhost or 127.0.0.1)";
    await save(user, form);
    await waitFor(() => expect(host).toHaveAccessibleDescription(message));
    await fill(user, host, '127.0.0.1');
    await save(user, form);
    await waitFor(() => expect(host).toHaveAccessibleDescription(message));
    expect(demo.requests('/api/services/1/http', 'POST')).toHaveLength(0);

    await fill(user, host, '192.168.1.20');
    await save(user, form);
    await dialog('Your Service is Now Publicly Available');
    expect(demo.db.httpServices.find((service) => service.name === 'nas-admin')).toMatchObject({ nodeId: 1, backendHost: '192.168.1.20', backendPort: 8080 });
  });
});
