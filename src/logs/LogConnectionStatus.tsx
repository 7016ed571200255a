/** The stream's state as a chip; a status region, so a lost connection is announced, not only shown. */
import CircleIcon from '@mui/icons-material/Circle';
import SyncIcon from '@mui/icons-material/Sync';
import { Box, Chip, CircularProgress } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { LogStreamState } from '../providers/streams';

const looks = {
  connecting: { color: 'default', icon: <CircularProgress size={12} aria-hidden /> },
  open: { color: 'success', icon: <CircleIcon sx={{ fontSize: 12 }} /> },
  reconnecting: { color: 'warning', icon: <SyncIcon /> },
} as const;

export const LogConnectionStatus = memo(({ state }: { state: LogStreamState }) => {
  const translate = useTranslate();
  const look = looks[state];
  return (
    <Box role="status" aria-live="polite">
      <Chip
        size="small"
        variant="outlined"
        color={look.color}
        icon={look.icon}
        label={translate(`app.logs.connection.${state}`)}
        data-state={state}
      />
    </Box>
  );
});
LogConnectionStatus.displayName = 'LogConnectionStatus';
