/** The list search box: what it types reaches the list's filters, and the filters reach the box. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, useList, useListContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListSearchInput } from '../../../src/components';
import { componentName, recordRenders } from '../../integration/helpers/reactRenders';
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

const Page = () => {
  const list = useList({ data, resource: 'things' });
  return (
    <ListContextProvider value={list}>
      <ListSearchInput label="Search things" />
      <Filters />
    </ListContextProvider>
  );
};

const filters = () => JSON.parse(screen.getByRole('status', { name: 'filters' }).textContent!);
const box = () => screen.getByRole('textbox', { name: 'Search things' });

afterEach(() => vi.useRealTimers());

describe('ListSearchInput', () => {
  it("looks like react-admin's search box and renders no filter form", () => {
    const renders = recordRenders();
    renderInAdmin(<Page />);
    // react-admin's filter form and react-hook-form's provider.
    expect(renders.stop().map(componentName).filter((name) => /^(FilterLiveForm|FormProvider|RaFilterForm)$/.test(name))).toEqual([]);
    expect(box()).toHaveAttribute('placeholder', 'Search');
    expect(box()).toHaveValue('');
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
