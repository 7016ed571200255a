/**
 * Online / Idle / Offline / Disconnected: how many peers are in each state right now (from the fleet
 * stream, within the chosen node type), each a filter of the list (the list's `status` filter; chosen
 * again, it is cleared). A chip counts by the state its rows show (nodeState.ts). Counts are '…' until
 * the fleet's first frame.
 */
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { NODE_STATE_PALETTE } from '../components/NodeStatusDot';
import { useFormat } from '../components/useFormat';
import type { FleetCounts } from '../providers/live';
import { isNodeState, NODE_STATES, nodeStateLabel, type NodeState } from '../providers/nodeState';

export const NodeStatusFilter = ({ counts }: { counts: FleetCounts | null }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = isNodeState(filterValues.status) ? filterValues.status : null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      aria-label={translate('app.nodes.status_filter.label')}
      onChange={(_, value: NodeState | null) => {
        const { status: _status, ...others } = filterValues;
        setFilters(value ? { ...others, status: value } : others, displayedFilters, false);
      }}
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { borderRadius: 4, px: 1.5, gap: 1, textTransform: 'none' } }}
    >
      {NODE_STATES.map((state) => (
        <ToggleButton key={state} value={state} color="primary">
          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${NODE_STATE_PALETTE[state]}.main` }} />
          {translate('app.nodes.status_filter.option', {
            status: translate(nodeStateLabel(state)),
            count: counts ? format.count(counts[state]) : '…',
          })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
