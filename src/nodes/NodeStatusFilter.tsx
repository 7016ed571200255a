/**
 * Online / Idle / Offline: how many peers are in each status right now (from the fleet stream, within
 * the chosen node type), each a filter of the list (the list's `status` filter; chosen again, it is
 * cleared). Counts are '…' until the fleet's first frame.
 */
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { NodeStatus } from '../api/types';
import { NODE_STATUS_COLOR } from '../components/NodeStatusDot';
import { useFormat } from '../components/useFormat';
import { NODE_STATUSES } from '../providers/localFilters';
import type { FleetCounts } from '../providers/live';

export const NodeStatusFilter = ({ counts }: { counts: FleetCounts | null }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = (NODE_STATUSES as readonly unknown[]).includes(filterValues.status) ? (filterValues.status as NodeStatus) : null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      aria-label={translate('app.nodes.status_filter.label')}
      onChange={(_, value: NodeStatus | null) => {
        const { status: _status, ...others } = filterValues;
        setFilters(value ? { ...others, status: value } : others, displayedFilters, false);
      }}
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { borderRadius: 4, px: 1.5, gap: 1, textTransform: 'none' } }}
    >
      {NODE_STATUSES.map((status) => (
        <ToggleButton key={status} value={status} color="primary">
          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: NODE_STATUS_COLOR[status] }} />
          {translate('app.nodes.status_filter.option', {
            status: translate(`app.nodes.status.${status}`),
            count: counts ? format.count(counts[status]) : '…',
          })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
