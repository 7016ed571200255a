/** The shared confirm dialog (SPEC §2 Shared dialogs; issue 3 points 4 and 6). */
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTheme, type Theme } from '@mui/material/styles';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps, type ConfirmVariant } from '../../../src/components/ConfirmDialog';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

type Props = Partial<ConfirmDialogProps>;

let theme: Theme | undefined;
const ThemeProbe = () => {
  theme = useTheme();
  return null;
};

/** An opener button and the dialog; accepting or cancelling closes it, as the screens do. */
const Harness = (props: Props) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ThemeProbe />
      <button type="button" onClick={() => setOpen(true)}>
        Delete node
      </button>
      <ConfirmDialog
        open={open}
        title="Delete node?"
        description="The node and its services will be removed."
        {...props}
        onAccept={() => {
          props.onAccept?.();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel?.();
          setOpen(false);
        }}
      />
    </>
  );
};

const openDialog = async (props: Props = {}) => {
  const rendered = renderInAdmin(<Harness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Delete node' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete node?' });
  return { ...rendered, dialog };
};

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('ConfirmDialog', () => {
  it('shows its title and description, with Cancel and Accept by default', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Delete node?' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('The node and its services will be removed.');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Accept']);
  });

  it('takes custom labels, translation keys included', async () => {
    const { dialog } = await openDialog({ acceptLabel: 'Delete', cancelLabel: 'app.action.close' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Close', 'Delete']);
  });

  it('translates its texts with the given options', async () => {
    renderInAdmin(
      <ConfirmDialog
        open
        title="app.action.more_actions"
        description="app.nodes.status.announce"
        translateOptions={{ name: 'gateway-1', status: 'Offline' }}
        onAccept={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'More actions for gateway-1' });
    expect(dialog).toHaveAccessibleDescription('Status: Offline');
  });

  it('shows an optional icon next to the title, keeping the title alone as the name', async () => {
    const { dialog } = await openDialog({ icon: <WarningAmberIcon titleAccess="Warning" />, variant: 'danger' });
    expect(dialog).toHaveAccessibleName('Delete node?');
    const icon = within(dialog).getByRole('img', { name: 'Warning' });
    expect(within(dialog).getByRole('heading')).toContainElement(icon);
    expect(getComputedStyle(icon).color).toBe(rgb(theme!.palette.error.main));
  });

  it('has no icon unless given one', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it.each<[ConfirmVariant, (t: Theme) => string]>([
    ['danger', (t) => t.palette.error.main],
    ['success', (t) => t.palette.success.main],
    ['info', (t) => t.palette.info.main],
  ])('colours Accept for the %s variant', async (variant, colour) => {
    const { dialog } = await openDialog({ variant });
    expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Accept' })).color).toBe(rgb(colour(theme!)));
  });

  it('calls onAccept (only) on Accept', async () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    const { user, dialog } = await openDialog({ onAccept, onCancel });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await closed();
  });

  it('cancels on Cancel and on Escape, never accepting', async () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    const { user, dialog } = await openDialog({ onAccept, onCancel });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await closed();

    await user.click(screen.getByRole('button', { name: 'Delete node' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onAccept).not.toHaveBeenCalled();
    await closed();
  });

  it('disables both buttons while loading', async () => {
    const { dialog } = await openDialog({ loading: true });
    for (const button of within(dialog).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('keeps the focus inside while open, and gives it back to the opener when closed', async () => {
    const { user, dialog } = await openDialog();
    const opener = screen.getByRole('button', { name: 'Delete node', hidden: true });
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 5; step += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await closed();
    expect(opener).toHaveFocus();
  });
});
