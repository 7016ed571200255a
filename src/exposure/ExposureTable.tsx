/** Protection is several facts and is not sorted. */
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactElement } from 'react';
import { DataTableClasses, useTranslate } from 'react-admin';
import { CompactDataTable } from '../components';
import { EndpointCell, NodeCell, StateCell } from './ExposureCells';
import { HealthCell } from './ExposureHealth';
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
  <CompactDataTable<ExposureRow>
    rowClick={false}
    empty={empty}
    sx={{ [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' }, '& td': { verticalAlign: 'top' } }}
  >
    <CompactDataTable.Col source="name" label="app.exposure.columns.endpoint" render={(row: ExposureRow) => <EndpointCell row={row} />} sx={{ minWidth: 160 }} />
    <CompactDataTable.Col source="nodeName" label="app.exposure.columns.node" render={(row: ExposureRow) => <NodeCell row={row} />} />
    <CompactDataTable.Col source="availability" label="app.exposure.columns.state" render={(row: ExposureRow) => <StateCell row={row} />} />
    <CompactDataTable.Col label="app.exposure.columns.protection" disableSort render={(row: ExposureRow) => <ProtectionList row={row} />} />
    <CompactDataTable.Col label="app.health.column" disableSort render={(row: ExposureRow) => <HealthCell row={row} />} />
    <CompactDataTable.Col
      source="flagCount"
      label="app.exposure.columns.flags"
      sortByOrder="DESC"
      render={(row: ExposureRow) => <RiskFlagChips row={row} />}
    />
    <CompactDataTable.Col
      label={<HiddenLabel label="app.exposure.columns.actions" />}
      disableSort
      align="right"
      render={(row: ExposureRow) => <ExposureRowActions row={row} />}
    />
  </CompactDataTable>
);
