/**
 * The DataTable body with lighter rows draws what react-admin's own rows draw, cell for cell; the head
 * whose sort tooltips mount on first use draws what react-admin's head draws, and sorts alike.
 */
import { screen, within } from '@testing-library/react';
import { DataTable, ListContextProvider, useList, type DataTableBodyProps, type DataTableHeadProps, type RaRecord } from 'react-admin';
import type { ComponentType, ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CompactDataTableBody, CompactDataTableHead } from '../../../src/components';
import { componentName, recordRenders } from '../../integration/helpers/reactRenders';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

const records: RaRecord[] = [
  { id: 1, name: 'alpha', address: { ip: '10.0.0.1' }, count: 0, locked: false },
  { id: 2, name: 'beta', address: { ip: '10.0.0.2' }, count: null, locked: true },
];

const Bold = ({ source }: { source: string }) => <b>field:{source}</b>;

/** Every way a column can say what its cell shows, with cell props of each kind. */
const Table = ({ body, head }: { body?: ComponentType<DataTableBodyProps>; head?: ComponentType<DataTableHeadProps> }) => {
  const list = useList({ data: records, resource: 'things', sort: { field: 'name', order: 'ASC' } });
  return (
    <ListContextProvider value={list}>
      <DataTable resource="things" rowClick={false} body={body} head={head} isRowSelectable={(record) => !record.locked} bulkActionButtons={<span>bulk</span>}>
        <DataTable.Col source="name" cellClassName="name-cell" />
        <DataTable.Col source="address.ip" label="IP" align="right" />
        <DataTable.Col source="count" sortByOrder="DESC" headerClassName="count-head" sx={{ width: 40 }} cellSx={(record) => ({ color: record.locked ? 'red' : 'green' })} />
        <DataTable.Col source="status" label="Status" render={(record) => (record.locked ? 'locked' : 'open')} />
        <DataTable.Col source="kind" label="Kind" field={Bold} disableSort />
        <DataTable.Col label="Fixed">fixed</DataTable.Col>
      </DataTable>
    </ListContextProvider>
  );
};

/** react-admin's and MUI's classes, without emotion's generated ones. */
const classesOf = (element: Element) => [...element.classList].filter((name) => !name.startsWith('css-')).sort();

/** Each row's cells: text, classes (react-admin's and MUI's, without emotion's generated ones), alignment. */
const cells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => ({
          text: cell.textContent,
          classes: classesOf(cell),
          color: getComputedStyle(cell).color,
          width: getComputedStyle(cell).width,
          checkbox: within(cell).queryByRole('checkbox') ? { disabled: (within(cell).getByRole('checkbox') as HTMLInputElement).disabled } : null,
        })),
    );

/** Renders react-admin's own table, then `table`: `read` must see the same in both. */
const expectAsReactAdmin = (table: ReactElement, read: () => unknown) => {
  const own = renderInAdmin(<Table />);
  const expected = read();
  own.unmount();
  renderInAdmin(table);
  expect(read()).toEqual(expected);
};

describe('CompactDataTableBody', () => {
  it("shows the same cells as react-admin's rows: children, render, field, the value at a path, classes, cell props and sx", () => {
    expectAsReactAdmin(<Table body={CompactDataTableBody} />, cells);
    expect(cells()[0].map((cell) => cell.text)).toEqual(['', 'alpha', '10.0.0.1', '0', 'open', 'field:kind', 'fixed']);
    expect(cells()[1][0].checkbox).toEqual({ disabled: true });
  });

  it('renders no react-admin row or cell component, and selects rows as react-admin does', async () => {
    const renders = recordRenders();
    const { user } = renderInAdmin(<Table body={CompactDataTableBody} />);
    const names = renders.stop().map(componentName);
    expect(names).toContain('CompactRow');
    expect(names.filter((name) => /^DataTable(Row|Cell)$/.test(name))).toEqual([]);
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('checkbox'));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
  });
});

/** The header cells: text, classes, and their sort button's name, field, order and state. */
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => {
      const button = cell.querySelector('.MuiTableSortLabel-root');
      return {
        text: cell.textContent,
        classes: classesOf(cell),
        align: getComputedStyle(cell).textAlign,
        sort: button && {
          name: button.getAttribute('aria-label'),
          field: button.getAttribute('data-field'),
          order: button.getAttribute('data-order'),
          classes: classesOf(button),
        },
      };
    });

describe('CompactDataTableHead', () => {
  it("shows the same header cells as react-admin's head: labels, classes, sort buttons with their names, and the select-all box", () => {
    expectAsReactAdmin(<Table head={CompactDataTableHead} />, headers);
    expect(headers().map((cell) => cell.sort?.name ?? null)).toEqual([
      null,
      'Sort by Name descending',
      'Sort by IP ascending',
      'Sort by Count descending',
      'Sort by Status ascending',
      null,
      null,
    ]);
    expect(within(screen.getAllByRole('columnheader')[0]).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });

  it("mounts no MUI Tooltip until one is asked for, sorts as react-admin's head does, and shows the sort tooltip on hover", async () => {
    const renders = recordRenders();
    const { user } = renderInAdmin(<Table head={CompactDataTableHead} body={CompactDataTableBody} />);
    const names = renders.stop().map(componentName);
    expect(names.filter((name) => /^(Tooltip|DataTableHeadCell)$/.test(name))).toEqual([]);
    const shownNames = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(shownNames()).toEqual(['alpha', 'beta']);
    await user.click(screen.getByRole('button', { name: 'Sort by Name descending' }));
    expect(shownNames()).toEqual(['beta', 'alpha']);
    const ascending = screen.getByRole('button', { name: 'Sort by Name ascending' });
    await user.hover(ascending);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sort by Name ascending');
  });
});
