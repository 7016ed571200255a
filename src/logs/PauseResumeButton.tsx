import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { LazyTooltip } from '../components/LazyTooltip';
import { useTranslate } from 'react-admin';
import { constants } from '../config';
import type { LogStore } from './LogStore';
import { useLogStats } from './useLogStats';
import { useNumberFormat } from './useNumberFormat';

interface Props {
  store: LogStore;
  paused: boolean;
  pausedAtCount: number;
  onPause: () => void;
  onResume: () => void;
}

const ResumeButton = ({ store, pausedAtCount, onResume }: Omit<Props, 'paused' | 'onPause'>) => {
  const translate = useTranslate();
  const format = useNumberFormat();
  const { received } = useLogStats(store);
  const fresh = Math.max(0, received - pausedAtCount);
  return (
    <Button size="small" variant="contained" startIcon={<PlayArrowIcon />} onClick={onResume}>
      {fresh > 0
        ? translate('app.logs.action.resume_new', { count: format(fresh) })
        : translate('app.logs.action.resume')}
    </Button>
  );
};

export const PauseResumeButton = ({ paused, onPause, ...rest }: Props) => {
  const translate = useTranslate();
  if (paused) return <ResumeButton {...rest} />;
  return (
    <LazyTooltip title={translate('app.logs.action.pause_hint', { cap: constants.logLineCap })} describeChild>
      <Button size="small" variant="outlined" startIcon={<PauseIcon />} onClick={onPause}>
        {translate('app.logs.action.pause')}
      </Button>
    </LazyTooltip>
  );
};
