import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SeriesSummary } from './summary';

export interface SummaryLineProps {
  label: string;
  summary: SeriesSummary;
  format: (value: number) => string;
  /** The latest value may say more than the others ("12 of 20"). */
  formatNow?: (value: number) => string;
}

/** Now, peak and average as a sentence: the chart's figures for readers who cannot see it. */
export const SummaryLine = ({ label, summary, format, formatNow = format }: SummaryLineProps) => {
  const translate = useTranslate();
  const { now, peak, average } = summary;
  return (
    <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
      {peak == null || average == null
        ? translate('app.charts.summary.none', { series: label })
        : now == null
          ? translate('app.charts.summary.past', { series: label, peak: format(peak), average: format(average) })
          : translate('app.charts.summary.values', { series: label, now: formatNow(now), peak: format(peak), average: format(average) })}
    </Typography>
  );
};
