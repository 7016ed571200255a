/**
 * The palette's code is a chunk of its own: when it cannot be loaded (an old tab after a new
 * deployment, a lost connection) the console still works, and opening the palette says what happened.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../../src/palette/CommandPalette', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

useDemoServer();

describe('command palette whose code cannot be loaded', () => {
  it('leaves the console working and says so when opened', async () => {
    await signInForTest();
    const { user } = await renderApp('/');
    await screen.findByRole('button', { name: 'Sign out' });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search and commands' }));
    expect(await screen.findByText('Search and commands could not be loaded. Reload the page to try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument();
  });
});
