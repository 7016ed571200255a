/**
 * The HTTP demo gateway's data in a JSON file (`--data FILE`), so that `npm start`'s demo survives a
 * restart as the browser demo survives a reload. Written whole to a temporary file and renamed over
 * the old one, so that a stop mid-write never leaves half a file.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDemoData, type DemoData, type DemoDb } from './db';

export interface StoredData {
  snapshot?: DemoData;
  /** What was found, in words for the server's start-up line. */
  found: string;
}

export function readDataFile(file: string): StoredData {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { found: 'new: the seed' };
    return { found: `unreadable (${(error as Error).message}), starting from the seed` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { found: 'not JSON, starting from the seed' };
  }
  // A snapshot of an older shape is dropped, as the browser demo drops its own.
  if (!isDemoData(parsed)) return { found: 'of an older demo, starting from the seed' };
  // Sessions are kept (the reference's tokens are signed JWTs, valid across a restart), failed sign-ins
  // not: its rate limiter counts in memory, so a restarted gateway has forgotten them.
  return { snapshot: { ...parsed, loginFailures: {} }, found: 'as the last run left it' };
}

export function writeDataFile(file: string, db: DemoDb): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(db.snapshot()));
  renameSync(temporary, file);
}
