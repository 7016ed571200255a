/**
 * The demo gateway's in-memory database. Handlers mutate it only through `insert`/`update`/`remove`
 * (or call `commit()` after a direct change) so that every mutation reaches `onChange` listeners,
 * which is how the browser demo persists itself across reloads.
 */
import { seedData } from './seed';
import { DB_VERSION } from './settings';
import type { DemoData, DemoSettings, RowOf, TableName, Tables } from './types';

export type { DemoData } from './types';

type NewRow<T extends TableName> = Omit<RowOf<T>, 'id' | 'created_at' | 'updated_at'> &
  Partial<Pick<RowOf<T>, 'created_at' | 'updated_at'>>;

export interface ResetOptions {
  /** Keep issued tokens, so that a signed-in user resetting the demo data stays signed in. */
  keepSessions?: boolean;
}

export interface DemoDb extends Readonly<Tables> {
  readonly sessions: Record<string, number>;
  readonly loginFailures: Record<string, number[]>;
  readonly settings: DemoSettings;
  find<T extends TableName>(table: T, id: number): RowOf<T> | undefined;
  insert<T extends TableName>(table: T, row: NewRow<T>): RowOf<T>;
  update<T extends TableName>(table: T, id: number, patch: Partial<RowOf<T>>): RowOf<T> | undefined;
  remove<T extends TableName>(table: T, id: number): boolean;
  removeWhere<T extends TableName>(table: T, predicate: (row: RowOf<T>) => boolean): number;
  /** Notifies listeners after a direct change (sessions, settings, login failures). */
  commit(): void;
  reset(options?: ResetOptions): void;
  snapshot(): DemoData;
  load(snapshot: DemoData): void;
  onChange(listener: () => void): () => void;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const isDemoData = (value: unknown): value is DemoData =>
  typeof value === 'object' &&
  value !== null &&
  (value as DemoData).version === DB_VERSION &&
  Array.isArray((value as DemoData).nodes);

export function createDb(initial?: DemoData): DemoDb {
  let data: DemoData = initial && isDemoData(initial) ? clone(initial) : seedData();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const rows = <T extends TableName>(table: T) => data[table] as RowOf<T>[];

  const db: DemoDb = {
    get nodes() { return data.nodes; },
    get domains() { return data.domains; },
    get httpServices() { return data.httpServices; },
    get tcpServices() { return data.tcpServices; },
    get pats() { return data.pats; },
    get sessions() { return data.sessions; },
    get loginFailures() { return data.loginFailures; },
    get settings() { return data.settings; },

    find: (table, id) => rows(table).find((row) => row.id === id),

    insert(table, row) {
      const now = new Date().toISOString();
      data.seq[table] += 1;
      const created = { id: data.seq[table], ...row, created_at: row.created_at ?? now, updated_at: row.updated_at ?? now } as RowOf<typeof table>;
      rows(table).push(created);
      notify();
      return created;
    },

    update(table, id, patch) {
      const row = db.find(table, id);
      if (!row) return undefined;
      Object.assign(row, patch, { updated_at: new Date().toISOString() });
      notify();
      return row;
    },

    remove: (table, id) => db.removeWhere(table, (row) => row.id === id) > 0,

    removeWhere(table, predicate) {
      const before = rows(table);
      const kept = before.filter((row) => !predicate(row));
      (data[table] as RowOf<typeof table>[]) = kept;
      const removed = before.length - kept.length;
      if (removed > 0) notify();
      return removed;
    },

    commit: notify,

    reset(options = {}) {
      const sessions = data.sessions;
      data = seedData();
      if (options.keepSessions) data.sessions = sessions;
      notify();
    },

    snapshot: () => clone(data),

    load(snapshot) {
      if (!isDemoData(snapshot)) throw new Error('Not a demo database snapshot');
      data = clone(snapshot);
      notify();
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return db;
}
