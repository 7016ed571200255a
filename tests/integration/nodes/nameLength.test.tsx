/**
 * Issue 35, point 2 on the screens: the node and token forms say their 40-character limit and send
 * nothing longer; a node whose name is longer (made through the API or the CLI) is shown, and edited
 * without having to be renamed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, openMenu, renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const LIMIT = 'This field must be less than or equal to 40 characters long';
const CLI_NAME = `cli-${'x'.repeat(96)}`;

const posts = (path: string) => demo.bodies.filter((call) => call.method === 'POST' && call.url.pathname === path);

describe('name length', () => {
  it('the node form refuses 41 characters with the limit, and saves 40', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'n'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LIMIT)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(posts('/api/nodes')).toEqual([]);

    await user.type(name, '{Backspace}');
    await waitFor(() => expect(within(dialog).queryByText(LIMIT)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    expect(demo.db.nodes.find((node) => node.name === 'n'.repeat(40))).toBeDefined();
  });

  it('a longer name made elsewhere is shown and kept by an edit; a new long name is refused', async () => {
    demo.db.update('nodes', 2, { name: CLI_NAME });
    const { user } = renderScreen('/nodes/2');
    expect(await screen.findByRole('heading', { name: CLI_NAME, level: 1 })).toBeInTheDocument();
    await openMenu(user, CLI_NAME);
    await user.click(screen.getByRole('menuitem', { name: 'Edit Node' }));
    let dialog = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(CLI_NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Node updated successfully!');
    expect(demo.db.find('nodes', 2)!.name).toBe(CLI_NAME);

    await openMenu(user, CLI_NAME);
    await user.click(screen.getByRole('menuitem', { name: 'Edit Node' }));
    dialog = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LIMIT)).toBeInTheDocument();
    expect(demo.db.find('nodes', 2)!.name).toBe(CLI_NAME);
  });

  it('the token form refuses 41 characters with the limit', async () => {
    const { user } = renderScreen('/nodes/3');
    await user.click(await screen.findByRole('button', { name: '+ Add Token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Token Configuration' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 't'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LIMIT)).toBeInTheDocument();
    expect(posts('/api/nodes/3/pats')).toEqual([]);
  });
});
