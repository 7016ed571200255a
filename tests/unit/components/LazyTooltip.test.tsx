/** A tooltip set up on first use: closed, the element says what MUI's closed Tooltip says; hovered, it shows. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from '../../../src/components/LazyTooltip';

describe('LazyTooltip', () => {
  it('names the element with its title until used, as a closed Tooltip does', () => {
    render(
      <>
        <LazyTooltip title="Online">
          <span role="img" data-testid="dot" />
        </LazyTooltip>
        <LazyTooltip title="A gateway" describeChild>
          <button>Gateway</button>
        </LazyTooltip>
      </>,
    );
    expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
    const badge = screen.getByRole('button', { name: 'Gateway' });
    expect(badge).toHaveAttribute('title', 'A gateway');
    expect(badge).toHaveAccessibleDescription('A gateway');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover, on the very element hovered, and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <LazyTooltip title="A gateway" describeChild>
        <button>Gateway</button>
      </LazyTooltip>,
    );
    const badge = screen.getByRole('button', { name: 'Gateway' });
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('A gateway');
    // Still the same element (not re-created under the pointer), now described by the open tooltip.
    expect(screen.getByRole('button', { name: 'Gateway' })).toBe(badge);
    expect(badge).not.toHaveAttribute('title');
    expect(badge).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    await user.unhover(badge);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(badge).toHaveAttribute('title', 'A gateway');
  });

  it('stays closed when the pointer passes by quicker than the delay', async () => {
    vi.useFakeTimers();
    try {
      render(
        <LazyTooltip title="Online">
          <span role="img" />
        </LazyTooltip>,
      );
      const dot = screen.getByRole('img', { name: 'Online' });
      fireEvent.mouseOver(dot);
      vi.advanceTimersByTime(50);
      fireEvent.mouseLeave(dot);
      vi.advanceTimersByTime(500);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
