/** The "⋮" menu of a table row (SPEC §2 Row actions). */
import DeleteIcon from '@mui/icons-material/Delete';
import { Dialog, DialogTitle, TextField } from '@mui/material';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RowActionsMenu, RowMenu, RowMenuItem, useCloseRowDialog, type RowAction } from '../../../src/components/RowActionsMenu';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

const actions = (overrides: Partial<Record<string, Partial<RowAction>>> = {}): RowAction[] => [
  { key: 'edit', label: 'Edit', onClick: vi.fn(), ...overrides.edit },
  { key: 'download', label: 'Download Config', onClick: vi.fn(), hidden: true, ...overrides.download },
  { key: 'delete', label: 'ra.action.delete', icon: <DeleteIcon />, danger: true, onClick: vi.fn(), ...overrides.delete },
];

describe('RowActionsMenu', () => {
  it('is a named menu button listing the visible actions, translated', async () => {
    const { user } = renderInAdmin(<RowActionsMenu name="gateway-1" actions={actions()} />);
    const button = screen.getByRole('button', { name: 'More actions for gateway-1' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
  });

  it('runs the chosen action, closes, gives the focus back, and never clicks the row', async () => {
    const rowClick = vi.fn();
    const list = actions();
    const { user } = renderInAdmin(
      <div onClick={rowClick}>
        <RowActionsMenu name="gateway-1" actions={list} />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'More actions for gateway-1' });
    await user.click(button);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    expect(list[2].onClick).toHaveBeenCalledTimes(1);
    expect(list[0].onClick).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('works with the keyboard: Enter opens, arrows move, Escape closes', async () => {
    const list = actions();
    const { user } = renderInAdmin(<RowActionsMenu name="gateway-1" actions={list} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(list[2].onClick).toHaveBeenCalledTimes(1);

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'More actions for gateway-1' })).toHaveFocus();
  });
});

/** A dialog shown by an item: a title, a text field and Close. */
const NoteDialog = ({ title }: { title: string }) => {
  const close = useCloseRowDialog();
  return (
    <Dialog open onClose={close} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <TextField label="Note" />
      <button onClick={close}>Close</button>
    </Dialog>
  );
};

describe('RowMenu', () => {
  it('mounts its items only once the menu is opened', async () => {
    const mounted = vi.fn();
    const Item = (props: object) => {
      useEffect(() => mounted(), []);
      return <RowMenuItem {...props} label="Edit" />;
    };
    const { user } = renderInAdmin(
      <RowMenu name="gateway-1">
        <Item />
      </RowMenu>,
    );
    const button = screen.getByRole('button', { name: 'More actions for gateway-1' });
    expect(mounted).not.toHaveBeenCalled();
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("keeps the chosen item's dialog open after the menu closes, out of the menu's keys, then gives the focus back", async () => {
    const { user } = renderInAdmin(
      <RowMenu name="gateway-1">
        <RowMenuItem label="Edit" />
        <RowMenuItem label="Write a note" dialog={<NoteDialog title="Note dialog" />} />
      </RowMenu>,
    );
    const button = screen.getByRole('button', { name: 'More actions for gateway-1' });
    await user.click(button);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Write a note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note dialog' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    // Typed letters and arrows stay in the field (a menu would move its focus to a matching item).
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('Edit{ArrowDown}');
    expect(note).toHaveValue('Edit');
    expect(note).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows a dialog as its item gives it now, as it last was once the item is gone, and afresh when chosen again', async () => {
    let update = (_: { enabled?: boolean; count?: number }) => {};
    const Row = () => {
      const [state, setState] = useState({ enabled: true, count: 1 });
      update = (change) => setState((last) => ({ ...last, ...change }));
      return (
        <RowMenu name="gateway-1">
          {state.enabled ? (
            <RowMenuItem label="Disable" dialog={<NoteDialog title={`Disable ${state.count}`} />} />
          ) : (
            <RowMenuItem label="Enable" dialog={<NoteDialog title="Enable" />} />
          )}
        </RowMenu>
      );
    };
    const { user } = renderInAdmin(<Row />);
    await user.click(screen.getByRole('button', { name: 'More actions for gateway-1' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Disable' }));
    await user.type(within(await screen.findByRole('dialog', { name: 'Disable 1' })).getByRole('textbox'), 'kept');
    act(() => update({ count: 2 }));
    expect(within(await screen.findByRole('dialog', { name: 'Disable 2' })).getByRole('textbox')).toHaveValue('kept');
    act(() => update({ enabled: false, count: 3 }));
    const dialog = screen.getByRole('dialog', { name: 'Disable 2' });
    expect(within(dialog).getByRole('textbox')).toHaveValue('kept');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => update({ enabled: true }));
    await user.click(screen.getByRole('button', { name: 'More actions for gateway-1' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Disable' }));
    expect(within(await screen.findByRole('dialog', { name: 'Disable 3' })).getByRole('textbox')).toHaveValue('');
  });
});
