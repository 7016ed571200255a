import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Coverage } from '../../providers/history/types';
import { coverageStart } from './summary';
import { useChartFormat } from './useChartFormat';

export interface CoverageCaptionProps {
  coverage: Coverage;
  from: number;
  to: number;
}

/** Says where the figures come from: only what a console saw while it was open, never a guess. */
export const CoverageCaption = ({ coverage, from, to }: CoverageCaptionProps) => {
  const translate = useTranslate();
  const formats = useChartFormat();
  const start = coverageStart(coverage, from, to);
  return (
    <Typography variant="caption" component="p" color="text.secondary">
      {start == null ? translate('app.charts.coverage.empty') : translate('app.charts.coverage.since', { time: formats.moment(start) })}
    </Typography>
  );
};
