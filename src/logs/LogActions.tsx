/** Memoised with stable callbacks so that it does not re-render at the stream's pace. */
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DownloadIcon from '@mui/icons-material/Download';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import WrapTextIcon from '@mui/icons-material/WrapText';
import { IconButton, Stack, ToggleButton } from '@mui/material';
import { LazyTooltip } from '../components/LazyTooltip';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { LogStore } from './LogStore';
import { PauseResumeButton } from './PauseResumeButton';

export interface LogActionsProps {
  store: LogStore;
  paused: boolean;
  pausedAtCount: number;
  onPause: () => void;
  onResume: () => void;
  following: boolean;
  onFollow: (following: boolean) => void;
  wrap: boolean;
  onWrap: (wrap: boolean) => void;
  onClear: () => void;
  onDownload: () => void;
}

export const LogActions = memo((props: LogActionsProps) => {
  const { store, paused, pausedAtCount, onPause, onResume, following, onFollow, wrap, onWrap, onClear, onDownload } = props;
  const translate = useTranslate();
  const clearLabel = translate('app.logs.action.clear');
  const downloadLabel = translate('app.logs.action.download');
  return (
    <Stack direction="row" useFlexGap spacing={1} alignItems="center" flexWrap="wrap" role="toolbar" aria-label={translate('app.logs.action.toolbar')}>
      <PauseResumeButton store={store} paused={paused} pausedAtCount={pausedAtCount} onPause={onPause} onResume={onResume} />
      <LazyTooltip title={translate('app.logs.action.follow_hint')} describeChild>
        <ToggleButton
          size="small"
          value="follow"
          selected={following}
          onChange={() => onFollow(!following)}
          sx={{ textTransform: 'none', gap: 0.5, py: 0.25 }}
        >
          <VerticalAlignBottomIcon fontSize="small" />
          {translate('app.logs.action.follow')}
        </ToggleButton>
      </LazyTooltip>
      <LazyTooltip title={translate('app.logs.action.wrap_hint')} describeChild>
        <ToggleButton size="small" value="wrap" selected={wrap} onChange={() => onWrap(!wrap)} sx={{ textTransform: 'none', gap: 0.5, py: 0.25 }}>
          <WrapTextIcon fontSize="small" />
          {translate('app.logs.action.wrap')}
        </ToggleButton>
      </LazyTooltip>
      <LazyTooltip title={clearLabel}>
        <IconButton size="small" aria-label={clearLabel} onClick={onClear}>
          <DeleteSweepIcon />
        </IconButton>
      </LazyTooltip>
      <LazyTooltip title={downloadLabel}>
        <IconButton size="small" aria-label={downloadLabel} onClick={onDownload}>
          <DownloadIcon />
        </IconButton>
      </LazyTooltip>
    </Stack>
  );
});
LogActions.displayName = 'LogActions';
