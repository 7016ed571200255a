/** The shared info modal (SPEC §2 Shared dialogs; issue 3 points 4 and 6). */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InfoModal, type InfoModalProps } from '../../../src/components/InfoModal';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

const Harness = (props: Partial<InfoModalProps>) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show token
      </button>
      <InfoModal
        open={open}
        title="Node ready"
        {...props}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <p>Copy the token now: it is shown only once.</p>
        <a href="https://www.wireguard.com/install/">Install WireGuard</a>
      </InfoModal>
    </>
  );
};

const openModal = async (props: Partial<InfoModalProps> = {}) => {
  const rendered = renderInAdmin(<Harness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Show token' }));
  const dialog = await screen.findByRole('dialog', { name: 'Node ready' });
  return { ...rendered, dialog };
};

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('InfoModal', () => {
  it("shows its title and content with one 'Got it!' button that closes it", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });
    expect(within(dialog).getByRole('heading', { name: 'Node ready' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Copy the token now: it is shown only once.');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Got it!']);
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await closed();
  });

  it('takes a custom close label, translation keys included', async () => {
    const { dialog } = await openModal({ closeLabel: 'app.action.close' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Got it!' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await closed();
  });

  it('starts on its close button, keeps the focus inside, and gives it back to the opener', async () => {
    const { user, dialog } = await openModal();
    const opener = screen.getByRole('button', { name: 'Show token', hidden: true });
    expect(within(dialog).getByRole('button', { name: 'Got it!' })).toHaveFocus();
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await closed();
    expect(opener).toHaveFocus();
  });

  it('gives two open modals their own names', async () => {
    renderInAdmin(
      <>
        <InfoModal open title="First" onClose={() => undefined}>
          one
        </InfoModal>
        <InfoModal open title="Second" onClose={() => undefined}>
          two
        </InfoModal>
      </>,
    );
    const dialogs = await screen.findAllByRole('dialog', { hidden: true });
    expect(dialogs.map((dialog) => dialog.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(new Set(dialogs.map((dialog) => dialog.getAttribute('aria-labelledby'))).size).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
  });
});
