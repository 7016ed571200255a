/**
 * A service row's last hour of backend checks: plain spans like the status strip, green where checks
 * answered, red where one failed, hatched where no console checked; screen readers get it as one sentence.
 */
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import type { HealthHistory } from '../../providers/history';
import { LazyTooltip } from '../LazyTooltip';
import { healthCounts, healthSegments, type HealthCell } from './healthSummary';
import { ROW_STRIP_SIZE } from './sizes';
import { fill } from './statusLook';
import { useRowChartFormat } from './useChartFormat';

export interface HealthStripProps {
  history: HealthHistory;
}

const STRIP: CSSProperties = { display: 'inline-block', ...ROW_STRIP_SIZE, verticalAlign: 'middle' };
const BAR: CSSProperties = { display: 'flex', height: '100%', borderRadius: 2, overflow: 'hidden' };
const SEGMENT: CSSProperties = { display: 'block', height: '100%', minWidth: 0 };

const LOOK: Record<HealthCell, 'online' | 'offline' | 'unwatched'> = { ok: 'online', failed: 'offline', unchecked: 'unwatched' };

export const HealthStrip = memo(function HealthStrip({ history }: HealthStripProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const formats = useRowChartFormat();
  const segments = useMemo(() => healthSegments(history), [history]);
  const counts = useMemo(() => healthCounts(history), [history]);
  const period = formats.window(history.to - history.windowMs, history.to, true);
  const parts = [
    counts.answered ? translate('app.health.strip.answered', { smart_count: counts.answered }) : null,
    counts.failed ? translate('app.health.strip.failed', { smart_count: counts.failed }) : null,
    counts.uncheckedMs >= 60_000 ? translate('app.health.strip.unchecked', { duration: formats.duration(counts.uncheckedMs) }) : null,
  ].filter((part): part is string => part !== null);
  const summary = history.checks.length ? translate('app.health.strip.summary', { window: period, parts: formats.list(parts) }) : translate('app.health.strip.none', { window: period });
  const span = Math.max(1, history.to - history.from);
  return (
    <span style={STRIP} data-health-strip="">
      <LazyTooltip title={summary} describeChild>
        <span aria-hidden="true" style={BAR}>
          {segments.map((segment) => (
            <span key={segment.from} style={{ ...SEGMENT, ...fill(theme, LOOK[segment.cell]), width: `${(100 * (segment.to - segment.from)) / span}%` }} />
          ))}
        </span>
      </LazyTooltip>
      <span style={visuallyHidden as CSSProperties}>{summary}</span>
    </span>
  );
});
