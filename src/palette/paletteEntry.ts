import type { ReactElement } from 'react';

/** In the order the palette lists them. */
export const PALETTE_GROUPS = ['nodes', 'domains', 'http', 'tcp', 'logs', 'checks', 'actions'] as const;

export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export interface PaletteEntry {
  /** Unique among the entries shown. */
  key: string;
  group: PaletteGroup;
  label: string;
  detail?: string;
  icon: ReactElement;
  run: () => void;
}

/** Case and accents aside: "Déjà" and "deja" are the same text. */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const ALPHANUMERIC = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/**
 * Where a word of `text` starts: at its beginning, after a space or a punctuation mark, at a
 * punctuation mark itself (".com"), and where letters and digits meet ("node12").
 */
const startsWord = (text: string, index: number): boolean => {
  if (index === 0) return true;
  const before = text[index - 1];
  const at = text[index];
  if (!ALPHANUMERIC.test(before) || !ALPHANUMERIC.test(at)) return true;
  return LETTER.test(before) !== LETTER.test(at);
};

const startsAWordOf = (text: string, word: string): boolean => {
  for (let index = text.indexOf(word); index !== -1; index = text.indexOf(word, index + 1)) {
    if (startsWord(text, index)) return true;
  }
  return false;
};

export const queryWords = (query: string): string[] => query.split(/\s+/).filter(Boolean);

/**
 * The palette's one matching rule: every word typed starts a word of `text`, in any order, case and
 * accents aside. "add dom" finds "Add a domain", "web prod" finds "prod-web-1", "exa" finds
 * "app.example.com"; an empty query matches everything.
 */
export const matches = (text: string, query: string): boolean => {
  const folded = fold(text);
  return queryWords(fold(query)).every((word) => startsAWordOf(folded, word));
};

const longest = (words: string[]): string | undefined =>
  words.reduce<string | undefined>((best, word) => (best === undefined || word.length > best.length ? word : best), undefined);

/**
 * The one word of a query the gateway's search is asked for (it finds a text as typed, so several words
 * would find nothing): the longest word that is not the wording of the palette's commands, e.g. "grafana"
 * for "logs grafana"; none for command words only. The palette matches the other words itself.
 */
export const searchWord = (query: string, commands = ''): string => {
  const wording = queryWords(fold(commands));
  const isCommand = (word: string) => word.length >= 3 && wording.includes(fold(word));
  const startsCommand = (word: string) => wording.some((part) => part.startsWith(fold(word)));
  const candidates = queryWords(query).filter((word) => !isCommand(word));
  return longest(candidates.filter((word) => !startsCommand(word))) ?? longest(candidates) ?? '';
};

export const asksFor = (commands: string, query: string): boolean =>
  queryWords(query).some((word) => word.length >= 2 && matches(commands, word));

export const withoutWord = (query: string, word: string): string => {
  const words = queryWords(query);
  const index = word ? words.indexOf(word) : -1;
  if (index !== -1) words.splice(index, 1);
  return words.join(' ');
};
