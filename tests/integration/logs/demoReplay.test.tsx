/**
 * A reconnect against the demo gateway, whose log streams tail one persistent file per source as the
 * reference's `tail -n 10 -f` does: the reopened stream replays the banner and the file's last lines,
 * and the console shows each line of the file exactly once. The demo's own stream handler answers;
 * the test only cuts the connection, as a restarting proxy would.
 */
import { screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../mocks/handlers';
import { renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';
import { connectionStatus, renderedLines } from './logsTestKit';

const demo = useDemoServer();

interface Tapped {
  /** Every line the gateway sent on this connection, in order (chunk-ending "" removed). */
  lines: string[];
  cut: () => void;
}

/** The demo gateway's log stream, each connection tapped and cuttable. */
const tapLogStreams = () => {
  // The same database; a handler set of its own, so its log files are the ones these streams tail.
  const gateway = createHandlers(demo.db);
  const tapped: Tapped[] = [];
  demo.server.use(
    http.get('*/api/logs/stream', async ({ request }) => {
      const response = await getResponse(gateway, request);
      if (!response?.body) return response;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const connection: Tapped = { lines: [], cut: () => undefined };
      let text = '';
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          connection.cut = () => {
            void reader.cancel();
            controller.close();
          };
        },
        async pull(controller) {
          const { value, done } = await reader.read();
          if (done) return controller.close();
          text += decoder.decode(value, { stream: true });
          const frames = text.split('\n\n');
          text = frames.pop() ?? '';
          for (const frame of frames) {
            if (frame.startsWith('data: ')) connection.lines.push(...(JSON.parse(frame.slice(6)) as string[]).filter((line) => line !== ''));
          }
          controller.enqueue(value);
        },
        cancel: () => reader.cancel(),
      });
      tapped.push(connection);
      return new HttpResponse(body, { status: response.status, headers: response.headers });
    }),
  );
  return tapped;
};

const shownLines = async () => {
  const count = Number((await screen.findByTestId('log-line-count')).textContent?.match(/\d+/)?.[0]);
  return { count, lines: renderedLines(document.body) };
};

describe('reconnecting to the demo gateway', () => {
  it('replays the same last lines of an unchanged file, and the console adds nothing', async () => {
    demo.db.settings.logRate = 0;
    const streams = tapLogStreams();
    await signInForTest();
    await renderApp('/domains/app.example.com/logs');
    await waitFor(() => expect(connectionStatus()).toHaveTextContent('Live'));
    await screen.findByText('10 lines');
    const before = await shownLines();
    // The gateway's "Getting logs..." banner is no line of the file.
    expect(before.lines).not.toContain('Getting logs...');

    streams[0].cut();
    await waitFor(() => expect(connectionStatus()).toHaveTextContent('Connection lost, reconnecting…'));
    await waitFor(() => expect(streams).toHaveLength(2));
    await waitFor(() => expect(connectionStatus()).toHaveTextContent('Live'));

    // The gateway did replay: the banner and the same ten lines.
    expect(streams[1].lines).toEqual(streams[0].lines);
    expect(await shownLines()).toEqual(before);
  });

  it('shows every line the file got, including those written during the gap, exactly once', async () => {
    demo.db.settings.logRate = 5;
    const streams = tapLogStreams();
    await signInForTest();
    await renderApp('/domains/app.example.com/logs');
    await waitFor(() => expect(connectionStatus()).toHaveTextContent('Live'));
    await waitFor(() => expect(streams[0].lines.length).toBeGreaterThan(13));

    streams[0].cut();
    await waitFor(() => expect(streams).toHaveLength(2));
    await waitFor(() => expect(streams[1].lines.length).toBeGreaterThan(12));
    // The file stops growing, so what was sent and what is shown can settle.
    demo.db.settings.logRate = 0;

    const [first, second] = streams.map((stream) => stream.lines);
    const replay = second.slice(1, 11);
    // The reopened stream replayed lines already shown, and lines written during the gap.
    expect(replay.filter((line) => first.includes(line)).length).toBeGreaterThan(0);
    expect(replay.filter((line) => !first.includes(line)).length).toBeGreaterThan(0);

    // The console shows each line of the file once, in the file's order.
    await waitFor(async () => {
      // The banner each connection starts with is no line of the file.
      const distinct = [...new Set([...streams[0].lines, ...streams[1].lines])].filter((line) => line !== 'Getting logs...');
      const { count, lines } = await shownLines();
      expect(count).toBe(distinct.length);
      expect(lines).toEqual(distinct.slice(-lines.length));
    });
  });
});
