/**
 * Lists never show stale rows: a list page asked for ahead (the sidebar's press) is the list's first
 * answer only. Every mount and every change of filter, page, sort or page size asks the gateway again
 * (react-admin's stale-while-revalidate), so what another operator or the CLI changed meanwhile shows
 * without a reload. Here a node is created straight through the demo gateway's API, behind the
 * console's back, while the operator looks at the gateways.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, tokenCookie } from '../helpers/renderAdmin';
import { useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const sidebarLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });

/** A node created as the CLI would: a POST to the gateway, not through the console. */
const createBehindTheConsole = async (name: string) => {
  const response = await fetch('http://localhost/api/nodes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenCookie()}` },
    body: JSON.stringify({ name }),
  });
  expect(response.ok).toBe(true);
};

describe('a list asked for ahead, then filtered', () => {
  it('shows a node created behind its back when the type filter goes to Gateways and back to View All', async () => {
    // A fleet that fits on the first page, so that a new node lands there.
    demo.db.removeWhere('nodes', (node) => node.id > 6);
    const { user } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    await user.click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gateways' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'homelab-nas' })).not.toBeInTheDocument());
    await createBehindTheConsole('made-by-the-cli');
    const asked = demo.requests('/api/nodes').length;

    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(await screen.findByRole('link', { name: 'made-by-the-cli' })).toBeInTheDocument();
    const viewAll = demo.requests('/api/nodes').slice(asked);
    expect(viewAll.some((request) => !request.url.searchParams.has('type'))).toBe(true);
  });
});
