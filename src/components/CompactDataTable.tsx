/**
 * react-admin's DataTable as every table of the console uses it: compact rows (CompactDataTableBody),
 * WAI-ARIA sortable headers (CompactDataTableHead), and react-admin's bulk actions toolbar kept out of
 * the accessibility tree and the tab order while it is collapsed (no row selected): collapsed, it is
 * 0 px high, yet its buttons would still be read and reached. `body` may be react-admin's own where
 * rows need what the compact ones lack (expand panels).
 */
import { isValidElement, type ReactNode } from 'react';
import { BulkActionsToolbar, DataTable, useListContext, type DataTableProps, type RaRecord } from 'react-admin';
import { CompactDataTableBody } from './CompactDataTableBody';
import { CompactDataTableHead } from './CompactDataTableHead';

const CollapsibleBulkActionsToolbar = ({ children }: { children: ReactNode }) => {
  const { selectedIds = [] } = useListContext();
  // BulkActionsToolbar hands what it does not know on to its MUI Toolbar.
  const whileCollapsed = { inert: selectedIds.length === 0 };
  return <BulkActionsToolbar {...whileCollapsed}>{children}</BulkActionsToolbar>;
};

export const CompactDataTable = <R extends RaRecord>({ bulkActionButtons = false, ...props }: DataTableProps<R>) => (
  <DataTable<R>
    body={CompactDataTableBody}
    head={CompactDataTableHead}
    bulkActionButtons={bulkActionButtons}
    bulkActionsToolbar={isValidElement(bulkActionButtons) ? <CollapsibleBulkActionsToolbar>{bulkActionButtons}</CollapsibleBulkActionsToolbar> : undefined}
    {...props}
  />
);

/** The columns, as DataTable's. */
CompactDataTable.Col = DataTable.Col;
