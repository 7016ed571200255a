import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROW_HEIGHT } from '../../../src/logs/logScrollModel';
import {
  connections,
  numberedLines,
  renderedLines,
  renderLogs,
  scroller,
  scrollListTo,
  useLogsTestServer,
} from './logsTestKit';

useLogsTestServer();

const openWithLines = async (lines: string[]) => {
  const view = renderLogs('/domains/example.com/logs');
  await waitFor(() => expect(connections).toHaveLength(1));
  const stream = connections[0];
  stream.send(lines);
  await waitFor(() => expect(renderedLines(view.container)).toContain(lines[lines.length - 1]));
  return { ...view, stream, user: userEvent.setup() };
};

const lineCount = () => screen.getByTestId('log-line-count');

describe('log viewer controls', () => {
  it('pauses the view, keeps and counts the lines that arrive, and shows them on resume', async () => {
    const { container, stream, user } = await openWithLines(['first']);
    await user.click(screen.getByRole('button', { name: 'Pause' }));

    stream.send(['second', 'third']);
    expect(await screen.findByRole('button', { name: 'Resume (2 new)' })).toBeInTheDocument();
    await waitFor(() => expect(lineCount()).toHaveTextContent('3 lines'));
    expect(renderedLines(container)).toEqual(['first']);

    await user.click(screen.getByRole('button', { name: 'Resume (2 new)' }));
    await waitFor(() => expect(renderedLines(container)).toEqual(['first', 'second', 'third']));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('keeps only the newest 1000 lines while paused, and still counts every arrival', async () => {
    const { container, stream, user } = await openWithLines(['first']);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    stream.send(numberedLines(1, 1500));
    expect(await screen.findByRole('button', { name: 'Resume (1,500 new)' })).toBeInTheDocument();
    await waitFor(() => expect(lineCount()).toHaveTextContent('1,000 lines'));

    await user.click(screen.getByRole('button', { name: /Resume/ }));
    await waitFor(() => expect(renderedLines(container)).toContain('line 1500'));
    scrollListTo(container, 0);
    await waitFor(() => expect(renderedLines(container)[0]).toBe('line 501'));
  });

  it('follows the newest line only while the user is at the bottom', async () => {
    const { container, stream, user } = await openWithLines(numberedLines(1, 100));
    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    expect(renderedLines(container)).not.toContain('line 1');

    scrollListTo(container, 0);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
    stream.send(numberedLines(101, 10));
    await waitFor(() => expect(lineCount()).toHaveTextContent('110 lines'));
    expect(renderedLines(container)).toContain('line 1');
    expect(renderedLines(container)).not.toContain('line 110');

    // Back at the bottom by scrolling: following again.
    scrollListTo(container, 110 * ROW_HEIGHT);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    stream.send(['line 111']);
    await waitFor(() => expect(renderedLines(container)).toContain('line 111'));

    // Turned off from the toolbar: the view stays where it is while lines arrive.
    await user.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    stream.send(numberedLines(112, 40));
    await waitFor(() => expect(lineCount()).toHaveTextContent('151 lines'));
    expect(renderedLines(container)).toContain('line 111');
    expect(renderedLines(container)).not.toContain('line 151');

    await user.click(follow);
    await waitFor(() => expect(renderedLines(container)).toContain('line 151'));
  });

  it('wraps long lines on demand, and remembers the choice for the next visit', async () => {
    const { container, user, router } = await openWithLines(['GET /' + 'a'.repeat(300)]);
    const wrap = screen.getByRole('button', { name: 'Wrap lines' });
    expect(wrap).toHaveAttribute('aria-pressed', 'false');
    expect(scroller(container)).not.toHaveClass('log-wrap');

    await user.click(wrap);
    expect(wrap).toHaveAttribute('aria-pressed', 'true');
    // How the rows then lay out is checked in Chromium (tests/e2e/responsive.e2e.ts): jsdom has no layout.
    expect(scroller(container)).toHaveClass('log-wrap');

    void router.navigate!('/elsewhere');
    await screen.findByText('Somewhere else');
    void router.navigate!('/domains/example.com/logs');
    expect(await screen.findByRole('button', { name: 'Wrap lines' })).toHaveAttribute('aria-pressed', 'true');
    expect(scroller(container)).toHaveClass('log-wrap');
  });

  it('filters by text and by level without losing lines', async () => {
    const lines = ['[ERROR] upstream refused', '[INFO] upstream back', '[DEBUG] tick', 'GET /health 200', '[WARN] slow upstream'];
    const { container, user } = await openWithLines(lines);

    await user.type(screen.getByRole('textbox', { name: 'Filter lines' }), 'UPSTREAM');
    await waitFor(() =>
      expect(renderedLines(container)).toEqual(['[ERROR] upstream refused', '[INFO] upstream back', '[WARN] slow upstream']),
    );
    await waitFor(() => expect(lineCount()).toHaveTextContent('3 of 5 lines shown'));

    const levels = screen.getByRole('group', { name: 'Levels shown' });
    await user.click(within(levels).getByRole('button', { name: 'Info' }));
    await user.click(within(levels).getByRole('button', { name: 'Warning' }));
    await waitFor(() => expect(renderedLines(container)).toEqual(['[ERROR] upstream refused']));

    await user.click(screen.getByRole('button', { name: 'Clear the text filter' }));
    await user.click(within(levels).getByRole('button', { name: 'Error' }));
    await waitFor(() => expect(renderedLines(container)).toEqual(['[DEBUG] tick', 'GET /health 200']));

    await user.click(within(levels).getByRole('button', { name: 'Debug' }));
    await user.click(within(levels).getByRole('button', { name: 'Other' }));
    expect(await screen.findByText('No line matches the filter')).toBeInTheDocument();

    for (const level of ['Error', 'Warning', 'Info', 'Debug', 'Other']) {
      await user.click(within(levels).getByRole('button', { name: level }));
    }
    await waitFor(() => expect(renderedLines(container)).toEqual(lines));
    await waitFor(() => expect(lineCount()).toHaveTextContent(/^5 lines$/));
  });

  it('levels access lines by their status (issue 41 point 8): 5xx with the errors, 4xx with the warnings, in their colours', async () => {
    const ok = '203.0.113.7 - - [31/Jan/2025:12:00:00 +0000] "GET /[ERROR] HTTP/1.1" 200 612 "-" "curl/8.5.0"';
    const missing = '203.0.113.7 - - [31/Jan/2025:12:00:01 +0000] "GET /favicon.ico HTTP/1.1" 404 153 "-" "Mozilla/5.0"';
    const broken = '198.51.100.23 - - [31/Jan/2025:12:00:02 +0000] "POST /api HTTP/1.1" 502 157 "-" "Go-http-client/1.1"';
    const refused = '198.51.100.23 [31/Jan/2025:12:00:03 +0000] TCP 502 0 0 3.001 "10.0.0.2:5432" "0" "0" "-"';
    const lines = [ok, missing, '[ERROR] upstream refused', broken, '[WARN] slow upstream', refused];
    const { container, user } = await openWithLines(lines);
    const levelOf = (text: string) =>
      [...container.querySelectorAll('.log-line')].find((line) => line.textContent?.includes(text))?.className.match(/log-(\w+)$/)?.[1];
    expect(lines.map(levelOf)).toEqual(['other', 'warn', 'error', 'error', 'warn', 'error']);

    const levels = screen.getByRole('group', { name: 'Levels shown' });
    for (const level of ['Warning', 'Info', 'Debug', 'Other']) await user.click(within(levels).getByRole('button', { name: level }));
    await waitFor(() => expect(renderedLines(container)).toEqual(['[ERROR] upstream refused', broken, refused]));
    await user.click(within(levels).getByRole('button', { name: 'Error' }));
    await user.click(within(levels).getByRole('button', { name: 'Warning' }));
    await waitFor(() => expect(renderedLines(container)).toEqual([missing, '[WARN] slow upstream']));
    // Hovering the button says why such lines are there.
    const warning = within(levels).getByRole('button', { name: 'Warning' });
    await user.hover(warning);
    await waitFor(() => expect(warning).toHaveAccessibleDescription('Lines tagged [WARN] or [WARNING], and requests answered with a 4xx status'));
  });

  it('clears the lines, then shows the ones that come next', async () => {
    const { container, stream, user } = await openWithLines(['old one', 'old two']);
    await user.click(screen.getByRole('button', { name: 'Clear the lines' }));
    await waitFor(() => expect(renderedLines(container)).toEqual([]));
    expect(lineCount()).toHaveTextContent('0 lines');
    expect(screen.getByText('Waiting for log lines…')).toBeInTheDocument();

    stream.send(['new one']);
    await waitFor(() => expect(renderedLines(container)).toEqual(['new one']));
  });

  it('copies one line to the clipboard and says so', async () => {
    const { container, user } = await openWithLines(['[INFO] first', '[ERROR] the one that matters']);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const row = Array.from(container.querySelectorAll<HTMLElement>('.log-line')).find((line) =>
      line.textContent?.includes('the one that matters'),
    )!;
    await user.click(within(row).getByRole('button', { name: 'Copy line' }));

    expect(writeText).toHaveBeenCalledWith('[ERROR] the one that matters');
    expect(await screen.findByText('Line copied')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const { container } = await openWithLines(['only line']);
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(container.querySelector<HTMLElement>('.log-line')!).getByRole('button', { name: 'Copy line' }));
    expect(await screen.findByText('The line could not be copied')).toBeInTheDocument();
  });

  it('downloads the kept lines, not only the filtered ones, as a .log file', async () => {
    const { stream, user } = await openWithLines(numberedLines(1, 600));
    stream.send(numberedLines(601, 600));
    await waitFor(() => expect(lineCount()).toHaveTextContent('1,000 lines'));
    await user.type(screen.getByRole('textbox', { name: 'Filter lines' }), 'line 9');

    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:logs';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    await user.click(screen.getByRole('button', { name: 'Download the kept lines as a .log file' }));

    expect(blobs).toHaveLength(1);
    const text = await blobs[0].text();
    expect(text).toBe(`${numberedLines(201, 1000).join('\n')}\n`);
    expect(clicked[0].download).toMatch(/^example\.com-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.log$/);
    expect(clicked[0].href).toBe('blob:logs');
    expect(await screen.findByText(/^1,000 lines saved to example\.com-.*\.log$/)).toBeInTheDocument();
  });

  it('shows a live rate of lines per second', async () => {
    const { stream } = await openWithLines(['warm-up']);
    expect(screen.getByTestId('log-rate')).toHaveTextContent(/^\d[\d,]* lines?\/s$/);
    stream.send(numberedLines(1, 300));
    await waitFor(() => expect(screen.getByTestId('log-rate')).not.toHaveTextContent(/^0 lines\/s$/));
  });
});
