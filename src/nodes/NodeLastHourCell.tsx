/**
 * A nodes list row's last hour: a throughput sparkline over a status strip, in minute steps so that a row
 * redraws when a minute closes or its status changes, not with every frame of the live list.
 */
import { memo, type CSSProperties } from 'react';
import type { Node } from '../api/types';
import { RowSparkline, StatusStrip } from '../components/charts';
import { createdAtOf, HOUR, useNodeStatusHistory, useNodeThroughput } from '../providers/history';

/**
 * A plain span, so a page of rows pays no styled component per row; fixed in size and contained, so a row's
 * pictures redrawing lay out nothing around them.
 */
const CELL: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, width: 96, height: 38, contain: 'strict' };

export const NodeLastHourCell = memo(function NodeLastHourCell({ record }: { record: Node }) {
  const createdAt = createdAtOf(record.created_at);
  const series = useNodeThroughput(record.id, 'coarse', HOUR, createdAt);
  const status = useNodeStatusHistory(record.id, HOUR, 'coarse', createdAt);
  if (record.isLocal) return null;
  return (
    <span style={CELL}>
      <RowSparkline series={series} />
      <StatusStrip history={status} />
    </span>
  );
});
