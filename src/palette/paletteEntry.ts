/** One line of the command palette: a found node, domain or service, or an action. */
import type { ReactElement } from 'react';

/** In the order the palette lists them. */
export const PALETTE_GROUPS = ['nodes', 'domains', 'http', 'tcp', 'actions'] as const;

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

/** Case- and accent-insensitive "contains". */
export const matches = (text: string, term: string): boolean => {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  return fold(text).includes(fold(term));
};
