import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Coverage } from '../../providers/history/types';
import { CoverageCaption } from './CoverageCaption';

export interface ChartPanelProps {
  /** Already translated. */
  title: string;
  from: number;
  to: number;
  coverage: Coverage;
  summary: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** In place of the coverage caption (what health charts say of their checks). */
  caption?: ReactNode;
}

export const ChartPanel = ({ title, from, to, coverage, summary, chart, table, caption }: ChartPanelProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" onClick={() => setAsTable((shown) => !shown)}>
          {translate(asTable ? 'app.charts.table.hide' : 'app.charts.table.show')}
        </Button>
      </Stack>
      {caption ?? <CoverageCaption coverage={coverage} from={from} to={to} />}
      {asTable ? table : chart}
      <Box sx={{ mt: 1 }}>{summary}</Box>
    </Box>
  );
};
