/** Time nobody watched is a row of its own, so that a status is never read across a gap. */
import { Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollingTable } from './ScrollingTable';
import { useTranslate } from 'react-admin';
import { STATUS_LABEL_KEYS, StatusDot } from './statusLook';
import type { StatusSegment } from './summary';
import { useChartFormat } from './useChartFormat';

export interface StatusChangeListProps {
  /** Oldest first (statusSegments). */
  segments: readonly StatusSegment[];
  maxHeight?: number;
}

export const StatusChangeList = ({ segments, maxHeight = 240 }: StatusChangeListProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const caption = translate('app.charts.timeline.changes');
  return (
    <ScrollingTable caption={caption} maxHeight={maxHeight}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.charts.timeline.since')}</TableCell>
          <TableCell>{translate('app.charts.timeline.status')}</TableCell>
          <TableCell align="right">{translate('app.charts.timeline.duration')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...segments].reverse().map((segment) => (
          <TableRow key={segment.from}>
            <TableCell component="th" scope="row">
              {formats.time(segment.since)}
            </TableCell>
            <TableCell>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <StatusDot status={segment.status} aria-hidden="true" />
                {translate(STATUS_LABEL_KEYS[segment.status])}
              </Stack>
            </TableCell>
            <TableCell align="right">{formats.duration(segment.to - segment.from)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollingTable>
  );
};
