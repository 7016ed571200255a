/**
 * Not react-admin's DataTableRow, whose four components per cell are paid again for every live row; for
 * tables without hidden columns, expand panels or row clicks. tests/unit/components/CompactDataTable.test.tsx
 * compares the two.
 */
import { Checkbox, TableCell, TableRow, type SxProps, type Theme } from '@mui/material';
import { Children, createElement, isValidElement, memo, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  DataTableBody,
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useTranslate,
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

/** react-admin's row selection box (SelectRowCheckbox), named on its input. */
const RowCheckbox = ({ record, selectable }: { record: RaRecord; selectable: boolean }) => {
  const translate = useTranslate();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const selected = useDataTableSelectedIdsContext()?.includes(record.id) ?? false;
  return (
    <Checkbox
      color="primary"
      className={`select-item ${DataTableClasses.checkbox}`}
      checked={selectable && selected}
      disabled={!selectable}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row', { _: 'Select this row' }) } }}
      onClick={(event: MouseEvent) => {
        if (!selectable || !handleToggleItem) return;
        handleToggleItem(record.id, event);
        event.stopPropagation();
      }}
    />
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
          <RowCheckbox record={record} selectable={selectable} />
        </TableCell>
      )}
      {Children.map(children, (column) => (isValidElement<DataTableColumnProps>(column) ? cell(column, record) : null))}
    </TableRow>
  );
});

export const CompactDataTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={CompactRow} />;
