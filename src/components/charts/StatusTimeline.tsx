import { Box, Stack, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { StatusHistory } from '../../providers/history/types';
import { LazyTooltip } from '../LazyTooltip';
import { CoverageCaption } from './CoverageCaption';
import { TIMELINE_BAR_HEIGHT } from './sizes';
import { StatusChangeList } from './StatusChangeList';
import { STATUS_LABEL_KEYS, StatusFill } from './statusLook';
import { statusSegments, windowFrom } from './summary';
import { useChartFormat } from './useChartFormat';

export interface StatusTimelineProps {
  history: StatusHistory;
}

const SHORT_WINDOW_MS = 10 * 60_000;

export const StatusTimeline = ({ history }: StatusTimelineProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const titleId = useId();
  const { from, to } = history;
  const segments = useMemo(() => statusSegments(history), [history]);
  const span = Math.max(1, to - from);
  // A window as young as the node's history is told to the second (12:40:59 to 12:41:02, not 12:40 to 12:41).
  const edge = span < SHORT_WINDOW_MS ? formats.clockSeconds : formats.moment;
  const title = translate('app.charts.timeline.label', { window: formats.window(windowFrom(history), to, true) });
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <CoverageCaption coverage={history.coverage} from={from} to={to} />
      <Box role="group" aria-label={title} sx={{ display: 'flex', height: TIMELINE_BAR_HEIGHT, mt: 1, borderRadius: 1, overflow: 'hidden' }}>
        {segments.map((segment) => (
          <LazyTooltip
            key={segment.from}
            title={translate('app.charts.timeline.segment', {
              status: translate(STATUS_LABEL_KEYS[segment.status]),
              from: formats.moment(segment.from),
              to: formats.moment(segment.to),
              duration: formats.duration(segment.to - segment.from),
            })}
          >
            <StatusFill role="img" status={segment.status} style={{ width: `${(100 * (segment.to - segment.from)) / span}%` }} />
          </LazyTooltip>
        ))}
      </Box>
      <Stack direction="row" aria-hidden="true" sx={{ justifyContent: 'space-between', color: 'text.secondary', typography: 'caption', mb: 1 }}>
        <span>{edge(from)}</span>
        <span>{edge(to)}</span>
      </Stack>
      <StatusChangeList segments={segments} />
    </Box>
  );
};
