/**
 * Issue 40, point 5: one word per node state. For each of the four states (a node of the demo's seeded
 * fleet in each), the word each screen gives it, in English and in French: the nodes list (the dot's
 * name, the word beside it, the phone row's word, the last hour's strip, the status chip and its count),
 * node details (the header's dot and what it announces, the status timeline and its list of changes),
 * home (the node figures and what needs attention) and the exposure inventory (the node column and the
 * CSV). Each place must say its node's word and no other state's word: a screen that still named a
 * disabled node Offline, or Disabled, fails here.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Node } from '../../../src/api/types';
import ExposurePage from '../../../src/exposure/ExposurePage';
import HomePage from '../../../src/home/HomePage';
import NodeDetails from '../../../src/nodes/NodeDetails';
import NodeList from '../../../src/nodes/NodeList';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { fakeClockStart } from '../helpers/clock';
import { fleetFrame, fleetStreamOf } from '../helpers/fleet';
import { installMatchMedia } from '../helpers/matchMedia';
import { renderInAdmin } from '../helpers/renderAdmin';
import { captureDownloads, controlStreams, recordEventSources, useSignedInDemo } from '../nodes/renderScreen';

const demo = useSignedInDemo();

const STATES = ['online', 'idle', 'offline', 'disconnected'] as const;
type State = (typeof STATES)[number];
type Locale = 'en' | 'fr';

/** The one word of each state (SPEC §2 for the gateway's three; Disconnected for a node the operator disabled). */
const WORDS: Record<Locale, Record<State, string>> = {
  en: { online: 'Online', idle: 'Idle', offline: 'Offline', disconnected: 'Disconnected' },
  fr: { online: 'En ligne', idle: 'Inactif', offline: 'Hors ligne', disconnected: 'Déconnecté' },
};

/** The texts this test finds things by. */
const TEXTS: Record<Locale, { figures: string; attention: string; exportCsv: string; changes: string; timeline: RegExp }> = {
  en: { figures: 'Fleet figures', attention: 'Needs attention', exportCsv: 'Export CSV', changes: 'Status changes, newest first', timeline: /^Status, / },
  fr: { figures: 'Chiffres de la flotte', attention: 'À surveiller', exportCsv: 'Exporter en CSV', changes: 'Changements de statut, du plus récent au plus ancien', timeline: /^Statut, / },
};

/**
 * The seeded fleet's story, pinned: online 3, 4, 6, 7, 11, 13; idle 2, 9, 12; offline 5 (its tunnel never
 * came up); 8 and 10 disabled by the operator (the gateway reports them offline, `enabled: false`).
 */
const STORY: Record<number, Partial<Node>> = Object.fromEntries([
  ...[3, 4, 6, 7, 11, 13].map((id) => [id, { status: 'online' }]),
  ...[2, 9, 12].map((id) => [id, { status: 'idle' }]),
  [5, { status: 'offline', latestHandshakeTimestamp: 0 }],
]);
const COUNTS: Record<State, number> = { online: 6, idle: 3, offline: 1, disconnected: 2 };

/** One node in each state, and one of its services (the exposure inventory's rows). */
const NODES: Record<State, { id: number; name: string; service: string }> = {
  online: { id: 3, name: 'office-gateway', service: 'printer-ui' },
  idle: { id: 2, name: 'homelab-nas', service: 'nas-web' },
  offline: { id: 5, name: 'raspberry-pi-garage', service: 'garage-sensors' },
  disconnected: { id: 8, name: 'backup-server', service: 'restic-rest' },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The states whose word `text` says (a whole word, in any case, or its plural: "Nœuds déconnectés"). */
const wordsIn = (text: string, locale: Locale): State[] =>
  STATES.filter((state) => new RegExp(`(?<!\\p{L})${escape(WORDS[locale][state])}s?(?!\\p{L})`, 'iu').test(text));

/** An element's text as read, one text node after another (textContent runs a cell's last word into the next cell's first). */
const textOf = (element: Element): string => {
  const parts: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ');
};

const T0 = fakeClockStart();
let media: ReturnType<typeof installMatchMedia> | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(async () => {
  vi.useRealTimers();
  media?.uninstall();
  media = undefined;
  // The provider is one object for every test: back to English for the next.
  await i18nProvider.changeLocale('en');
  document.documentElement.lang = 'en';
});

const renderConsole = (path: string, locale: Locale) =>
  renderInAdmin(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/nodes" element={<NodeList />} />
      <Route path="/nodes/:id" element={<NodeDetails />} />
      <Route path="/exposure" element={<ExposurePage />} />
    </Routes>,
    { initialEntries: [path], store: memoryStore({ locale }) },
  );

/**
 * Renders `path` and sends the fleet's frame of the story; `later()` sends it again two seconds on, into
 * the next minute, so that the last hour holds some watched time (its windows move by the minute).
 */
const openWithFleet = async (path: string, locale: Locale) => {
  vi.setSystemTime(T0 + 59_000);
  const streams = controlStreams(demo.server);
  const rendered = renderConsole(path, locale);
  const fleet = await fleetStreamOf(streams);
  fleet.sink.send(fleetFrame(demo.db, STORY));
  const later = () => {
    vi.setSystemTime(T0 + 61_000);
    fleet.sink.send(fleetFrame(demo.db, STORY));
  };
  return { ...rendered, later };
};

describe.each(['en', 'fr'] as const)('one word per node state (%s)', (locale) => {
  const words = WORDS[locale];

  it('on the nodes list: each row’s dot, its word and its last hour, and the chip that counts it', async () => {
    const { later } = await openWithFleet('/nodes?page=1&perPage=25', locale);
    const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
    // Every peer's row: the chips count the rows each word is on.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + demo.db.nodes.length));
    later();
    for (const state of STATES) {
      const { name } = NODES[state];
      const row = await rowOf(name);
      const [status, , , , , , lastHour] = within(row).getAllByRole('cell').slice(1);
      await waitFor(() => expect(within(status).getByRole('img')).toHaveAccessibleName(words[state]));
      expect(status).toHaveTextContent(words[state]);
      // The strip's sentence is its tooltip and what screen readers hear.
      await waitFor(() => expect(wordsIn(textOf(lastHour), locale)).toEqual([state]));
      expect(wordsIn(lastHour.querySelector('[title]')!.getAttribute('title')!, locale)).toEqual([state]);
      expect(wordsIn(textOf(row), locale)).toEqual([state]);
    }
    const dots = within(screen.getByRole('table')).getAllByRole('img').map((dot) => dot.getAttribute('aria-label'));
    for (const state of STATES) {
      const shown = dots.filter((word) => word === words[state]).length;
      expect(shown).toBe(COUNTS[state]);
      expect(screen.getByRole('button', { name: `${words[state]} ${shown}` })).toBeInTheDocument();
    }
  });

  it('on the nodes list of a phone: each row’s word beside its name', async () => {
    media = installMatchMedia({ width: 390 });
    await openWithFleet('/nodes?page=1&perPage=25', locale);
    for (const state of STATES) {
      const row = (await screen.findByRole('link', { name: NODES[state].name })).closest('li')!;
      await waitFor(() => expect(within(row).getByRole('img')).toHaveAccessibleName(words[state]));
      expect(within(row).getByText(words[state])).toBeInTheDocument();
      expect(wordsIn(textOf(row), locale)).toEqual([state]);
    }
  });

  it('on node details: the header, what it announces, the status timeline and its changes', async () => {
    const sources = recordEventSources();
    for (const [index, state] of STATES.entries()) {
      const { id, name } = NODES[state];
      const start = T0 + index * 120_000;
      vi.setSystemTime(start);
      const streams = controlStreams(demo.server);
      const { unmount } = renderConsole(`/nodes/${id}`, locale);
      const heading = await screen.findByRole('heading', { level: 1, name });
      await waitFor(() => expect(streams.open()).toHaveLength(1));
      const source = sources.find((candidate) => candidate.url.includes(`id=${id}`) && candidate.readyState !== EventSource.CLOSED)!;
      let delivered = 0;
      // Added after the console's own handler: it runs once the console has read the frame.
      source.addEventListener('message', () => (delivered += 1));
      // A disabled node's stream sends its raw row, without status (API-FACTS §6.2).
      const frame = state === 'disconnected' ? demo.db.find('nodes', id)! : fleetFrame(demo.db, STORY).find((row) => row.id === id)!;
      // Two frames two seconds apart, each taken in at its time.
      for (const at of [start, start + 2_000]) {
        vi.setSystemTime(at);
        const before = delivered;
        streams.last().sink.send(frame);
        await waitFor(() => expect(delivered).toBe(before + 1));
      }

      await waitFor(() => expect(within(heading.parentElement!).getByRole('img')).toHaveAccessibleName(words[state]));
      const announced = document.querySelector('[aria-live="polite"]')!.textContent!;
      expect(wordsIn(announced, locale)).toEqual([state]);
      // The changes, newest first: the node's state since the first frame (the time before it unwatched).
      const changes = await screen.findByRole('table', { name: TEXTS[locale].changes });
      await waitFor(() => expect(wordsIn(textOf(within(changes).getAllByRole('row')[1]), locale)).toEqual([state]));
      expect(wordsIn(textOf(changes), locale)).toEqual([state]);
      const segments = within(screen.getByRole('group', { name: TEXTS[locale].timeline })).getAllByRole('img');
      const named = segments.flatMap((segment) => wordsIn(segment.getAttribute('aria-label') ?? segment.getAttribute('title') ?? '', locale));
      expect(named).toEqual([state]);
      unmount();
    }
  });

  it('on home: the node figures, and what needs attention', async () => {
    await openWithFleet('/', locale);
    const figures = screen.getByRole('list', { name: TEXTS[locale].figures });
    for (const state of STATES) {
      const figure = within(figures).getAllByRole('link').find((link) => link.closest(`[data-figure="${state}"]`))!;
      await waitFor(() => expect(figure).toHaveAccessibleName(new RegExp(`^${COUNTS[state]} `)));
      expect(wordsIn(textOf(figure), locale)).toEqual([state]);
      expect(decodeURIComponent(figure.getAttribute('href')!)).toBe(`/nodes?filter={"status":"${state}"}`);
    }
    // Online and idle nodes need no attention; the offline one and the disconnected one are listed by their word.
    const attention = screen.getByRole('region', { name: TEXTS[locale].attention });
    const itemOf = (name: string) => within(attention).queryByRole('link', { name })?.closest('li');
    await waitFor(() => expect(itemOf(NODES.disconnected.name)).toBeTruthy());
    for (const state of ['offline', 'disconnected'] as const) expect(wordsIn(textOf(itemOf(NODES[state].name)!), locale)).toEqual([state]);
    for (const state of ['online', 'idle'] as const) expect(itemOf(NODES[state].name)).toBeFalsy();
  });

  it('in the exposure inventory: the node column and its CSV', async () => {
    const saved = captureDownloads();
    const { user } = await openWithFleet('/exposure', locale);
    const rowOf = (service: string) => screen.getByText(service, { selector: 'span' }).closest('tr')!;
    await waitFor(() => expect(rowOf(NODES.disconnected.service)).toBeTruthy());
    for (const state of STATES) {
      await waitFor(() => expect(rowOf(NODES[state].service).querySelector('[data-node-state]')).toHaveTextContent(words[state]));
      expect(wordsIn(textOf(rowOf(NODES[state].service).querySelector('[data-node-state]')!), locale)).toEqual([state]);
    }
    await user.click(screen.getByRole('button', { name: TEXTS[locale].exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await saved[0].blob.text()).split('\r\n').map((line) => line.split(','));
    for (const state of STATES) {
      // Type, Name, Endpoint, Node, Node status: none of these fields holds a comma.
      const line = lines.find((fields) => fields[1] === NODES[state].service)!;
      expect(line.slice(3, 5)).toEqual([NODES[state].name, words[state]]);
    }
  });
});
