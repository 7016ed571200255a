/** The "⋮" menu of a table row (SPEC §2 Row actions). */
import DeleteIcon from '@mui/icons-material/Delete';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredRowActionsMenu, RowActionsList, RowActionsMenu, type RowAction, type RowMenuState } from '../../../src/components/RowActionsMenu';
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

describe('DeferredRowActionsMenu', () => {
  it('builds the actions only when the menu is first opened', async () => {
    const build = vi.fn(() => [{ key: 'edit', label: 'Edit', onClick: vi.fn() }]);
    const Actions = (menu: RowMenuState) => <RowActionsList {...menu} actions={build()} />;
    const { user } = renderInAdmin(<DeferredRowActionsMenu name="gateway-1">{(menu) => <Actions {...menu} />}</DeferredRowActionsMenu>);
    const button = screen.getByRole('button', { name: 'More actions for gateway-1' });
    expect(build).not.toHaveBeenCalled();
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
