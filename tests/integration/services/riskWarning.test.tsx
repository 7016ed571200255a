/**
 * Issue 35: the service-info dialog of a service the exposure inventory would flag names the flags, in
 * the inventory's words, each a link to the inventory filtered on it: a warning, never a refusal. Flags
 * that depend on a fact not read yet (the domain's OAuth2) wait for it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdReads } from '../nodes/renderScreen';
import { chooseAction, dialog, renderScreen, rowWith, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const card = (name: 'HTTP Services' | 'TCP Services') => screen.findByRole('region', { name });
const FLAGGED = /^The exposure inventory flags this service/;

describe('service-info dialog: the risk flags', () => {
  it('names a database port open to everyone and opens the inventory filtered on it', async () => {
    const { user, location } = renderScreen('/nodes/11');
    await rowWith('erp-database', await card('TCP Services'));
    await chooseAction(user, 'erp-database', 'Info');
    const info = await dialog('Your Service is Now Publicly Available');
    expect(within(info).getByText(FLAGGED)).toBeInTheDocument();
    const link = within(info).getByRole('link', { name: 'Admin or database port open to all: Port 5432 (PostgreSQL)' });
    expect(link).toHaveAttribute('href', '/exposure?flag=admin_port_open');
    // A warning, not a refusal: the service is published and the dialog closes as ever.
    expect(within(info).getByRole('button', { name: 'Got it!' })).toBeEnabled();

    await user.click(link);
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/exposure?flag=admin_port_open'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('waits for the domain before naming what its missing OAuth2 means for sign-in', async () => {
    // grafana.example.com has no OAuth2: sign-in asked there is not enforced.
    const grafana = demo.db.httpServices.find((service) => service.name === 'grafana')!;
    demo.db.update('httpServices', grafana.id, { requireAuth: true });
    const domains = holdReads(demo.server, '*/api/domains');
    const { user } = renderScreen('/nodes/4');
    await rowWith('grafana', await card('HTTP Services'));
    await chooseAction(user, 'grafana', 'Info');
    const info = await dialog('Your Service is Now Publicly Available');
    await waitFor(() => expect(demo.requests('/api/domains')).not.toHaveLength(0));
    expect(within(info).queryByText(FLAGGED)).not.toBeInTheDocument();

    domains.release();
    expect(await within(info).findByText(FLAGGED)).toBeInTheDocument();
    const links = within(info).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/exposure'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Public without sign-in or allow list', '/exposure?flag=public_without_sign_in'],
      ['Sign-in asked but not enforced', '/exposure?flag=sign_in_not_enforced'],
    ]);
  });

  it('says nothing of risk for a service behind OAuth2 and an allow list', async () => {
    const { user, queryClient } = renderScreen('/nodes/2');
    await rowWith('nas-web', await card('HTTP Services'));
    await chooseAction(user, 'nas-web', 'Info');
    const info = await dialog('Your Service is Now Publicly Available');
    // The domain list is read (sign-in asked), then there is nothing to say.
    await waitFor(() => expect(demo.requests('/api/domains')).not.toHaveLength(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(info).queryByText(FLAGGED)).not.toBeInTheDocument();
  });
});
