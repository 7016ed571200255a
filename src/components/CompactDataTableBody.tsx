/**
 * react-admin's DataTable body with lighter rows, through DataTable's `body` prop. react-admin's row
 * wraps each cell in four components of its own (the column, a memoised cell that subscribes to the
 * column-visibility store, and a styled cell around MUI's): a third of a row's components, memory and
 * rendering time, paid again for every row of a page (100 live rows on the nodes list). These rows
 * draw the same `DataTable.Col` columns, in DataTable's order, as react-admin's cell does (children,
 * else `render`, else `field`, else the value at `source`; its classes, `sx`, `cellSx` and other cell
 * props) straight into MUI's TableCell, with the same selection checkbox, classes and `rowSx`.
 * For tables without hidden columns, expand panels or row clicks (the console's tables have none).
 */
import { TableCell, TableRow, type SxProps, type Theme } from '@mui/material';
import { Children, createElement, isValidElement, memo, type ReactElement, type ReactNode } from 'react';
import {
  DataTableBody,
  DataTableClasses,
  SelectRowCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';

/** The value at a dotted path of the record, as react-admin's cell reads `source`. */
const valueAt = (record: RaRecord, source: string): unknown =>
  source.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), record);

export const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A row's cell for a column: an element, not a component of its own (one fewer per cell). */
const cell = (column: ReactElement<DataTableColumnProps>, record: RaRecord) => {
  // What react-admin's cell takes for itself; the rest goes to MUI's TableCell, as there.
  const { cellSx, cellClassName, headerClassName: _header, children, className, disableSort: _sort, render, field, source, sortByOrder: _order, label: _label, sx, ...rest } = column.props;
  const value = source ? valueAt(record, source) : undefined;
  return (
    <TableCell
      className={classNames(DataTableClasses.rowCell, className, cellClassName, `column-${source}`)}
      sx={cellSx ? ({ ...cellSx(record), ...sx } as SxProps<Theme>) : sx}
      {...rest}
    >
      {children ?? (render ? render(record) : field ? createElement(field, { source }) : value != null ? String(value) : null)}
    </TableCell>
  );
};

interface CompactRowProps {
  className?: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

const CompactRow = memo(function CompactRow({ className, sx, children }: CompactRowProps) {
  const record = useRecordContext<RaRecord>();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  if (!record) throw new Error('CompactRow renders inside a RecordContext');
  const selectable = !isRowSelectable || isRowSelectable(record);
  return (
    <TableRow className={classNames(className, selectable && DataTableClasses.selectable)} hover sx={sx}>
      {hasBulkActions && handleToggleItem && (
        <TableCell padding="checkbox">
          <SelectRowCheckbox />
        </TableCell>
      )}
      {Children.map(children, (column) => (isValidElement<DataTableColumnProps>(column) ? cell(column, record) : null))}
    </TableRow>
  );
});

export const CompactDataTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={CompactRow} />;
