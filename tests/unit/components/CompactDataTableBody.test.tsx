/** The DataTable body with lighter rows draws what react-admin's own rows draw, cell for cell. */
import { screen, within } from '@testing-library/react';
import { DataTable, ListContextProvider, useList, type DataTableBodyProps, type RaRecord } from 'react-admin';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { CompactDataTableBody } from '../../../src/components';
import { componentName, recordRenders } from '../../integration/helpers/reactRenders';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

const records: RaRecord[] = [
  { id: 1, name: 'alpha', address: { ip: '10.0.0.1' }, count: 0, locked: false },
  { id: 2, name: 'beta', address: { ip: '10.0.0.2' }, count: null, locked: true },
];

const Bold = ({ source }: { source: string }) => <b>field:{source}</b>;

/** Every way a column can say what its cell shows, with cell props of each kind. */
const Table = ({ body }: { body?: ComponentType<DataTableBodyProps> }) => {
  const list = useList({ data: records, resource: 'things' });
  return (
    <ListContextProvider value={list}>
      <DataTable resource="things" rowClick={false} body={body} isRowSelectable={(record) => !record.locked} bulkActionButtons={<span>bulk</span>}>
        <DataTable.Col source="name" cellClassName="name-cell" />
        <DataTable.Col source="address.ip" label="IP" align="right" />
        <DataTable.Col source="count" sx={{ width: 40 }} cellSx={(record) => ({ color: record.locked ? 'red' : 'green' })} />
        <DataTable.Col source="status" label="Status" render={(record) => (record.locked ? 'locked' : 'open')} />
        <DataTable.Col source="kind" label="Kind" field={Bold} />
        <DataTable.Col label="Fixed">fixed</DataTable.Col>
      </DataTable>
    </ListContextProvider>
  );
};

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
          classes: [...cell.classList].filter((name) => !name.startsWith('css-')).sort(),
          color: getComputedStyle(cell).color,
          width: getComputedStyle(cell).width,
          checkbox: within(cell).queryByRole('checkbox') ? { disabled: (within(cell).getByRole('checkbox') as HTMLInputElement).disabled } : null,
        })),
    );

describe('CompactDataTableBody', () => {
  it("shows the same cells as react-admin's rows: children, render, field, the value at a path, classes, cell props and sx", () => {
    const own = renderInAdmin(<Table />);
    const expected = cells();
    own.unmount();
    renderInAdmin(<Table body={CompactDataTableBody} />);
    expect(cells()).toEqual(expected);
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
