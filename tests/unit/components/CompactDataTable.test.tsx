/**
 * The console's table (CompactDataTable) against the original, react-admin's DataTable: its lighter
 * rows draw what react-admin's rows draw, cell for cell, and select alike, with the row checkbox named
 * on its input; its head draws what react-admin's head draws and sorts alike, with WAI-ARIA's sortable
 * headers (named by their label, `aria-sort` on the sorted column, the sort hint as a description);
 * its bulk actions toolbar is out of the accessibility tree while no row is selected.
 */
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DataTable, ListContextProvider, useList, type DataTableProps, type RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CompactDataTable } from '../../../src/components';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

const records: RaRecord[] = [
  { id: 1, name: 'alpha', address: { ip: '10.0.0.1' }, count: 0, locked: false },
  { id: 2, name: 'beta', address: { ip: '10.0.0.2' }, count: null, locked: true },
];

const Bold = ({ source }: { source: string }) => <b>field:{source}</b>;

/** Every way a column can say what its cell shows, with cell props of each kind, in `Table` (react-admin's or the console's). */
const Things = ({ Table }: { Table: (props: DataTableProps) => ReactElement }) => {
  const list = useList({ data: records, resource: 'things', sort: { field: 'name', order: 'ASC' } });
  return (
    <ListContextProvider value={list}>
      <Table resource="things" rowClick={false} isRowSelectable={(record) => !record.locked} bulkActionButtons={<button type="button">Archive</button>}>
        <DataTable.Col source="name" cellClassName="name-cell" />
        <DataTable.Col source="address.ip" label="IP" align="right" />
        <DataTable.Col source="count" sortByOrder="DESC" headerClassName="count-head" sx={{ width: 40 }} cellSx={(record) => ({ color: record.locked ? 'red' : 'green' })} />
        <DataTable.Col source="status" label="Status" render={(record) => (record.locked ? 'locked' : 'open')} />
        <DataTable.Col source="kind" label="Kind" field={Bold} disableSort />
        <DataTable.Col label="Fixed">fixed</DataTable.Col>
      </Table>
    </ListContextProvider>
  );
};

const ReactAdminTable = (props: DataTableProps) => <DataTable {...props} />;
const ConsoleTable = (props: DataTableProps) => <CompactDataTable {...props} />;

/** react-admin's and MUI's classes, without emotion's generated ones. */
const classesOf = (element: Element) => [...element.classList].filter((name) => !name.startsWith('css-')).sort();

const table = () => screen.getByRole('table');

/** Each row's cells: text, classes, colour, width, and the state of a selection box. */
const cells = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => {
          const box = cell.querySelector<HTMLInputElement>('input[type="checkbox"]');
          return {
            text: cell.textContent,
            classes: classesOf(cell),
            color: getComputedStyle(cell).color,
            width: getComputedStyle(cell).width,
            checkbox: box && { disabled: box.disabled, checked: box.checked },
          };
        }),
    );

/** The header cells: text, classes, alignment, and their sort button's field, order and classes. */
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => {
      const button = cell.querySelector('.MuiTableSortLabel-root');
      return {
        text: cell.textContent,
        classes: classesOf(cell),
        align: getComputedStyle(cell).textAlign,
        sort: button && { field: button.getAttribute('data-field'), order: button.getAttribute('data-order'), classes: classesOf(button) },
      };
    });

/** Renders react-admin's own table, then the console's: `read` must see the same in both. */
const expectAsReactAdmin = (read: () => unknown) => {
  const own = renderInAdmin(<Things Table={ReactAdminTable} />);
  const expected = read();
  own.unmount();
  const console = renderInAdmin(<Things Table={ConsoleTable} />);
  expect(read()).toEqual(expected);
  return console;
};

describe('CompactDataTable rows', () => {
  it("show the same cells as react-admin's rows: children, render, field, the value at a path, classes, cell props and sx", () => {
    expectAsReactAdmin(cells);
    expect(cells()[0].map((cell) => cell.text)).toEqual(['', 'alpha', '10.0.0.1', '0', 'open', 'field:kind', 'fixed']);
    expect(cells()[1][0].checkbox).toEqual({ disabled: true, checked: false });
  });

  it("select rows as react-admin's do, each box named on its input", async () => {
    const { user } = expectAsReactAdmin(cells);
    const boxes = within(table()).getAllByRole('checkbox', { name: 'Select this row' });
    expect(boxes).toHaveLength(2);
    await user.click(boxes[0]);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(boxes[0]).toBeChecked();
  });

  it("react-admin's own rows leave the input nameless (the reason for naming it here)", () => {
    renderInAdmin(<Things Table={ReactAdminTable} />);
    expect(within(table()).queryAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(0);
  });
});

describe('CompactDataTable head', () => {
  it("shows the same header cells as react-admin's head: labels, classes, sort buttons, and the select-all box", () => {
    expectAsReactAdmin(headers);
    expect(within(screen.getAllByRole('columnheader')[0]).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });

  it('names each sortable header by its label, gives the sorted one aria-sort, and describes the sort', async () => {
    const { user } = renderInAdmin(<Things Table={ConsoleTable} />);
    const sortButtons = within(table()).getAllByRole('button');
    expect(sortButtons.map((button) => button.textContent)).toEqual(['Name', 'IP', 'Count', 'Status']);
    expect(screen.getByRole('button', { name: 'Name' })).toHaveAccessibleDescription('Sort by Name descending');
    expect(screen.getByRole('button', { name: 'IP' })).toHaveAccessibleDescription('Sort by IP ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'IP' })).not.toHaveAttribute('aria-sort');

    const shownNames = () => within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(shownNames()).toEqual(['alpha', 'beta']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(shownNames()).toEqual(['beta', 'alpha']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.hover(screen.getByRole('button', { name: 'Name' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sort by Name ascending');
  });

  it("react-admin's own head names the button by its sort hint, without aria-sort (the reason for the fork)", () => {
    renderInAdmin(<Things Table={ReactAdminTable} />);
    expect(screen.getByRole('button', { name: 'Sort by Name descending' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
  });
});

describe('CompactDataTable bulk actions toolbar', () => {
  it('is out of the accessibility tree and the tab order while no row is selected, and back once one is', async () => {
    const { user } = renderInAdmin(<Things Table={ConsoleTable} />);
    const archive = screen.getByRole('button', { name: 'Archive' });
    expect(archive.closest('[inert]')).not.toBeNull();
    await user.click(within(table()).getAllByRole('checkbox', { name: 'Select this row' })[0]);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(archive.closest('[inert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unselect' }));
    expect(archive.closest('[inert]')).not.toBeNull();
  });
});
