/**
 * The timeline's strip at table-row size (issue 23): colours to the eye, one sentence to a screen
 * reader ("Last hour: Online for 45 min, Offline for 12 min, Not watched for 3 min"). Plain spans: a
 * page of rows draws no chart library.
 */
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { StatusHistory } from '../../providers/history/types';
import { ROW_STRIP_SIZE } from './sizes';
import { STATUS_LABEL_KEYS, StatusFill } from './statusLook';
import { SEGMENT_STATUSES, segmentDurations, statusSegments } from './summary';
import { useChartFormat } from './useChartFormat';

export interface StatusStripProps {
  history: StatusHistory;
}

export const StatusStrip = memo(function StatusStrip({ history }: StatusStripProps) {
  const translate = useTranslate();
  const formats = useChartFormat();
  const { from, to } = history;
  const segments = useMemo(() => statusSegments(history), [history]);
  const durations = segmentDurations(segments);
  const parts = SEGMENT_STATUSES.filter((status) => durations[status] > 0).map((status) =>
    translate('app.charts.strip.part', { status: translate(STATUS_LABEL_KEYS[status]), duration: formats.duration(durations[status]) }),
  );
  const summary = translate('app.charts.strip.summary', { window: formats.window(from, to), parts: formats.list(parts) });
  const span = Math.max(1, to - from);
  return (
    <Box component="span" sx={{ display: 'inline-block', ...ROW_STRIP_SIZE, verticalAlign: 'middle' }}>
      <Box component="span" aria-hidden="true" sx={{ display: 'flex', height: '100%', borderRadius: 0.5, overflow: 'hidden' }}>
        {segments.map((segment) => (
          <StatusFill key={segment.from} status={segment.status} style={{ width: `${(100 * (segment.to - segment.from)) / span}%` }} />
        ))}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {summary}
      </Box>
    </Box>
  );
});
