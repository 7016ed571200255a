/** The 'Expire At (Optional)' date picker of the token and node forms, driven as a user does. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const POLL = { timeout: 15_000 };

/** `yyyy-MM-dd` of a local day, as the picker's field shows it. */
export const ymdOf = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** Picks the 15th of next month in `form`'s 'Expire At (Optional)' picker; returns that day. */
export const pickFifteenthOfNextMonth = async (page: Page, form: Locator): Promise<Date> => {
  const today = new Date();
  const day = new Date(today.getFullYear(), today.getMonth() + 1, 15);
  await form.getByRole('button', { name: /choose date/i }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await calendar.waitFor();
  // The calendar grows in; clicking while it does can make Playwright scroll the (locked) page to
  // find a hit point, and the popper, positioned for the old scroll, then jumps under the pointer.
  const paper = calendar.locator('.MuiPickerPopper-paper');
  await expect
    .poll(() => paper.evaluate((element) => `${getComputedStyle(element).opacity} ${getComputedStyle(element).transform}`), POLL)
    .toBe('1 none');
  await calendar.getByRole('button', { name: /next month/i }).click();
  await calendar.getByText(day.toLocaleString('en-US', { month: 'long', year: 'numeric' })).waitFor();
  // The months slide: wait until the previous month's days have left the grid.
  const fifteenth = calendar.getByRole('grid').getByRole('gridcell', { name: '15', exact: true });
  await expect.poll(() => fifteenth.count(), POLL).toBe(1);
  await fifteenth.click();
  await calendar.waitFor({ state: 'detached' });
  await expect.poll(() => form.getByRole('group', { name: 'Expire At (Optional)' }).textContent(), POLL).toContain(ymdOf(day));
  return day;
};
