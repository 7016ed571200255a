/**
 * react-admin's DataTable body with lighter rows, through DataTable's `body` prop. react-admin's row
 * wraps each cell of each row in four components of its own (the column, a memoised cell reading the
 * column-visibility store, and a styled cell around MUI's), a third of a row's components and memory;
 * a list of 100 live rows pays for that a hundredfold. These rows render the same `DataTable.Col`
 * columns (their `render`, `source`, `align` and `sx`) straight into MUI's TableCell, with the same
 * classes, the same selection checkbox and the same `rowSx`. Not for tables whose user can hide or
 * reorder columns (react-admin's ColumnsButton): these rows show every column, in order.
 */
import { TableCell, TableRow, type SxProps, type Theme } from '@mui/material';
import { Children, isValidElement, memo, type ReactElement, type ReactNode } from 'react';
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
    <TableRow className={selectable ? `${className ?? ''} ${DataTableClasses.selectable}` : className} hover sx={sx}>
      {hasBulkActions && handleToggleItem && (
        <TableCell padding="checkbox">
          <SelectRowCheckbox />
        </TableCell>
      )}
      {Children.map(children, (column) => {
        if (!isValidElement(column)) return null;
        const { source, render, align, sx: cellSx } = (column as ReactElement<DataTableColumnProps>).props;
        return (
          <TableCell className={`${DataTableClasses.rowCell} column-${source}`} align={align} sx={cellSx}>
            {render?.(record)}
          </TableCell>
        );
      })}
    </TableRow>
  );
});

export const CompactDataTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={CompactRow} />;
