/** Below a wide desktop, so that nothing scrolls sideways. */
import { Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { SimpleList } from 'react-admin';
import { EndpointCell, NodeCell, StateCell } from './ExposureCells';
import { HealthCell } from './ExposureHealth';
import { ExposureRowActions } from './ExposureRowActions';
import type { ExposureRow } from './exposureRow';
import { ProtectionList } from './ProtectionList';
import { RiskFlagChips } from './RiskFlagChips';

export const ExposureStackedRows = ({ empty }: { empty: ReactElement }) => (
  <SimpleList<ExposureRow>
    rowClick={false}
    empty={empty}
    // Everything in the primary text: the secondary one is a paragraph, which cannot hold lists.
    primaryText={(row) => (
      <Stack spacing={1}>
        <EndpointCell row={row} />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <NodeCell row={row} />
          <StateCell row={row} />
        </Stack>
        <ProtectionList row={row} />
        <HealthCell row={row} />
        <RiskFlagChips row={row} />
      </Stack>
    )}
    rightIcon={(row) => <ExposureRowActions row={row} />}
    sx={{ '& .MuiListItem-root': { gap: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' } }}
  />
);
