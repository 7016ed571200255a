/**
 * The whole fleet as one unpaged node-list stream shared by every screen with fleet-wide figures: without
 * `limit` the reference re-reads every node on each tick (API-FACTS §6.1), so changes show without reopening.
 * It is read in a worker (fleet/) so the main thread holds only what screens show; a fleet larger than a
 * page is sampled at an interval (fleet/fleetPace.ts), and a stream the browser gave up on is reopened.
 * The worker also holds the console's history recorder: the main thread's node streams hand it their rows.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { NodeStatus } from '../../api/types';
import { devLog } from '../../config';
import { openFleetChannel, type FleetChannel } from './fleet/fleetChannel';
import { FLEET_RETRY_MS } from './fleet/fleetPace';
import type {
  CountsByType,
  FleetEvent,
  FleetInterest,
  FleetUpdate,
  LocalPage,
  LocalPageQuery,
  MembershipQuery,
  NodeBrief,
  RuntimeRow,
} from './fleet/fleetProtocol';
import { applyHistory, setHistorySource } from '../history/history';
import type { FrameRow } from '../history/samples';
import { sessionStreamUrl } from '../streams';
import { getToken } from '../tokenCookie';
import { WHOLE_LIST_TTL_MS } from '../wholeList';

export { FLEET_LIVE_CAP, FLEET_RETRY_MS, fleetPaceFor } from './fleet/fleetPace';
export type { CountsByType, FleetCounts, FleetType, LocalPage, LocalPageQuery, MembershipQuery, NodeBrief, RuntimeRow } from './fleet/fleetProtocol';

export interface FleetSnapshot {
  /** Peers by status, whole fleet and per node type, as of the last frame; null before the first one. */
  counts: CountsByType | null;
  /** Nodes in the last frame. */
  total: number | null;
  /** 'live': a frame every second; 'sampled': the fleet is larger than a page. */
  pace: 'live' | 'sampled';
  /** When the last frame arrived (ms since the epoch), and how long until the next one is read. */
  at: number | null;
  intervalMs: number;
  /** False once the stream failed, until a frame arrives again: the figures are then the last known. */
  connected: boolean;
}

export interface FleetIndex {
  /** Each node's brief, by id; null until the first frame. */
  nodes: ReadonlyMap<number, NodeBrief> | null;
  /** Changes when a node joins or leaves the fleet (not when a brief changes). */
  nodeSet: number;
  pace: FleetSnapshot['pace'];
}

const EMPTY: FleetSnapshot = { counts: null, total: null, pace: 'live', at: null, intervalMs: 1000, connected: true };

/** How long the stream stays open after its last subscriber left. */
const LINGER_MS = 3_000;

const NODE_SCOPE = /^node:(.+)$/;

type Listener = () => void;

interface RowWatch {
  ids: ReadonlySet<string>;
  onRows: (rows: RuntimeRow[]) => void;
}

interface MemberWatch {
  query: MembershipQuery;
  onChange: () => void;
}

/** A local page waiting for a frame read after `since`. */
interface PageWait {
  since: number;
  query: LocalPageQuery;
  resolve: (page: LocalPage | null) => void;
}

class FleetStream {
  private snapshot: FleetSnapshot = EMPTY;
  private briefs: Map<number, NodeBrief> | null = null;
  private nodeSet = 0;
  private index: FleetIndex = { nodes: null, nodeSet: 0, pace: 'live' };
  private listeners = new Set<Listener>();
  private errorHandlers = new Set<() => void>();
  private channel: FleetChannel | null = null;
  /** A stream is open or due to be (false once stopped). */
  private active = false;
  private token: string | null = null;
  private reopen: ReturnType<typeof setTimeout> | undefined;
  private linger: ReturnType<typeof setTimeout> | undefined;
  private indexReaders = 0;
  private rowWatches = new Set<RowWatch>();
  private memberWatches = new Set<MemberWatch>();
  private drawnNodes = new Set<string>();
  private interestSent = '';
  private interestDue = false;
  private requests = new Map<number, (statuses: (NodeStatus | undefined)[]) => void>();
  private pages = new Map<number, (page: LocalPage) => void>();
  private pageWaits: PageWait[] = [];
  private nextRequest = 0;
  /** When the console last changed something (a settled mutation), and the last list searched here. */
  private changedAt = 0;
  private lastLocalList: string | null = null;
  /** When the stream was opened whose frame's rows the host holds (0: it holds none; a sampled fleet's are dropped unless read). */
  private heldFrom = 0;
  /** When the held frame is too old for local pages: the host may drop its rows then. */
  private heldPagesEnd: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    setHistorySource({
      record: (rows, { fine, paceMs, at }) => this.record(rows, fine, paceMs, at),
      watch: (scope) => this.drawn(scope, true),
      unwatch: (scope) => this.drawn(scope, false),
      forget: () => this.channel?.send({ type: 'forget-history' }),
      flush: () => this.channel?.send({ type: 'flush-history' }),
    });
  }

  get = (): FleetSnapshot => this.snapshot;

  /** The briefs of every node; the same object as long as they are the same. Read while `followIndex` holds. */
  getIndex = (): FleetIndex => this.index;

  /** Follows the fleet; `onError` runs on each stream error (the caller's session check). */
  subscribe = (listener: Listener, onError?: () => void): (() => void) => {
    this.listeners.add(listener);
    if (onError) this.errorHandlers.add(onError);
    clearTimeout(this.linger);
    // A stream opened for an earlier session (signed out and in again within the linger) is not this one's.
    if (this.token !== getToken()) this.stop(true);
    if (!this.active) this.open();
    return () => {
      this.listeners.delete(listener);
      if (onError) this.errorHandlers.delete(onError);
      if (this.listeners.size === 0) this.linger = setTimeout(() => this.stop(true), LINGER_MS);
    };
  };

  /** Asks for the briefs of every node (the index) until the returned function runs. */
  followIndex = (): (() => void) => {
    this.indexReaders += 1;
    this.interestChanged();
    // A sampled fleet's rows were dropped (nothing read them): read the fleet now, not at the next reading.
    if (this.heldFrom === 0 && this.reopen !== undefined) this.open();
    return this.once(() => {
      this.indexReaders -= 1;
      if (this.indexReaders === 0) this.briefs = null;
      this.interestChanged();
    });
  };

  /** Hands `onRows` the live fields of the nodes `ids` at each frame (those in it). */
  followRows = (ids: readonly unknown[], onRows: (rows: RuntimeRow[]) => void): (() => void) => {
    const watch: RowWatch = { ids: new Set(ids.map(String)), onRows };
    this.rowWatches.add(watch);
    this.interestChanged();
    return this.once(() => {
      this.rowWatches.delete(watch);
      this.interestChanged();
    });
  };

  /** Calls `onChange` when the members of a status filter change (the first frame is the baseline). */
  followMembers = (query: MembershipQuery, onChange: () => void): (() => void) => {
    const watch: MemberWatch = { query, onChange };
    this.memberWatches.add(watch);
    this.interestChanged();
    return this.once(() => {
      this.memberWatches.delete(watch);
      this.interestChanged();
    });
  };

  /**
   * Each id's status in the last frame (undefined for all of them when the fleet is not followed, has
   * sent no frame yet or is sampled and its rows were let go, and for a node not in it).
   */
  statusesOf = (ids: readonly unknown[]): Promise<(NodeStatus | undefined)[]> => {
    if (!this.channel || !this.snapshot.counts) return Promise.resolve(ids.map(() => undefined));
    const request = (this.nextRequest += 1);
    return new Promise((resolve) => {
      this.requests.set(request, resolve);
      this.channel!.send({ type: 'statuses', request, ids: [...ids] });
    });
  };

  /**
   * A page of a sampled fleet's list searched or filtered by the console, computed in the worker so the
   * main thread never holds thousands of rows. Fresh as wholeList.ts: from a stream opened after the last
   * change made here (when it was opened counts, as gzipped frames arrive an interval late: API-FACTS §6).
   * Null when the caller is to read the whole list itself (fleet not followed, live, or failing).
   */
  localPage = (query: LocalPageQuery): Promise<LocalPage | null> => {
    const { at, pace, connected } = this.snapshot;
    if (!this.active || !this.channel || !connected || (at !== null && pace === 'live')) return Promise.resolve(null);
    const now = Date.now();
    const list = `${query.type ?? ''}|${query.orderBy ?? ''}`;
    const switched = this.lastLocalList !== list;
    this.lastLocalList = list;
    const read = switched ? now : now - WHOLE_LIST_TTL_MS;
    const since = Math.max(this.changedAt, read);
    return new Promise((resolve) => {
      this.pageWaits.push({ since, query, resolve });
      // The host is to hold the rows of the frames that come for it.
      this.interestChanged();
      this.servePages();
    });
  };

  /** A change was made from the console: local pages wait for a frame that shows it. */
  changed = (): void => {
    this.changedAt = Date.now();
  };

  /** Hears of every change the console makes through `queryClient` (its settled mutations). */
  followMutations = (queryClient: QueryClient): (() => void) =>
    queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) this.changed();
    });

  /** Closes the stream, forgets the fleet and ends the worker at once (tests, sign-out). */
  reset = (): void => {
    clearTimeout(this.linger);
    this.stop(true);
    this.channel?.close();
    this.channel = null;
    this.interestSent = '';
    this.changedAt = 0;
    this.heldFrom = 0;
    clearTimeout(this.heldPagesEnd);
    this.lastLocalList = null;
    this.requests.forEach((resolve) => resolve([]));
    this.requests.clear();
    this.pages.forEach((resolve) => resolve({ data: [], total: 0, fetched: 0 }));
    this.pages.clear();
  };

  /** Asks the worker for the pages whose frame is in, and for a frame now for those a sampled fleet keeps waiting. */
  private servePages = () => {
    const { at, connected, pace } = this.snapshot;
    // The fleet turned out to fit a page: its callers read the whole list (one request).
    if (at !== null && pace === 'live') return this.dropPages();
    const waiting: PageWait[] = [];
    for (const wait of this.pageWaits) {
      if (at === null || !connected || this.heldFrom < wait.since) {
        waiting.push(wait);
        continue;
      }
      const request = (this.nextRequest += 1);
      this.pages.set(request, wait.resolve);
      this.channel?.send({ type: 'page', request, query: wait.query });
    }
    this.pageWaits = waiting;
    // A sampled fleet between two readings: read it now rather than make the list wait for the next.
    if (waiting.length && this.reopen !== undefined) this.open();
  };

  /** No frame is coming for the pages waiting (the stream failed or stopped): their callers read the whole list. */
  private dropPages = () => {
    this.pageWaits.forEach((wait) => wait.resolve(null));
    this.pageWaits = [];
  };

  private once = (run: () => void) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      run();
    };
  };

  /** Rows of a node stream read here go to the host's recorder, which is started for them if the fleet is not followed. */
  private record = (rows: readonly FrameRow[], fine: boolean, paceMs: number, at: number) => {
    if (!this.channel) {
      this.channel = openFleetChannel(this.onEvent);
      this.interestSent = '';
      this.sendInterest();
    }
    const samples = rows.map(({ id, status, enabled, transferRx, transferTx }) => ({ id, status, enabled, transferRx, transferTx }));
    this.channel.send({ type: 'record', rows: samples, fine, paceMs, at });
  };

  private drawn = (scope: string, drawn: boolean) => {
    const id = NODE_SCOPE.exec(scope)?.[1];
    if (id === undefined) return;
    if (drawn) this.drawnNodes.add(id);
    else this.drawnNodes.delete(id);
    this.interestChanged();
  };

  /** Tells the host what screens read, once per task however many of them changed it. */
  private interestChanged = () => {
    if (this.interestDue) return;
    this.interestDue = true;
    queueMicrotask(() => {
      this.interestDue = false;
      this.sendInterest();
    });
  };

  private sendInterest = () => {
    if (!this.channel) return;
    const rows = new Set<string>();
    this.rowWatches.forEach((watch) => watch.ids.forEach((id) => rows.add(id)));
    const memberships = new Map<string, MembershipQuery>();
    this.memberWatches.forEach(({ query }) => memberships.set(query.key, query));
    // Pages waiting, or a held frame still fresh enough for the next page (localPage): its rows stay.
    const pages = this.pageWaits.length > 0 || (this.heldFrom > 0 && Date.now() < this.heldFrom + WHOLE_LIST_TTL_MS);
    const interest: FleetInterest = {
      index: this.indexReaders > 0,
      rows: [...rows],
      history: [...this.drawnNodes],
      memberships: [...memberships.values()],
      pages,
    };
    const key = JSON.stringify(interest);
    if (key === this.interestSent) return;
    this.interestSent = key;
    // The host keeps a sampled fleet's rows only while they are read (a live one's it keeps anyway).
    if (!interest.index && !pages && this.snapshot.pace === 'sampled') this.heldFrom = 0;
    this.channel.send({ type: 'interest', interest });
  };

  private onEvent = (event: FleetEvent): void => {
    switch (event.type) {
      case 'frame':
        return this.onFrame(event);
      case 'update':
        if (this.apply(event.update)) this.publish();
        return;
      case 'history':
        return event.updates.forEach(({ scope, records }) => applyHistory(scope, records));
      case 'statuses':
        this.requests.get(event.request)?.(event.statuses);
        this.requests.delete(event.request);
        return;
      case 'page': {
        const { type: _type, request, ...page } = event;
        this.pages.get(request)?.(page);
        this.pages.delete(request);
        return;
      }
      case 'error':
        return this.onError(event.closed);
      case 'unreadable':
        return devLog('node list stream: unreadable message');
    }
  };

  private onFrame = ({ at, openedAt, total, live, intervalMs, counts, update, held }: Extract<FleetEvent, { type: 'frame' }>) => {
    // A frame already on its way when the stream was stopped.
    if (!this.active) return;
    // A sampled fleet: the host closed the stream after this frame; it is read again `intervalMs` later.
    if (!live) this.later(intervalMs);
    this.heldFrom = held ? openedAt : 0;
    clearTimeout(this.heldPagesEnd);
    // Past it, no local page reads this frame: the host may let its rows go.
    if (held && !live) this.heldPagesEnd = setTimeout(this.interestChanged, Math.max(0, openedAt + WHOLE_LIST_TTL_MS - Date.now()) + 1);
    this.apply(update);
    this.publish({ counts, total, pace: live ? 'live' : 'sampled', at, intervalMs, connected: true });
    if (this.pageWaits.length) this.servePages();
  };

  private onError = (closed: boolean) => {
    if (!this.active) return;
    if (closed) this.later(FLEET_RETRY_MS);
    this.dropPages();
    this.publish({ ...this.snapshot, connected: false });
    this.errorHandlers.forEach((handler) => handler());
  };

  /** What the host sent beyond the counts: the index's changes, the rows on screen, filters whose members changed. */
  private apply = ({ index, rows, changed }: FleetUpdate): boolean => {
    if (rows?.length) {
      this.rowWatches.forEach((watch) => {
        const mine = rows.filter((row) => watch.ids.has(String(row.id)));
        if (mine.length) watch.onRows(mine);
      });
    }
    if (changed?.length) this.memberWatches.forEach((watch) => changed.includes(watch.query.key) && watch.onChange());
    if (!index || this.indexReaders === 0) return false;
    const next = index.reset ? new Map<number, NodeBrief>() : new Map(this.briefs ?? []);
    let joined = index.reset || index.removed.length > 0;
    for (const brief of index.set) {
      if (!joined && !next.has(brief.id)) joined = true;
      next.set(brief.id, brief);
    }
    index.removed.forEach((id) => next.delete(id));
    this.briefs = next;
    if (joined) this.nodeSet += 1;
    return true;
  };

  private publish = (snapshot: FleetSnapshot = this.snapshot): void => {
    this.snapshot = snapshot;
    const { nodes, nodeSet, pace } = this.index;
    if (nodes !== this.briefs || nodeSet !== this.nodeSet || pace !== snapshot.pace) {
      this.index = { nodes: this.briefs, nodeSet: this.nodeSet, pace: snapshot.pace };
    }
    this.listeners.forEach((listener) => listener());
  };

  /** The stream is read again `delay` ms from now (the host closed it, or the browser gave up on it). */
  private later = (delay: number): void => {
    clearTimeout(this.reopen);
    this.reopen = setTimeout(this.open, delay);
  };

  private open = (): void => {
    clearTimeout(this.reopen);
    this.reopen = undefined;
    this.active = true;
    this.token = getToken();
    this.channel ??= openFleetChannel(this.onEvent);
    this.sendInterest();
    this.channel.send({ type: 'open', url: sessionStreamUrl('/nodes/stream', {}), openedAt: Date.now() });
  };

  /** Closes the stream; `forget` drops the last frame too (nobody follows the fleet any more). */
  private stop = (forget: boolean): void => {
    clearTimeout(this.reopen);
    this.reopen = undefined;
    this.active = false;
    this.dropPages();
    this.channel?.send({ type: forget ? 'forget' : 'close' });
    if (forget) {
      this.heldFrom = 0;
      clearTimeout(this.heldPagesEnd);
      this.briefs = null;
      this.snapshot = EMPTY;
      this.index = { nodes: null, nodeSet: this.nodeSet, pace: EMPTY.pace };
    }
  };
}

export const fleetStream = new FleetStream();
