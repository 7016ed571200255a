/**
 * Issue 35 on the domains page: a search that matches nothing is named and cleared, never "No domains
 * yet"; a gateway with no domain still shows SPEC's empty state.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, rowWith, useSignedInDemo } from '../services/renderScreen';

const demo = useSignedInDemo();

describe('domains page: nothing to show', () => {
  it('names a search that matches nothing and clears it', async () => {
    const { user } = renderScreen('/domains');
    await rowWith('app.example.com');
    await user.type(screen.getByRole('textbox', { name: 'Search domains' }), 'no-such-domain');
    expect(await screen.findByText('No domains match “no-such-domain”')).toBeInTheDocument();
    expect(screen.queryByText('No domains yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await rowWith('app.example.com');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search domains' })).toHaveValue(''));
  });

  it("shows SPEC's empty state on a gateway with no domain, with no filter to clear", async () => {
    demo.db.removeWhere('domains', () => true);
    renderScreen('/domains');
    expect(await screen.findByText('No domains yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Domain', hidden: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
