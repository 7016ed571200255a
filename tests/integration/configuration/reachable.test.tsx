/**
 * Issue 36 (console): the configuration screen is reachable from the sidebar (after Exposure) and from
 * the command palette, in the whole console.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });

useDemoServer();

const openConsole = async () => {
  await signInForTest();
  const result = await renderApp('/');
  await screen.findByRole('button', { name: 'Sign out' });
  return result;
};

describe('the configuration screen', () => {
  it('opens from the sidebar link after Exposure, marked as the current page', async () => {
    const { user } = await openConsole();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(links.indexOf('Exposure'))).toEqual(['Exposure', 'Configuration']);
    await user.click(within(nav).getByRole('link', { name: 'Configuration' }));
    await waitFor(() => expect(currentPath()).toBe('/configuration'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuration' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Configuration' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens from the command palette', async () => {
    const { user } = await openConsole();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
    const box = within(dialog).getByRole('combobox');
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('export, plan');
    await waitFor(() => expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['Configuration: export, plan, apply']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/configuration'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuration' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument());
  });
});
