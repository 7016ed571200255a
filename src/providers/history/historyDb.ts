/** The history in the browser's database, so that it outlives the tab; without IndexedDB (a private window) it lives in memory only. */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { HISTORY_DB } from '../historyReset';
import type { NodeState } from '../nodeState';
import type { WatchedBucket } from './buckets';
import type { HealthSample } from './healthSamples';
import { DAY, FINE, type DirtyRecords, type ScopeRecords, type Tier } from './historyStore';

type Kind = Tier | 'status' | 'seen' | 'health';

/** `watch`: the watch that saw a step (0 for the other kinds); `to`: the end of a watched interval. */
interface HistoryRecord {
  scope: string;
  kind: Kind;
  t: number;
  watch: number;
  bucket?: Omit<WatchedBucket, 'watch'>;
  counts?: { online: number; total: number };
  status?: NodeState;
  to?: number;
  health?: HealthSample;
}

interface HistorySchema extends DBSchema {
  records: {
    key: [string, Kind, number, number];
    value: HistoryRecord;
    indexes: { 'by-kind-time': [Kind, number] };
  };
}

/** How often what closed is written, and how often everything (steps in progress, intervals) and what is too old deleted. */
export const WRITE_MS = 5_000;
export const FULL_WRITE_MS = 60_000;

const KEEP: Record<Kind, number> = { fine: FINE.keepMs, coarse: DAY, status: DAY, seen: DAY, health: DAY };

let opening: Promise<IDBPDatabase<HistorySchema> | null> | null = null;

export const openHistoryDb = (): Promise<IDBPDatabase<HistorySchema> | null> => {
  opening ??= (typeof indexedDB === 'undefined'
    ? Promise.resolve(null)
    : openDB<HistorySchema>(HISTORY_DB, 2, {
        upgrade(db) {
          // Version 1 kept one record per step, whatever watched it: too little to tell a rate's watch.
          if (db.objectStoreNames.contains('records')) db.deleteObjectStore('records');
          const records = db.createObjectStore('records', { keyPath: ['scope', 'kind', 't', 'watch'] });
          records.createIndex('by-kind-time', ['kind', 't']);
        },
        // Another tab deletes the database at sign-out: let it, and open a new one next time.
        blocking(_current, _next, event) {
          (event.target as IDBDatabase).close();
          opening = null;
        },
      })
  ).catch(() => null);
  return opening;
};

/** Writes one batch in one transaction. */
export const writeRecords = async ({ buckets, changes, coverage, health = [] }: DirtyRecords): Promise<void> => {
  if (!buckets.length && !changes.length && !coverage.length && !health.length) return;
  const db = await openHistoryDb();
  if (!db) return;
  const tx = db.transaction('records', 'readwrite');
  for (const { scope, tier, t, bucket: { watch, ...bucket }, counts } of buckets) void tx.store.put({ scope, kind: tier, t, watch, bucket, ...(counts && { counts }) });
  for (const { scope, t, status } of changes) void tx.store.put({ scope, kind: 'status', t, watch: 0, status });
  for (const { scope, from, to } of coverage) void tx.store.put({ scope, kind: 'seen', t: from, watch: 0, to });
  for (const { scope, ...sample } of health) void tx.store.put({ scope, kind: 'health', t: sample.t, watch: sample.kind === 'check' ? 1 : 0, health: sample });
  await tx.done;
};

/** What is kept of one scope from `from` on (status changes: the one before `from` too; watched intervals: the earliest too, where its history starts). */
export const readScope = async (scope: string, from: number): Promise<ScopeRecords> => {
  const restored: ScopeRecords = { buckets: [], changes: [], coverage: [], health: [] };
  const db = await openHistoryDb();
  if (!db) return restored;
  const tx = db.transaction('records', 'readonly');
  const range = (kind: Kind, start: number) => IDBKeyRange.bound([scope, kind, start], [scope, kind, Infinity]);
  const [fine, coarse, status, seen, first, health] = await Promise.all([
    tx.store.getAll(range('fine', from)),
    tx.store.getAll(range('coarse', from)),
    tx.store.getAll(range('status', from - DAY)),
    tx.store.getAll(range('seen', from - DAY)),
    // The earliest watched interval kept, however old: where the scope's history starts.
    tx.store.get(range('seen', -Infinity)),
    tx.store.getAll(range('health', from)),
  ]);
  for (const record of [...fine, ...coarse]) {
    if (record.bucket) restored.buckets.push({ tier: record.kind as Tier, t: record.t, bucket: { ...record.bucket, watch: record.watch }, counts: record.counts });
  }
  for (const record of status) if (record.status) restored.changes.push({ t: record.t, status: record.status });
  for (const record of seen) if (record.to !== undefined && record.to >= from) restored.coverage.push({ from: record.t, to: record.to });
  for (const record of health) if (record.health) restored.health!.push(record.health);
  if (first?.to !== undefined && !restored.coverage.some((interval) => interval.from === first.t)) restored.coverage.unshift({ from: first.t, to: first.to });
  return restored;
};

/** Deletes, oldest first, what each kind keeps no longer. */
export const pruneRecords = async (now: number): Promise<void> => {
  const db = await openHistoryDb();
  if (!db) return;
  const tx = db.transaction('records', 'readwrite');
  const index = tx.store.index('by-kind-time');
  for (const kind of Object.keys(KEEP) as Kind[]) {
    let cursor = await index.openCursor(IDBKeyRange.bound([kind, -Infinity], [kind, now - KEEP[kind]], false, true));
    while (cursor) {
      // A watched interval that began before the day but goes on into it is kept.
      if (kind !== 'seen' || (cursor.value.to ?? 0) < now - KEEP[kind]) void cursor.delete();
      cursor = await cursor.continue();
    }
  }
  await tx.done;
};

/** Deletes the whole history (sign-out). */
export const deleteHistory = async (): Promise<void> => {
  const db = await openHistoryDb();
  if (!db) return;
  const tx = db.transaction('records', 'readwrite');
  await tx.store.clear();
  await tx.done;
};
