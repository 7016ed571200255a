/**
 * A nodes list row's last hour: a throughput sparkline over a status strip (issue 23). Minute steps,
 * so a row redraws when a minute closes or its status changes, not with every frame of the live list.
 */
import { Stack } from '@mui/material';
import { memo } from 'react';
import type { Node } from '../api/types';
import { RowSparkline, StatusStrip } from '../components/charts';
import { HOUR, useNodeStatusHistory, useNodeThroughput } from '../providers/history';

export const NodeLastHourCell = memo(function NodeLastHourCell({ record }: { record: Node }) {
  const series = useNodeThroughput(record.id, 'coarse', HOUR);
  const status = useNodeStatusHistory(record.id, HOUR);
  if (record.isLocal) return null;
  return (
    <Stack spacing={0.5} sx={{ width: 96 }}>
      <RowSparkline series={series} />
      <StatusStrip history={status} />
    </Stack>
  );
});
