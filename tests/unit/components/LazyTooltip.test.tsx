/**
 * LazyTooltip against the original, MUI's Tooltip, under the console's theme (its tooltip timings):
 * the same names and descriptions while closed, the same popup on hover, on keyboard focus and on
 * touch, closed the same ways, and no popup for a pointer that passes by. (Keyboard focus opens them
 * only where the browser tells :focus-visible: Chromium's end-to-end tests cover it.)
 */
import { Tooltip } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from '../../../src/components/LazyTooltip';
import { lightTheme } from '../../../src/layout/themes';

type TooltipLike = ComponentType<{ title: string; describeChild?: boolean; children: ReactElement }>;

const IMPLEMENTATIONS: [string, TooltipLike][] = [
  ["MUI's Tooltip", Tooltip as unknown as TooltipLike],
  ['LazyTooltip', LazyTooltip as TooltipLike],
];

const theme = createTheme(lightTheme);

const renderWith = (Impl: TooltipLike) =>
  render(
    <ThemeProvider theme={theme}>
      <Impl title="Online">
        <button type="button">dot</button>
      </Impl>
      <Impl title="A gateway" describeChild>
        <button type="button">Gateway</button>
      </Impl>
    </ThemeProvider>,
  );

/** What a user and a screen reader meet, step by step, with one implementation. */
const observe = async (Impl: TooltipLike) => {
  const user = userEvent.setup();
  const { unmount } = renderWith(Impl);
  const named = screen.getByRole('button', { name: 'Online' });
  const badge = screen.getByRole('button', { name: 'Gateway' });
  const seen: Record<string, unknown> = {
    closedName: named.getAttribute('aria-label'),
    closedDescription: screen.getByRole('button', { name: 'Gateway' }).getAttribute('title'),
    tooltipsBeforeUse: screen.queryAllByRole('tooltip').length,
  };
  await user.hover(badge);
  const popup = await screen.findByRole('tooltip');
  seen.hoverText = popup.textContent;
  seen.describedWhileOpen = badge.getAttribute('aria-describedby') === popup.id;
  seen.titleWhileOpen = badge.getAttribute('title');
  seen.sameElement = screen.getByRole('button', { name: 'Gateway' }) === badge;
  await user.unhover(badge);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  seen.titleAfterLeave = badge.getAttribute('title');

  await user.hover(named);
  seen.namedHoverText = (await screen.findByRole('tooltip')).textContent;
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  seen.closedByEscape = true;
  await user.unhover(named);

  fireEvent.touchStart(badge);
  seen.touchText = (await screen.findByRole('tooltip')).textContent;
  fireEvent.touchEnd(badge);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  seen.closedAfterTouch = true;
  unmount();
  return seen;
};

/** Whether a pointer that enters and leaves quicker than the theme's enterDelay opens a popup. */
const passingPointerOpens = (Impl: TooltipLike) => {
  vi.useFakeTimers();
  const { unmount } = renderWith(Impl);
  const badge = screen.getByRole('button', { name: 'Gateway' });
  fireEvent.mouseOver(badge);
  act(() => vi.advanceTimersByTime(50));
  fireEvent.mouseLeave(badge);
  act(() => vi.advanceTimersByTime(1_000));
  const opened = screen.queryByRole('tooltip') !== null;
  unmount();
  vi.useRealTimers();
  return opened;
};

afterEach(() => vi.useRealTimers());

describe("LazyTooltip compared with MUI's Tooltip", () => {
  it('names, describes, opens and closes the same way', async () => {
    const [mui, lazy] = [await observe(IMPLEMENTATIONS[0][1]), await observe(IMPLEMENTATIONS[1][1])];
    expect(lazy).toEqual(mui);
    expect(mui).toMatchObject({ closedName: 'Online', closedDescription: 'A gateway', hoverText: 'A gateway', describedWhileOpen: true, titleWhileOpen: null, namedHoverText: 'Online' });
  }, 30_000);

  it.each(IMPLEMENTATIONS)('%s stays closed for a pointer passing by quicker than the delay', (_name, Impl) => {
    expect(passingPointerOpens(Impl)).toBe(false);
  });
});
