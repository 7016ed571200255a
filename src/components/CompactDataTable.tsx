/**
 * The bulk actions toolbar is kept out of the accessibility tree and tab order while collapsed: 0 px
 * high, its buttons would still be reached.
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

CompactDataTable.Col = DataTable.Col;
