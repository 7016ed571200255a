/**
 * Test kit for the logs screens: an msw server whose log stream the test drives frame by frame, a
 * record of every EventSource opened, and a render of the two real routes inside react-admin.
 */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse, sse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { AdminContext, Notification, TestMemoryRouter } from 'react-admin';
import { Route, Routes, type Location, type NavigateFunction } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { lightTheme } from '../../../src/layout/themes';
import DomainLogsPage from '../../../src/logs/DomainLogsPage';
import ServiceLogsPage from '../../../src/logs/ServiceLogsPage';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { createConsoleClients } from '../helpers/renderAdmin';

/** One log stream connection as the server sees it. */
export interface StreamConnection {
  url: URL;
  openedAt: number;
  send: (lines: string[]) => void;
  sendRaw: (data: string) => void;
  /**
   * Ends the connection, as a restarting gateway does. (msw's client.error() rejects the body with
   * `undefined`, which the eventsource polyfill cannot handle; an ended body takes the same error path.)
   */
  drop: () => void;
  /** The reference server's way to report a tail failure: a named `error` event with raw text. */
  sendErrorEvent: (text: string) => void;
}

export const connections: StreamConnection[] = [];
/** When each session check (the one-row nodes list a stream error triggers) reached the server. */
export const sessionChecks: number[] = [];
export const eventSources: EventSource[] = [];

export const services: Record<string, { id: number; name: string; domain: string }> = {
  'http/7': { id: 7, name: 'grafana', domain: 'grafana.example.com' },
  'tcp/9': { id: 9, name: 'mqtt', domain: 'mqtt.example.com' },
};

export const server = setupServer(
  // The event map names the reference server's `event: error` message (raw text) next to the data frames.
  sse<{ message: string; error: string }>('*/api/logs/stream', ({ client, request }) => {
    connections.push({
      url: new URL(request.url),
      openedAt: performance.now(),
      send: (lines) => client.send({ data: JSON.stringify(lines) }),
      sendRaw: (data) => client.send({ data }),
      drop: () => client.close(),
      sendErrorEvent: (text) => client.send({ event: 'error', data: text }),
    });
  }),
  // The session check after a stream error: the session is fine here (the screens under test have no
  // auth provider; tests/integration/logs/session.test.tsx covers the refused session on the demo gateway).
  http.get('*/api/nodes', () => {
    sessionChecks.push(performance.now());
    return HttpResponse.json({ data: [], page: 1, limit: 1, total: 0 });
  }),
  http.get('*/api/services/:nodeId/:type/:id', ({ params }) => {
    const service = services[`${params.type}/${params.id}`];
    return service ? HttpResponse.json(service) : new HttpResponse(null, { status: 204 });
  }),
);

/** Installs the server and the EventSource record for the calling test file. */
export const useLogsTestServer = () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    document.cookie = 'token=test; Path=/';
    const Original = globalThis.EventSource;
    class RecordedEventSource extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        eventSources.push(this);
      }

    }
    vi.stubGlobal('EventSource', RecordedEventSource);
  });
  afterEach(() => {
    eventSources.forEach((source) => source.close());
    eventSources.length = 0;
    connections.length = 0;
    sessionChecks.length = 0;
    server.resetHandlers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
};

export const numberedLines = (from: number, count: number, prefix = 'line') =>
  Array.from({ length: count }, (_, i) => `${prefix} ${from + i}`);

/** Renders the app's two logs routes at `path`; `location()` and `navigate` reach the router. */
export const renderLogs = (path: string) => {
  const router: { location?: Location; navigate?: NavigateFunction } = {};
  const view = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => (router.location = location)}
      navigateCallback={(navigate) => (router.navigate = navigate)}
    >
      <AdminContext {...createConsoleClients()} i18nProvider={i18nProvider} theme={lightTheme}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/domains/:domain/logs" element={<DomainLogsPage />} />
            <Route path="/nodes/:nodeId/:type/:id/logs" element={<ServiceLogsPage />} />
            <Route path="*" element={<p>Somewhere else</p>} />
          </Routes>
        </Suspense>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, router };
};

/** The status region of the connection chip (the gateway's error text has a status region of its own). */
export const connectionStatus = (): HTMLElement => {
  const region = screen.getAllByRole('status').find((candidate) => candidate.querySelector('[data-state]'));
  if (!region) throw new Error('no connection status on screen');
  return region;
};

/** The texts of the line elements currently in the DOM (the windowed list renders only some). */
export const renderedLines = (container: HTMLElement): string[] =>
  Array.from(container.querySelectorAll('.log-line .log-text')).map((element) => element.textContent ?? '');

export const scroller = (container: HTMLElement): HTMLElement => container.querySelector('.log-scroller')!;

/** Scrolls the list as a user would (jsdom has no layout: the position is set, then the event fired). */
export const scrollListTo = (container: HTMLElement, top: number) => {
  const element = scroller(container);
  element.scrollTop = top;
  element.dispatchEvent(new Event('scroll'));
};
