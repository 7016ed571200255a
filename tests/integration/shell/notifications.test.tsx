/** Toasts (SPEC §2 Shell: top right; §4 and §9: hidden after their duration, 6000 ms by default, or when closed). */
import { act, fireEvent, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from '../../../src/layout/Notification';
import { http, HttpResponse } from 'msw';
import { renderApp, renderInAdmin, signInForTest, useDemoServer } from '../helpers/renderAdmin';

const { server } = useDemoServer();

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Fake timers from here on. Only the timers: React's scheduler (setImmediate / MessageChannel) keeps
 * running for real. Under them clicks go through fireEvent: user-event's Testing Library wrapper waits
 * on a real setTimeout(0), which only Jest's fake timers are advanced for.
 */
const fakeTime = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
};

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const Notifier = ({ message, autoHideDuration }: { message: string; autoHideDuration?: number }) => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, { type: 'success', ...(autoHideDuration ? { autoHideDuration } : {}) })}>
      Notify
    </button>
  );
};

const renderToasts = (props: { message?: string; autoHideDuration?: number } = {}) =>
  renderInAdmin(
    <>
      <Notifier message={props.message ?? 'app.nodes.notify.updated'} autoHideDuration={props.autoHideDuration} />
      <Notification />
    </>,
  );

const toast = () => screen.queryByRole('alert');

describe('the console toast', () => {
  it('appears at the top right and hides itself after 6000 ms', async () => {
    renderToasts();
    fakeTime();
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await advance(0);
    expect(toast()).toHaveTextContent('Node updated successfully!');
    expect(toast()!.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');

    await advance(5900);
    expect(toast()).toBeInTheDocument();
    await advance(100);
    await advance(1000); // the exit transition
    expect(toast()).not.toBeInTheDocument();
  });

  it('keeps a duration a toast asks for', async () => {
    renderToasts({ autoHideDuration: 10_000 });
    fakeTime();
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await advance(7000);
    expect(toast()).toBeInTheDocument();
    await advance(3000);
    await advance(1000);
    expect(toast()).not.toBeInTheDocument();
  });

  it('closes on Escape before its time', async () => {
    const { user } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Node updated successfully!');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(toast()).not.toBeInTheDocument());
  });
});

describe('toasts in the console', () => {
  it('use the top-right toast (a 400 answer on the nodes list shows its message there)', async () => {
    await signInForTest();
    server.use(http.get('*/api/nodes', () => HttpResponse.json({ status: 'error', message: 'Gateway is busy' }, { status: 400 }), { once: true }));
    await renderApp('/nodes');
    await screen.findByText('Gateway is busy', {}, { timeout: 10000 });
    // The list shows the error in place too: look at the toast itself.
    const snackbar = document.querySelector('.MuiSnackbar-root');
    expect(snackbar).toHaveTextContent('Gateway is busy');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginTopRight');
  });
});
