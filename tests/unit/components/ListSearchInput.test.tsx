/**
 * The list search box against the original, react-admin's SearchInput in its filter form: the same
 * placeholder, icon, pause before the search applies and clear button; and what it types reaches the
 * list's filters, and the filters reach the box.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FilterForm, ListContextProvider, SearchInput, useList, useListContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListSearchInput } from '../../../src/components';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

const data = [
  { id: 1, name: 'alpha', status: 'online' },
  { id: 2, name: 'beta', status: 'offline' },
];

/** The filters applied, and controls that change them as other parts of a list page do. */
const Filters = () => {
  const { filterValues, setFilters } = useListContext();
  return (
    <>
      <output aria-label="filters">{JSON.stringify(filterValues)}</output>
      <button onClick={() => setFilters({ ...filterValues, status: 'online' })}>Online</button>
      <button onClick={() => setFilters({ q: 'alp' })}>From the address</button>
      <button onClick={() => setFilters({})}>Clear filters</button>
    </>
  );
};

const Page = ({ search = <ListSearchInput label="Search things" /> }: { search?: ReactNode }) => {
  const list = useList({ data, resource: 'things' });
  return (
    <ListContextProvider value={list}>
      {search}
      <Filters />
    </ListContextProvider>
  );
};

/** react-admin's own search box, as a list's `filters` shows it. */
const ReactAdminSearch = () => <FilterForm filters={[<SearchInput key="q" source="q" alwaysOn />]} />;

const filters = () => JSON.parse(screen.getByRole('status', { name: 'filters' }).textContent!);
const box = () => screen.getByRole('textbox', { name: 'Search things' });

afterEach(() => vi.useRealTimers());

/** What a user meets typing into a page's one search box, then clearing it. */
const observe = async (search?: ReactNode) => {
  // The clock too: react-admin's filter form debounces with lodash, which reads it.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { unmount } = renderInAdmin(<Page search={search} />, { user });
  const field = screen.getByRole('textbox');
  const seen: Record<string, unknown> = {
    placeholder: field.getAttribute('placeholder'),
    searchIcon: field.parentElement!.querySelector('[data-testid="SearchIcon"]') !== null,
    clearBeforeTyping: within(field.parentElement!).queryByRole('button', { name: 'Clear value' }) !== null,
  };
  await user.type(field, 'bet');
  await act(() => vi.advanceTimersByTimeAsync(400));
  seen.appliedWhileTyping = filters();
  await act(() => vi.advanceTimersByTimeAsync(200));
  seen.appliedAfterPause = filters();
  await user.click(within(field.parentElement!).getByRole('button', { name: 'Clear value' }));
  await act(() => vi.advanceTimersByTimeAsync(600));
  seen.afterClear = { value: (field as HTMLInputElement).value, filters: filters() };
  unmount();
  vi.useRealTimers();
  return seen;
};

describe('ListSearchInput', () => {
  it("behaves as react-admin's SearchInput in its filter form", async () => {
    const original = await observe(<ReactAdminSearch />);
    expect(await observe()).toEqual(original);
    expect(original).toEqual({
      placeholder: 'Search',
      searchIcon: true,
      clearBeforeTyping: false,
      appliedWhileTyping: {},
      appliedAfterPause: { q: 'bet' },
      afterClear: { value: '', filters: {} },
    });
  });

  it('applies the text once typing pauses, keeps a filter picked meanwhile, and an emptied box removes the search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInAdmin(<Page />, { user });
    await user.type(box(), 'bet');
    expect(filters()).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Online' }));
    expect(filters()).toEqual({ status: 'online' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(filters()).toEqual({ status: 'online', q: 'bet' });
    expect(box()).toHaveValue('bet');
    await user.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(box()).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(filters()).toEqual({ status: 'online' });
  });

  it('shows a search set elsewhere, and empties when the filters are cleared', async () => {
    const { user } = renderInAdmin(<Page />);
    await user.click(screen.getByRole('button', { name: 'From the address' }));
    expect(box()).toHaveValue('alp');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box()).toHaveValue('');
  });
});
