/**
 * Vitest (jsdom) setup: DOM matchers, EventSource for msw's sse(), IndexedDB, one 10 s wait for findBy and
 * waitFor, a clean browser state per test, and per test: no text missing from the catalogue, no demo answer
 * that breaks the contract.
 */
import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the console keeps its traffic history there (src/providers/history).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { EventSource } from 'eventsource';
import { afterEach, expect } from 'vitest';
import { takeContractViolations } from '../mocks/contract/checks';
// Not through the live and history indexes: their hooks bring react-admin, which a unit test may not need.
import { clearHistory } from '../src/providers/history/history';
import { liveClient } from '../src/providers/live/liveClient';
import { missingKeys } from '../src/providers/i18nProvider';

if (typeof globalThis.EventSource === 'undefined') {
  // jsdom has no EventSource; the polyfill goes through fetch, which msw/node intercepts.
  (globalThis as unknown as { EventSource: typeof EventSource }).EventSource = EventSource;
}

// A screen's first render loads (and transforms) its lazy chunk, and the test machines are shared 2-core
// ones: every findBy and waitFor may take 10 s, where Testing Library's default is 1 s. Waiting longer
// only costs time when a test fails.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out, so it has no scrolling either.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(async () => {
  cleanup();
  // The console's module-level state: the live engine (its streams) and the topics followed.
  liveClient.reset();
  await clearHistory();
  if (typeof document !== 'undefined') {
    document.cookie.split('; ').forEach((entry) => {
      const name = entry.split('=')[0];
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    });
  }
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // Every text shown must come from the catalogue (src/i18n): a key asked for but absent fails the test.
  const missing = [...missingKeys];
  missingKeys.clear();
  expect(missing, 'i18n keys missing from the catalogue').toEqual([]);
  // Every answer of the demo gateway keeps openapi.yaml (mocks/contract/checks.ts).
  expect(takeContractViolations(), 'demo gateway answers that break openapi.yaml').toEqual([]);
});
