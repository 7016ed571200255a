/** A dialog whose code loads when first opened (components/lazyDialog.tsx). */
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '../../../src/components/lazyDialog';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

interface Props {
  open: boolean;
  onClose: () => void;
}

const Dialog = ({ open, onClose }: Props) =>
  open ? (
    <div role="dialog" aria-label="the dialog">
      <button onClick={onClose}>close</button>
    </div>
  ) : null;

const setup = () => {
  let arrive: (component: typeof Dialog) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Dialog>((resolve) => (arrive = resolve)));
  const LazyDialog = lazyDialog<Props>(load, ({ open }) => open);
  const Opener = () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>open</button>
        <LazyDialog open={open} onClose={() => setOpen(false)} />
      </>
    );
  };
  return { load, arrive: (component: typeof Dialog) => arrive(component), Opener };
};

describe('lazyDialog', () => {
  it('loads nothing and renders nothing while never opened', () => {
    const { load, Opener } = setup();
    renderInAdmin(<Opener />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a named spinner while its code arrives, then the dialog, and opens again at once', async () => {
    const { load, arrive, Opener } = setup();
    const { user } = renderInAdmin(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    arrive(Dialog);
    expect(await screen.findByRole('dialog', { name: 'the dialog' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'the dialog' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
