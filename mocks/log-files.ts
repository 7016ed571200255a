/**
 * The demo gateway's log files. Like nginx's, each log source (a domain's access log, a TCP service's
 * stream log) is one file that grows at `settings.logRate` lines per second whether anyone reads it or
 * not, and every stream tails it as `tail -n 10 -f` does (API-FACTS §6.3): the last 10 lines first,
 * then each line as it is written. So a reconnect replays the same last lines the reference would, and
 * lines written while nobody read appear in that replay. Memory stays bounded: a file keeps only its
 * last 10 lines, an unread file is written lazily (when next opened), and there are at most MAX_FILES.
 */
import { every } from './handlers/event-stream';
import { createLogLines, type LogSource } from './log-lines';

/** `tail -n 10`. */
export const TAIL_LINES = 10;
const TICK_MS = 100;
/** Upper bound per tick, so a mistyped rate cannot flood a browser tab. */
const MAX_LINES_PER_TICK = 5000;
const MAX_FILES = 256;
/** Spacing of the made-up lines a new file starts with. */
const FIRST_LINES_SPACING_MS = 1700;

type Reader = (lines: string[]) => void;

interface LogFile {
  /** The file's last TAIL_LINES lines. */
  last: string[];
  /** Lines are written up to this time. */
  writtenAt: number;
  /** The fraction of a line the rate owes since. */
  owed: number;
  next: (now: number) => string;
  readers: Set<Reader>;
  stopTicking?: () => void;
}

export interface LogFiles {
  /**
   * `tail -n 10 -f` on the file named `key` (created from `source` the first time): its last lines
   * now, then every line written is passed to `onLines` until `stop()`.
   */
  tail(key: string, source: LogSource, onLines: Reader): { backlog: string[]; stop: () => void };
}

export function createLogFiles(linesPerSecond: () => number): LogFiles {
  const files = new Map<string, LogFile>();

  const create = (key: string, source: LogSource, now: number): LogFile => {
    if (files.size >= MAX_FILES) {
      const idle = [...files].find(([, file]) => file.readers.size === 0);
      if (idle) files.delete(idle[0]);
    }
    const next = createLogLines(source);
    const file: LogFile = {
      last: Array.from({ length: TAIL_LINES }, (_, i) => next(now - (TAIL_LINES - i) * FIRST_LINES_SPACING_MS)),
      writtenAt: now,
      owed: 0,
      next,
      readers: new Set(),
    };
    files.set(key, file);
    return file;
  };

  /** Writes what the rate owes since the last write and hands the new lines to the file's readers. */
  const write = (file: LogFile, now: number) => {
    const elapsed = Math.max(0, now - file.writtenAt);
    file.writtenAt = now;
    file.owed += (Math.max(0, linesPerSecond()) * elapsed) / 1000;
    const count = Math.floor(file.owed);
    if (count === 0) return;
    file.owed = Math.min(file.owed - count, MAX_LINES_PER_TICK);
    // Unread, only the last lines of the gap can ever be seen (by the next tail), so only they are made.
    const made = Math.min(count, file.readers.size > 0 ? MAX_LINES_PER_TICK : TAIL_LINES);
    const start = now - elapsed;
    const lines = Array.from({ length: made }, (_, i) => file.next(start + (elapsed * (count - made + i + 1)) / count));
    file.last = lines.length >= TAIL_LINES ? lines.slice(-TAIL_LINES) : file.last.concat(lines).slice(-TAIL_LINES);
    file.readers.forEach((reader) => reader(lines));
  };

  return {
    tail(key, source, onLines) {
      const now = Date.now();
      const file = files.get(key) ?? create(key, source, now);
      write(file, now);
      const backlog = [...file.last];
      file.readers.add(onLines);
      file.stopTicking ??= every(TICK_MS, () => write(file, Date.now()));
      return {
        backlog,
        stop: () => {
          file.readers.delete(onLines);
          if (file.readers.size > 0) return;
          file.stopTicking?.();
          file.stopTicking = undefined;
        },
      };
    },
  };
}
