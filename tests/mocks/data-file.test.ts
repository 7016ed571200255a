// @vitest-environment node
/**
 * The HTTP demo gateway's data file (`npm start` keeps the demo there across restarts) and the
 * debounced save both demos share.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDataFile, writeDataFile } from '../../mocks/data-file';
import { createDb } from '../../mocks/db';
import { saveOnChange, SAVE_DELAY_MS } from '../../mocks/save-on-change';

let dir: string;
const fileIn = (name: string) => path.join(dir, name);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'demo-data-'));
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('the data file', () => {
  it('gives back what was written, in a folder it creates', () => {
    const db = createDb();
    db.remove('nodes', 2);
    const file = path.join(dir, 'nested', 'gateway-data.json');
    writeDataFile(file, db);
    const stored = readDataFile(file);
    expect(stored.found).toBe('as the last run left it');
    expect(createDb(stored.snapshot).nodes.map((node) => node.id)).toEqual(db.nodes.map((node) => node.id));
    expect(stored.snapshot!.nodes.some((node) => node.id === 2)).toBe(false);
  });

  it('keeps the sessions and forgets the failed sign-ins, as a restarted gateway does', () => {
    const db = createDb();
    Object.assign(db.sessions, { 'a-token': Date.now() + 60_000 });
    Object.assign(db.loginFailures, { local: [Date.now()] });
    const file = fileIn('gateway-data.json');
    writeDataFile(file, db);
    const { snapshot } = readDataFile(file);
    expect(snapshot!.sessions).toEqual(db.sessions);
    expect(snapshot!.loginFailures).toEqual({});
  });

  it.each([
    ['a missing file', null, 'new: the seed'],
    ['text that is not JSON', '{"version": 3, "nod', 'not JSON, starting from the seed'],
    ['a snapshot of an older shape', JSON.stringify({ version: 1, nodes: [] }), 'of an older demo, starting from the seed'],
  ])('starts from the seed on %s, and says why', (_what, content, found) => {
    const file = fileIn('gateway-data.json');
    if (content !== null) writeFileSync(file, content);
    expect(readDataFile(file)).toEqual({ found });
  });

  it('replaces the file whole, leaving no temporary file beside it', () => {
    writeDataFile(fileIn('gateway-data.json'), createDb());
    writeDataFile(fileIn('gateway-data.json'), createDb());
    expect(readdirSync(dir)).toEqual(['gateway-data.json']);
    expect(JSON.parse(readFileSync(fileIn('gateway-data.json'), 'utf8'))).toMatchObject({ version: expect.any(Number) });
  });
});

describe('saving on change', () => {
  it('saves a burst of changes once, a moment after the last', () => {
    vi.useFakeTimers();
    const db = createDb();
    const save = vi.fn();
    saveOnChange(db, save);
    db.update('nodes', 2, { keepalive: 10 });
    db.update('nodes', 3, { keepalive: 10 });
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    db.remove('nodes', 4);
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('writes a pending save at once on flush, and nothing when none is pending', () => {
    vi.useFakeTimers();
    const db = createDb();
    const save = vi.fn();
    const { flush } = saveOnChange(db, save);
    flush();
    expect(save).not.toHaveBeenCalled();
    db.reset();
    flush();
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
