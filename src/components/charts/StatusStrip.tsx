/** Plain spans, so that a page of rows draws no chart library; screen readers get the colours as one sentence. */
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import type { StatusHistory } from '../../providers/history/types';
import { LazyTooltip } from '../LazyTooltip';
import { ROW_STRIP_SIZE } from './sizes';
import { fill, STATUS_LABEL_KEYS } from './statusLook';
import { SEGMENT_STATUSES, segmentDurations, statusSegments, windowFrom } from './summary';
import { useRowChartFormat } from './useChartFormat';

export interface StatusStripProps {
  history: StatusHistory;
}

const STRIP: CSSProperties = { display: 'inline-block', ...ROW_STRIP_SIZE, verticalAlign: 'middle' };
const BAR: CSSProperties = { display: 'flex', height: '100%', borderRadius: 2, overflow: 'hidden' };
const SEGMENT: CSSProperties = { display: 'block', height: '100%', minWidth: 0 };

export const StatusStrip = memo(function StatusStrip({ history }: StatusStripProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const formats = useRowChartFormat();
  const { from, to } = history;
  const segments = useMemo(() => statusSegments(history), [history]);
  const durations = segmentDurations(segments);
  const parts = SEGMENT_STATUSES.filter((status) => durations[status] > 0).map((status) =>
    translate('app.charts.strip.part', { status: translate(STATUS_LABEL_KEYS[status]), duration: formats.duration(durations[status]) }),
  );
  const summary = translate('app.charts.strip.summary', { window: formats.window(windowFrom(history), to), parts: formats.list(parts) });
  const span = Math.max(1, to - from);
  // Plain spans with inline styles: a page of rows pays no styled component per segment.
  return (
    <span style={STRIP}>
      {/* The sentence is read once, from the text below: the tooltip describes the colours to the eye only. */}
      <LazyTooltip title={summary} describeChild>
        <span aria-hidden="true" style={BAR}>
          {segments.map((segment) => (
            <span key={segment.from} style={{ ...SEGMENT, ...fill(theme, segment.status), width: `${(100 * (segment.to - segment.from)) / span}%` }} />
          ))}
        </span>
      </LazyTooltip>
      <span style={visuallyHidden as CSSProperties}>{summary}</span>
    </span>
  );
});
