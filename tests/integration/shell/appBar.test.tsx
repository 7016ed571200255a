/**
 * The console's top bar against the original, react-admin's AppBar with its LoadingIndicator: the same
 * classes on the bar, its toolbar, the menu toggle and its icon, the title and the refresh button; the
 * same names, tooltips and behaviour of the toggle (it opens and closes the sidebar) and of the
 * refresh button (it refreshes, and hides under a named spinner while anything loads).
 */
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppBar } from '../../../src/layout/AppBar';
import { renderInAdmin } from '../helpers/renderAdmin';

/**
 * react-admin's and MUI's classes, without emotion's generated ones (and without the class "false"
 * that react-admin's LoadingIndicator writes on its button while nothing loads).
 */
const classesOf = (element: Element | null) =>
  element ? [...element.classList].filter((name) => !name.startsWith('css-') && name !== 'false').sort() : null;

const ReactAdminBar = () => <RaAppBar alwaysOn userMenu={false} toolbar={<LoadingIndicator />} />;

/** A query that stays loading until the test says: react-admin's loading state. */
let finishLoading = () => undefined as void;
const Loading = () => {
  useQuery({ queryKey: ['test', 'slow'], queryFn: () => new Promise<boolean>((resolve) => (finishLoading = () => resolve(true))) });
  return null;
};

const refreshButton = () => screen.getByRole('button', { name: 'Refresh' });

/** What a user meets in the bar, then while something loads, with one implementation. */
const observe = async (bar: ReactNode) => {
  const { user, unmount, queryClient } = renderInAdmin(bar);
  const toggle = await screen.findByRole('button', { name: 'Close menu' });
  const header = screen.getByRole('banner');
  const seen: Record<string, unknown> = {
    bar: classesOf(header),
    toolbar: classesOf(header.firstElementChild),
    toggle: classesOf(toggle),
    toggleIcon: classesOf(toggle.querySelector('svg')),
    title: classesOf(document.getElementById('react-admin-title')),
    refresh: classesOf(refreshButton()),
  };
  await user.hover(toggle);
  seen.toggleTooltip = (await screen.findByRole('tooltip')).textContent;
  await user.unhover(toggle);
  await user.click(toggle);
  seen.afterToggle = (await screen.findByRole('button', { name: 'Open menu' })).querySelector('svg')?.getAttribute('class')?.includes('menuButtonIconClosed');
  await user.hover(refreshButton());
  seen.refreshTooltip = (await screen.findByRole('tooltip', { name: 'Refresh' })).textContent;
  await user.unhover(refreshButton());

  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  await user.click(refreshButton());
  seen.refreshInvalidates = invalidate.mock.calls.length > 0;
  unmount();
  return seen;
};

/** The refresh button and the spinner while a query loads, with one implementation. */
const observeLoading = async (bar: ReactNode) => {
  const { unmount } = renderInAdmin(
    <>
      {bar}
      <Loading />
    </>,
  );
  const spinner = await screen.findByRole('progressbar');
  const seen = { spinner: classesOf(spinner), button: classesOf(refreshButton()) };
  finishLoading();
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  unmount();
  return seen;
};

afterEach(() => vi.restoreAllMocks());

describe("the top bar compared with react-admin's AppBar", () => {
  it('has the same classes, names, tooltips and behaviour for the bar, the menu toggle and the refresh button', async () => {
    const original = await observe(<ReactAdminBar />);
    expect(await observe(<AppBar />)).toEqual(original);
    expect(original).toMatchObject({ toggleTooltip: 'Close menu', afterToggle: true, refreshTooltip: 'Refresh', refreshInvalidates: true });
  }, 30_000);

  it('hides the refresh button under the same spinner while anything loads; the console names the spinner', async () => {
    const original = await observeLoading(<ReactAdminBar />);
    expect(await observeLoading(<AppBar />)).toEqual(original);
    expect(original.button).toContain('RaLoadingIndicator-loadedLoading');
    renderInAdmin(
      <>
        <AppBar />
        <Loading />
      </>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  }, 30_000);
});
