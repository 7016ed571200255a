/**
 * Helpers for the nodes, tokens and home screen tests: the nodes routes inside react-admin's
 * AdminContext (see ../helpers/renderAdmin), a fresh signed-in demo gateway per test, and a
 * recorder of the requests and streams the screens open.
 */
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { eventStream, type EventSink } from '../../../mocks/handlers/event-stream';
import HomePage from '../../../src/home/HomePage';
import NodeDetails from '../../../src/nodes/NodeDetails';
import NodeList from '../../../src/nodes/NodeList';
import { renderInAdmin, signInForTest, useDemoServer } from '../helpers/renderAdmin';
import { Notification } from '../../../src/layout/Notification';

const cleanups: (() => void)[] = [];

// Whole screens driven keystroke by keystroke on a shared 2-core machine: allow for a slow neighbour.
vi.setConfig({ testTimeout: 60_000 });

export interface SeenRequest {
  method: string;
  url: URL;
}

/** The demo gateway, reset and signed in before each test; `seen` lists every request (cleared per test). */
export const useSignedInDemo = () => {
  const demo = useDemoServer();
  const seen: SeenRequest[] = [];
  const bodies: (SeenRequest & { text: Promise<string> })[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    const entry = { method: request.method, url: new URL(request.url) };
    seen.push(entry);
    if (request.method !== 'GET') bodies.push({ ...entry, text: request.clone().text() });
  });
  beforeEach(async () => {
    demo.db.reset();
    await signInForTest();
    seen.length = 0;
    bodies.length = 0;
  });
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  /** Requests to `path` (e.g. '/api/nodes/stream'), optionally of one method. */
  const requests = (path: string, method = 'GET') => seen.filter((r) => r.url.pathname === path && r.method === method);
  return { ...demo, seen, bodies, requests };
};

/**
 * The nodes and home routes at `path`, as the app routes them; with `onCommit`, under React's Profiler,
 * told of every commit of the screen; with `locale`, in that language (the store key react-admin reads).
 */
export const renderScreen = (path: string, { onCommit, locale }: { onCommit?: ProfilerOnRenderCallback; locale?: string } = {}) =>
  renderInAdmin(
    <Profiler id="screen" onRender={onCommit ?? noCommitWatch}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/nodes" element={<NodeList />} />
        <Route path="/nodes/:id" element={<NodeDetails />} />
      </Routes>
      <Notification />
    </Profiler>,
    { initialEntries: [path], store: locale ? memoryStore({ locale }) : undefined },
  );

const noCommitWatch: ProfilerOnRenderCallback = () => undefined;

/** The table row that shows `name`. */
export const rowOf = async (name: string): Promise<HTMLElement> => {
  const cell = await screen.findByRole('link', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** Opens the "More actions for <name>" menu and returns the names of its items. */
export const openMenu = async (user: { click: (el: Element) => Promise<void> }, name: string): Promise<string[]> => {
  await user.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
};

/** Captures files saved through saveBlob (object URL + <a download>). */
export const captureDownloads = () => {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let count = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/${(count += 1)}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  cleanups.push(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
};

export const expectNoText = (text: string | RegExp) => expect(screen.queryByText(text)).not.toBeInTheDocument();

export interface ControlledStream {
  url: URL;
  sink: EventSink;
  closed: boolean;
}

/**
 * Replaces the demo's node streams with ones the test drives: every opened stream is recorded with
 * its query; `send` pushes a frame; `closed` turns true when the console closes it. `streams` are a
 * list's page streams and node streams (with `limit` or `id`); `fleet` the whole-fleet streams (neither).
 */
export const controlStreams = (server: ReturnType<typeof useSignedInDemo>['server']) => {
  const streams: ControlledStream[] = [];
  const fleet: ControlledStream[] = [];
  server.use(
    http.get('*/api/nodes/stream', ({ request }) =>
      eventStream(request, (sink) => {
        const url = new URL(request.url);
        const stream: ControlledStream = { url, sink, closed: false };
        (url.searchParams.has('limit') || url.searchParams.has('id') ? streams : fleet).push(stream);
        return () => {
          stream.closed = true;
        };
      }),
    ),
  );
  const open = () => streams.filter((stream) => !stream.closed);
  return { streams, open, last: () => streams[streams.length - 1], fleet, openFleet: () => fleet.filter((stream) => !stream.closed) };
};

/**
 * Holds the demo gateway's answers to GET requests matching `path` (an msw pattern) until `release()`,
 * then lets them through: the screen's refetch after a change arrives when the test says.
 */
export const holdReads = (server: ReturnType<typeof useSignedInDemo>['server'], path: string) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get(path, async () => void (await held)));
  return { release };
};

/** Records every EventSource the console creates (to see one closed for good). */
export const recordEventSources = () => {
  const Original = globalThis.EventSource;
  const sources: EventSource[] = [];
  class Recording extends Original {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      sources.push(this);
    }
  }
  vi.stubGlobal('EventSource', Recording);
  return sources;
};

/** Waits for the toast `text`, as long as any finder (renderAdmin sets 10 s for loaded CI machines). */
export const findToast = (text: string) => screen.findByText(text);

/**
 * Waits for the toast `text`, then closes it with its close button, as a user does before the next
 * action: react-admin shows one toast at a time, so the next one waits until this one is gone.
 */
export const dismissToast = async (user: UserEvent, text: string) => {
  const toast = (await findToast(text)).closest('.MuiSnackbar-root') as HTMLElement;
  await user.click(within(toast).getByRole('button', { name: 'Close the message' }));
  await waitForElementToBeRemoved(() => screen.queryByText(text));
};
