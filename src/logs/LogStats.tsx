/** Plain spans rather than MUI Typography, which would recompute its styles at every change, several a second. */
import { Chip } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { LogStore } from './LogStore';
import { useLogStats } from './useLogStats';
import { useNumberFormat } from './useNumberFormat';

export const LogStats = memo(({ store, shown }: { store: LogStore; shown?: number }) => {
  const translate = useTranslate();
  const format = useNumberFormat();
  const stats = useLogStats(store);
  const lines =
    shown === undefined
      ? translate('app.logs.stats.kept', { smart_count: stats.kept, count: format(stats.kept) })
      : translate('app.logs.stats.shown', { smart_count: stats.kept, count: format(stats.kept), shown: format(shown) });
  return (
    <>
      <span className="log-stat" data-testid="log-line-count">
        {lines}
      </span>
      <span className="log-stat log-stat-secondary" data-testid="log-rate">
        {translate('app.logs.stats.rate', { smart_count: stats.rate, rate: format(stats.rate) })}
      </span>
      {stats.skipped > 0 && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('app.logs.stats.skipped', { smart_count: stats.skipped, count: format(stats.skipped) })}
        />
      )}
    </>
  );
});
LogStats.displayName = 'LogStats';
