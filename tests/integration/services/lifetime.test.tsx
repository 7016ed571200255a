/**
 * Issue 15 point 5, expiring exposure: the HTTP and TCP forms offer a lifetime on create only (None,
 * 1 hour, 1 day, 1 week, or a custom value in the gateway's `ttl` format), sent as `ttl`; an edited
 * service shows its expiry and why it cannot change; rows show the time left as it passes, and when
 * the lifetime ends the row says so at once and the card reads the gateway's disabled state.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRY_SETTLE_MS } from '../../../src/services/useServiceState';
import { chooseAction, dialog, renderScreen, rowWith, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

afterEach(() => {
  vi.useRealTimers();
});

const card = (name: 'HTTP Services' | 'TCP Services') => screen.findByRole('region', { name });

/** Chooses `option` in the form's Lifetime select. */
const chooseLifetime = async (user: UserEvent, form: HTMLElement, option: string) => {
  await user.click(within(form).getByRole('combobox', { name: 'Lifetime (Optional)' }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** The 'Add Service' form of a node page's card. */
const openAddForm = async (nodeId: number, type: 'HTTP Services' | 'TCP Services') => {
  const view = renderScreen(`/nodes/${nodeId}`);
  const scope = await card(type);
  await view.user.click(within(scope).getAllByRole('button', { name: 'Add Service' })[0]);
  const form = await dialog(type === 'HTTP Services' ? 'Expose HTTP Service on Node' : 'Expose TCP Service on Node');
  return { ...view, form, scope };
};

const lastBody = async (path: string) => demo.requests(path, 'POST').at(-1)?.body;

describe('lifetime on create', () => {
  it('offers None, 1 hour, 1 day, 1 week and Custom, None first', async () => {
    const { user, form } = await openAddForm(2, 'HTTP Services');
    const select = within(form).getByRole('combobox', { name: 'Lifetime (Optional)' });
    expect(select).toHaveTextContent('None');
    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['None', '1 hour', '1 day', '1 week', 'Custom']);
  });

  it('sends no ttl without a lifetime', async () => {
    const { user, form } = await openAddForm(2, 'HTTP Services');
    await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'forever');
    await user.type(within(form).getByRole('textbox', { name: 'Public HTTP Path' }), '/forever');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const info = await dialog('Your Service is Now Publicly Available');
    expect(within(info).queryByText('Expires:')).not.toBeInTheDocument();
    expect(await lastBody('/api/services/2/http')).not.toHaveProperty('ttl');
  });

  it('sends 1 day as ttl "1d"; the info dialog and the row show the expiry', async () => {
    const { user, form, scope } = await openAddForm(2, 'HTTP Services');
    await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'one-day');
    await user.type(within(form).getByRole('textbox', { name: 'Public HTTP Path' }), '/one-day');
    await chooseLifetime(user, form, '1 day');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const info = await dialog('Your Service is Now Publicly Available');
    expect(within(info).getByText('Expires:').nextSibling).toHaveTextContent(/^\d\d\/\d\d\/\d{4} \d\d:\d\d \(in 24 hr\)$/);
    expect(await lastBody('/api/services/2/http')).toMatchObject({ ttl: '1d' });
    const saved = demo.db.httpServices.find((service) => service.name === 'one-day')!;
    expect(Date.parse(saved.expiresAt!) - Date.parse(saved.created_at)).toBeGreaterThan(23.9 * 3_600_000);
    await user.click(within(info).getByRole('button', { name: 'Got it!' }));
    const row = await rowWith('one-day', scope);
    expect(within(row).getByText('Expires in 24 hr')).toBeInTheDocument();
  });

  it('sends 1 week as "7d" for a TCP service', async () => {
    const { user, form } = await openAddForm(2, 'TCP Services');
    await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'week-long');
    await chooseLifetime(user, form, '1 week');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await dialog('Your Service is Now Publicly Available');
    expect(await lastBody('/api/services/2/tcp')).toMatchObject({ ttl: '7d' });
  });

  it('checks a custom lifetime against the gateway\'s format, then sends it', async () => {
    const { user, form } = await openAddForm(2, 'HTTP Services');
    await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'custom');
    await user.type(within(form).getByRole('textbox', { name: 'Public HTTP Path' }), '/custom');
    await chooseLifetime(user, form, 'Custom');
    const custom = within(form).getByRole('textbox', { name: 'Custom lifetime' });
    await user.type(custom, '2 weeks');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a lifetime as a number and a unit: s, m, h or d (e.g. 30s, 10m, 2h, 1d)')).toBeInTheDocument();
    expect(demo.requests('/api/services/2/http', 'POST')).toHaveLength(0);
    await user.clear(custom);
    await user.type(custom, '90m');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await dialog('Your Service is Now Publicly Available');
    expect(await lastBody('/api/services/2/http')).toMatchObject({ ttl: '90m' });
  });

  it('goes back to no lifetime when None is chosen again', async () => {
    const { user, form } = await openAddForm(2, 'HTTP Services');
    await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'changed-mind');
    await user.type(within(form).getByRole('textbox', { name: 'Public HTTP Path' }), '/changed-mind');
    await chooseLifetime(user, form, '1 hour');
    await chooseLifetime(user, form, 'None');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await dialog('Your Service is Now Publicly Available');
    expect(await lastBody('/api/services/2/http')).not.toHaveProperty('ttl');
  });
});

describe('lifetime on edit', () => {
  it('shows the expiry and why it cannot change, and sends no ttl', async () => {
    const { user } = renderScreen('/nodes/13');
    await rowWith('nightly-preview', await card('HTTP Services'));
    await chooseAction(user, 'nightly-preview', 'Edit Service');
    const form = await dialog('Expose HTTP Service on Node');
    expect(within(form).queryByRole('combobox', { name: 'Lifetime (Optional)' })).not.toBeInTheDocument();
    expect(
      within(form).getByText(/^Public access ends on \d\d\/\d\d\/\d{4} \d\d:\d\d\. A lifetime is set when a service is created: the gateway ignores it on changes\.$/),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await dialog('Your Service is Now Publicly Available');
    const [patch] = demo.requests('/api/services/13/http/11', 'PATCH');
    expect(await patch.body).not.toHaveProperty('ttl');
  });
});

describe('time left and the end of a lifetime', () => {
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  const insertExpiring = (table: 'httpServices' | 'tcpServices', name: string, seconds: number) =>
    table === 'httpServices'
      ? demo.db.insert('httpServices', {
          name, nodeId: 2, domain: null, pathLocation: `/${name}`, backendHost: null, backendPort: 8080, backendProto: 'http', enabled: true,
          requireAuth: false, skipAuthRoutes: null, allowedIps: null, blockedIps: null, expiresAt: inSeconds(seconds),
        })
      : demo.db.insert('tcpServices', {
          name, nodeId: 2, domain: null, proto: 'tcp', backendHost: null, backendPort: 6000, port: 32790, ssl: false, enabled: true,
          allowedIps: null, blockedIps: null, expiresAt: inSeconds(seconds),
        });

  /** The number in "Expires in N sec" of a row. */
  const secondsLeft = (row: HTMLElement) => Number(/Expires in (\d+) sec/.exec(row.textContent ?? '')?.[1]);

  it('counts down, says Disabled (expired) when it ends, then reads the gateway again (TCP keeps its expiry)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    insertExpiring('tcpServices', 'short-share', 70);
    renderScreen('/nodes/2');
    const tcp = await card('TCP Services');
    const row = await rowWith('short-share', tcp);
    await waitFor(() => expect(secondsLeft(row)).toBeGreaterThan(60));
    expect(secondsLeft(row)).toBeLessThanOrEqual(70);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(secondsLeft(row)).toBeLessThanOrEqual(40));
    expect(secondsLeft(row)).toBeGreaterThan(30);
    const listsBefore = demo.requests('/api/services/2/tcp').length;

    await act(() => vi.advanceTimersByTimeAsync(41_000));
    // The clock says it is over: the row says so before the gateway is asked again.
    await waitFor(() => expect(within(row).getByText('Disabled (expired)')).toBeInTheDocument());
    expect(within(row).getByRole('img', { name: 'Disabled: not publicly accessible' })).toBeInTheDocument();
    expect(demo.requests('/api/services/2/tcp')).toHaveLength(listsBefore);

    await act(() => vi.advanceTimersByTimeAsync(EXPIRY_SETTLE_MS));
    await waitFor(() => expect(demo.requests('/api/services/2/tcp').length).toBeGreaterThan(listsBefore));
    const stored = demo.db.tcpServices.find((service) => service.name === 'short-share')!;
    expect(stored.enabled).toBe(false);
    expect(stored.expiresAt).not.toBeNull();
    const after = await rowWith('short-share', tcp);
    expect(within(after).getByText('Disabled (expired)')).toBeInTheDocument();
  });

  it('after an HTTP lifetime the gateway forgets the expiry: the row then says Disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    insertExpiring('httpServices', 'short-web', 20);
    renderScreen('/nodes/2');
    const http = await card('HTTP Services');
    const row = await rowWith('short-web', http);
    await waitFor(() => expect(secondsLeft(row)).toBeGreaterThan(10));
    await act(() => vi.advanceTimersByTimeAsync(21_000 + EXPIRY_SETTLE_MS));
    await waitFor(() => expect(demo.db.httpServices.find((service) => service.name === 'short-web')!.enabled).toBe(false));
    await waitFor(() => expect(within(http).getByText('short-web').closest('tr')).toHaveTextContent('Disabled'));
    const stored = demo.db.httpServices.find((service) => service.name === 'short-web')!;
    expect(stored.expiresAt).toBeNull();
    expect(within(http).getByText('short-web').closest('tr')).not.toHaveTextContent('expired');
  });
});
