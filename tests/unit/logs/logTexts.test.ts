import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { fr } from '../../../src/i18n/fr';
import { LOG_LEVELS } from '../../../src/logs/logLevel';

const LOGS_DIR = path.resolve(import.meta.dirname, '../../../src/logs');
const STREAM_STATES = ['connecting', 'open', 'reconnecting'];

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

/** Every `app.logs.*` key the logs screens use, with the templated ones expanded. */
const usedKeys = (): string[] => {
  const keys = new Set<string>();
  for (const file of readdirSync(LOGS_DIR)) {
    const source = readFileSync(path.join(LOGS_DIR, file), 'utf8');
    for (const [, key] of source.matchAll(/'(app\.logs\.[a-z_.]+)'/g)) keys.add(key);
    for (const [, prefix] of source.matchAll(/`(app\.logs\.[a-z_.]+\.)\$\{/g)) {
      const values = prefix.endsWith('.level.') ? LOG_LEVELS : STREAM_STATES;
      values.forEach((value) => keys.add(`${prefix}${value}`));
    }
  }
  return [...keys];
};

describe('texts of the logs screens', () => {
  it('finds the keys it checks', () => {
    expect(usedKeys().length).toBeGreaterThan(30);
  });

  it.each(usedKeys())('%s has an English text', (key) => {
    expect(typeof lookup(key)).toBe('string');
  });

  it('keeps the texts SPEC gives', () => {
    expect(lookup('app.logs.title')).toBe('Real Time Logs');
    expect(lookup('app.logs.breadcrumb.domains')).toBe('Domains');
    expect(lookup('app.logs.breadcrumb.nodes')).toBe('Nodes');
    expect(lookup('app.logs.breadcrumb.services')).toBe('%{type} Services');
  });

  it.each([
    ['en', en, 0, '0 lines/s'],
    ['en', en, 1, '1 line/s'],
    ['en', en, 2000, '2,000 lines/s'],
    ['fr', fr, 1, '1 ligne/s'],
    ['fr', fr, 2, '2 lignes/s'],
  ])('words the rate in %s for %i lines per second', (locale, messages, rate, expected) => {
    const polyglot = new Polyglot({ locale, phrases: messages as object });
    const count = rate.toLocaleString('en-US');
    expect(polyglot.t('app.logs.stats.rate', { smart_count: rate, rate: count })).toBe(expected);
  });
});
