/**
 * What a screen reader reads in each cell of a table row (an unknown value reads "Not known", not "-"),
 * every kind of space read as one (French number formats put non-breaking ones).
 */
import { within } from '@testing-library/react';

const spoken = (cell: HTMLElement): string =>
  [...cell.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => (node instanceof HTMLElement ? spoken(node) : (node.textContent ?? '')))
    .join('')
    .trim();

export const cellsOf = (row: HTMLElement): string[] =>
  [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map((cell) => spoken(cell).replace(/\s+/g, ' '));
