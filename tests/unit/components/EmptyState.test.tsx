/** The empty-table placeholder. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../../src/components/EmptyState';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

describe('EmptyState', () => {
  it('shows its title and description and runs its action', async () => {
    const onAction = vi.fn();
    const { user } = renderInAdmin(
      <EmptyState title="app.menu.nodes" description="Create a node to connect a network." actionLabel="ra.action.create" onAction={onAction} />,
    );
    expect(screen.getByText('Client / Nodes')).toBeInTheDocument();
    expect(screen.getByText('Create a node to connect a network.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('has no button without both a label and an action', () => {
    renderInAdmin(<EmptyState title="No domains" description="Add one to expose a service." actionLabel="Add" />);
    expect(screen.getByText('Add one to expose a service.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
