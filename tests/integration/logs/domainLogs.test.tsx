import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  connections,
  connectionStatus,
  eventSources,
  numberedLines,
  renderedLines,
  renderLogs,
  scrollListTo,
  sessionChecks,
  useLogsTestServer,
} from './logsTestKit';

useLogsTestServer();

const openDomainLogs = async () => {
  const view = renderLogs('/domains/example.com/logs');
  await waitFor(() => expect(connections).toHaveLength(1));
  return { ...view, stream: connections[0] };
};

describe('domain logs screen', () => {
  it('shows the breadcrumb Domains > the domain > Real Time Logs', async () => {
    await openDomainLogs();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Domains' })).toHaveAttribute('href', '/domains');
    expect(within(trail).getByText('example.com')).toBeInTheDocument();
    expect(within(trail).getByText('Real Time Logs')).toHaveAttribute('aria-current', 'page');
  });

  it('opens the stream with the domain and the token in the query, and appends each message', async () => {
    const { container, stream } = await openDomainLogs();
    expect(stream.url.pathname).toBe('/api/logs/stream');
    expect(Object.fromEntries(stream.url.searchParams)).toEqual({ domain: 'example.com', token: 'test' });

    stream.send(['Getting logs...']);
    // The gateway's banner is the connection's status, not a line: the pane waits, in the user's language.
    expect(await screen.findByText('Waiting for log lines…')).toBeInTheDocument();
    stream.send(['10.0.0.2 - - "GET / HTTP/1.1" 200', '10.0.0.3 - - "GET /a HTTP/1.1" 404', '']);

    await waitFor(() =>
      expect(renderedLines(container)).toEqual(['10.0.0.2 - - "GET / HTTP/1.1" 200', '10.0.0.3 - - "GET /a HTTP/1.1" 404']),
    );
    expect(screen.queryByText('Waiting for log lines…')).not.toBeInTheDocument();
    expect(screen.queryByText('Getting logs...')).not.toBeInTheDocument();
    expect(await screen.findByText('2 lines')).toBeInTheDocument();
    expect(await screen.findByText('Live')).toBeInTheDocument();
  });

  it('marks each line with its level for colouring', async () => {
    const { container, stream } = await openDomainLogs();
    stream.send(['[ERROR] e', '[WARN] w', '[WARNING] w2', '[INFO] i', '[DEBUG] d', 'plain']);
    await waitFor(() => expect(renderedLines(container)).toHaveLength(6));
    const levels = Array.from(container.querySelectorAll('.log-line')).map((line) =>
      Array.from(line.classList).find((name) => name.startsWith('log-') && name !== 'log-line'),
    );
    expect(levels).toEqual(['log-error', 'log-warn', 'log-warn', 'log-info', 'log-debug', 'log-other']);
  });

  it('shows markup in a line as text and never as HTML', async () => {
    const { container, stream } = await openDomainLogs();
    const hostile = '<img src=x onerror="window.hacked=1"><b>bold</b><script>window.hacked=2</script>';
    stream.send([hostile]);
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    const list = screen.getByRole('log', { name: 'Log lines' });
    expect(list.querySelector('img, b, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(renderedLines(container)).toEqual([hostile]);
  });

  it('keeps at most 1000 lines, dropping the oldest, with far fewer line elements in the page', async () => {
    const { container, stream } = await openDomainLogs();
    stream.send(numberedLines(1, 500));
    stream.send(numberedLines(501, 500));
    stream.send(numberedLines(1001, 200));

    expect(await screen.findByText('1,000 lines')).toBeInTheDocument();
    await waitFor(() => expect(renderedLines(container)).toContain('line 1200'));
    expect(container.querySelectorAll('.log-line').length).toBeLessThan(100);

    scrollListTo(container, 0);
    await waitFor(() => expect(renderedLines(container)[0]).toBe('line 201'));
    expect(renderedLines(container)).not.toContain('line 200');
  });

  it('skips a message that is not JSON, says so once, and keeps streaming', async () => {
    const { container, stream } = await openDomainLogs();
    stream.sendRaw('tail: cannot open <b>access.log</b>');
    stream.sendRaw('{not json');
    stream.send(['after the garbage']);

    await waitFor(() => expect(renderedLines(container)).toEqual(['after the garbage']));
    expect(await screen.findByText('A message from the gateway could not be read; it was skipped.')).toBeInTheDocument();
    expect(await screen.findByText('2 unreadable messages skipped')).toBeInTheDocument();
    expect(container.querySelector('.log-panel b')).toBeNull();
  });

  it('asks whether the session is over, reconnects 1 s after an error, says so meanwhile, and keeps the lines', async () => {
    const { container, stream } = await openDomainLogs();
    stream.send(['before the drop']);
    expect(await screen.findByText('Live')).toBeInTheDocument();

    const droppedAt = performance.now();
    stream.drop();
    const status = connectionStatus();
    await waitFor(() => expect(status).toHaveTextContent('Connection lost, reconnecting…'));
    expect(connections).toHaveLength(1);

    await waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[1].openedAt - droppedAt).toBeGreaterThanOrEqual(950);
    // One session check per error, made before the reconnect (its answer here: the session is fine).
    expect(sessionChecks).toHaveLength(1);
    expect(sessionChecks[0]).toBeLessThan(connections[1].openedAt);
    expect(Object.fromEntries(connections[1].url.searchParams)).toEqual({ domain: 'example.com', token: 'test' });
    await waitFor(() => expect(status).toHaveTextContent('Live'));

    connections[1].send(['after the drop']);
    await waitFor(() => expect(renderedLines(container)).toEqual(['before the drop', 'after the drop']));
  });

  it('closes the stream when the operator leaves the screen', async () => {
    const { router, stream } = await openDomainLogs();
    stream.send(['something']);
    expect(eventSources).toHaveLength(1);
    expect(eventSources[0].readyState).not.toBe(EventSource.CLOSED);

    // act returns once React has run the left screen's effect cleanups, which can follow the new page's paint.
    await act(async () => router.navigate!('/domains'));
    expect(screen.getByText('Somewhere else')).toBeInTheDocument();
    expect(eventSources.every((source) => source.readyState === EventSource.CLOSED)).toBe(true);
  });

  it('does not reconnect after the screen was left during the reconnect delay', async () => {
    // Timers advance with the clock (so waitFor works) and can be jumped past the delay at once.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { router, stream } = await openDomainLogs();
      stream.drop();
      await waitFor(() => expect(connectionStatus()).toHaveTextContent('reconnecting'));
      await act(async () => router.navigate!('/domains'));
      expect(screen.getByText('Somewhere else')).toBeInTheDocument();
      vi.advanceTimersByTime(5000);
      expect(eventSources).toHaveLength(1);
      expect(eventSources[0].readyState).toBe(EventSource.CLOSED);
    } finally {
      vi.useRealTimers();
    }
  });
});
