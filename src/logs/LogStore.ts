/**
 * Outside React state and committed at most once per animation frame, so that React renders at most once
 * per frame whatever the stream rate.
 */
import { constants } from '../config';
import { createFrameScheduler, type FrameScheduler, type Schedule } from './frameScheduler';
import { classifyLogLevel, type LogLevel } from './logLevel';

export interface LogEntry {
  /** Increases by one per kept line and is never reused: a stable identity for rows and scroll anchors. */
  readonly seq: number;
  readonly text: string;
  readonly level: LogLevel;
}

type Listener = () => void;

export class LogStore {
  readonly capacity: number;
  private readonly ring: (LogEntry | undefined)[];
  private oldest = 0;
  private size = 0;
  private nextSeq = 1;
  private waiting: string[] = [];
  private version = 0;
  private snapshot: { version: number; entries: readonly LogEntry[] } = { version: 0, entries: [] };
  private received = 0;
  private skipped = 0;
  private longest = 0;
  private readonly listeners = new Set<Listener>();
  private readonly frame: FrameScheduler;

  constructor(capacity: number = constants.logLineCap, schedule?: Schedule) {
    this.capacity = capacity;
    this.ring = new Array(capacity);
    this.frame = createFrameScheduler(() => this.commit(), schedule);
  }

  /** Queues lines from one stream message; empty strings are the artefact of a chunk's final newline. */
  append(lines: readonly string[]): void {
    let added = 0;
    for (const line of lines) {
      if (line === '') continue;
      this.waiting.push(line);
      added += 1;
    }
    if (added === 0) return;
    this.received += added;
    // Lines that cannot survive the cap anyway are dropped before they cost a classification.
    if (this.waiting.length > this.capacity * 2) this.waiting = this.waiting.slice(-this.capacity);
    this.frame.request();
  }

  commit(): void {
    if (this.waiting.length === 0) return;
    const lines = this.waiting.length > this.capacity ? this.waiting.slice(-this.capacity) : this.waiting;
    this.waiting = [];
    for (const text of lines) {
      const slot = (this.oldest + this.size) % this.capacity;
      this.ring[slot] = { seq: this.nextSeq++, text, level: classifyLogLevel(text) };
      if (this.size < this.capacity) this.size += 1;
      else this.oldest = (this.oldest + 1) % this.capacity;
      if (text.length > this.longest) this.longest = text.length;
    }
    this.changed();
  }

  /** Counts a stream message that was not a list of lines (it is skipped, never shown as markup). */
  noteSkipped(): void {
    this.skipped += 1;
  }

  clear(): void {
    this.frame.cancel();
    this.waiting = [];
    this.ring.fill(undefined);
    this.oldest = 0;
    this.size = 0;
    this.longest = 0;
    this.changed();
  }

  dispose(): void {
    this.frame.cancel();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The kept entries, oldest first; the same array until the next commit (a useSyncExternalStore snapshot). */
  getEntries = (): readonly LogEntry[] => {
    if (this.snapshot.version !== this.version) {
      const entries = new Array<LogEntry>(this.size);
      for (let i = 0; i < this.size; i += 1) entries[i] = this.ring[(this.oldest + i) % this.capacity]!;
      this.snapshot = { version: this.version, entries };
    }
    return this.snapshot.entries;
  };

  get keptCount(): number {
    return this.size;
  }

  /** Every non-empty line that arrived since the screen opened, kept or not (for counts and the rate). */
  get receivedCount(): number {
    return this.received;
  }

  get skippedCount(): number {
    return this.skipped;
  }

  /** Length of the longest line kept since the last clear: a stable width for horizontal scrolling. */
  get longestLine(): number {
    return this.longest;
  }

  toText(): string {
    const entries = this.getEntries();
    return entries.length === 0 ? '' : `${entries.map((entry) => entry.text).join('\n')}\n`;
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
