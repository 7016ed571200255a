/**
 * The inventory on wider screens: react-admin's DataTable over the list context (useList), sortable
 * by endpoint, node, state and number of flags; protection is several facts and is not sorted.
 */
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactElement } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { CompactDataTableBody, CompactDataTableHead } from '../components';
import { EndpointCell, NodeCell, StateCell } from './ExposureCells';
import { ExposureRowActions } from './ExposureRowActions';
import type { ExposureRow } from './exposureRow';
import { ProtectionList } from './ProtectionList';
import { RiskFlagChips } from './RiskFlagChips';

const HiddenLabel = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={visuallyHidden}>
      {translate(label)}
    </Box>
  );
};

export const ExposureTable = ({ empty }: { empty: ReactElement }) => (
  <DataTable<ExposureRow>
    bulkActionButtons={false}
    rowClick={false}
    body={CompactDataTableBody}
    head={CompactDataTableHead}
    empty={empty}
    sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& td': { verticalAlign: 'top' } }}
  >
    <DataTable.Col source="name" label="app.exposure.columns.endpoint" render={(row: ExposureRow) => <EndpointCell row={row} />} sx={{ minWidth: 160 }} />
    <DataTable.Col source="nodeName" label="app.exposure.columns.node" render={(row: ExposureRow) => <NodeCell row={row} />} />
    <DataTable.Col source="availability" label="app.exposure.columns.state" render={(row: ExposureRow) => <StateCell row={row} />} />
    <DataTable.Col label="app.exposure.columns.protection" disableSort render={(row: ExposureRow) => <ProtectionList row={row} />} />
    <DataTable.Col
      source="flagCount"
      label="app.exposure.columns.flags"
      sortByOrder="DESC"
      render={(row: ExposureRow) => <RiskFlagChips row={row} />}
    />
    <DataTable.Col
      label={<HiddenLabel label="app.exposure.columns.actions" />}
      disableSort
      align="right"
      render={(row: ExposureRow) => <ExposureRowActions row={row} />}
    />
  </DataTable>
);
