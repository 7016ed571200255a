/** Toasts (SPEC §2 Shell: top right; §4 and §9: hidden after their duration, 6000 ms by default, or when closed). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { memoryStore, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notification } from '../../../src/layout/Notification';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { http, HttpResponse } from 'msw';
import { renderApp, renderInAdmin, signInForTest, useDemoServer } from '../helpers/renderAdmin';

const { server } = useDemoServer();

afterEach(async () => {
  vi.useRealTimers();
  // One provider for the whole file: leave it in English for the next test.
  await i18nProvider.changeLocale('en');
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

const renderToasts = (props: { message?: string; autoHideDuration?: number; locale?: string } = {}) =>
  renderInAdmin(
    <>
      <Notifier message={props.message ?? 'app.nodes.notify.updated'} autoHideDuration={props.autoHideDuration} />
      <Notification />
    </>,
    props.locale ? { store: memoryStore({ locale: props.locale }) } : {},
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

    // The close button does not keep it: untouched, it goes after its time.
    expect(within(toast()!).getByRole('button', { name: 'Close the message' })).toBeInTheDocument();
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

  it('has a close button a keyboard reaches, which closes it before its time', async () => {
    const { user } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Node updated successfully!');
    // From the button that raised it, the next Tab stop is the toast's close button.
    await user.tab();
    const close = screen.getByRole('button', { name: 'Close the message' });
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(toast()).not.toBeInTheDocument());
  });

  it('closes when its close button is clicked', async () => {
    const { user } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Close the message' }));
    await vi.waitFor(() => expect(toast()).not.toBeInTheDocument());
  });

  it('names its close button in French too', async () => {
    const { user } = renderToasts({ locale: 'fr' });
    const notify = await screen.findByRole('button', { name: 'Notify' });
    await user.click(notify);
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent('Nœud mis à jour avec succès !'));
    await user.click(within(alert).getByRole('button', { name: 'Fermer le message' }));
    await vi.waitFor(() => expect(toast()).not.toBeInTheDocument());
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
    // The first page is asked for ahead of the list, then by the list itself: a busy gateway refuses both.
    let busy = 2;
    server.use(
      http.get('*/api/nodes', () => (busy-- > 0 ? HttpResponse.json({ status: 'error', message: 'Gateway is busy' }, { status: 400 }) : undefined)),
    );
    await renderApp('/nodes');
    await screen.findByText('Gateway is busy');
    // The list shows the error in place too: look at the toast itself.
    const snackbar = document.querySelector('.MuiSnackbar-root');
    expect(snackbar).toHaveTextContent('Gateway is busy');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginTopRight');
  });
});
