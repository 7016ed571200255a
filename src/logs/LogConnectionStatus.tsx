/** The stream's state as a chip; a status region, so a lost connection is announced, not only shown. */
import CircleIcon from '@mui/icons-material/Circle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import SyncIcon from '@mui/icons-material/Sync';
import { Box, Chip, CircularProgress } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { LogStreamState } from '../providers/streams';

const looks = {
  connecting: { color: 'default', icon: <CircularProgress size={12} aria-hidden />, label: 'app.logs.connection.connecting' },
  open: { color: 'success', icon: <CircleIcon sx={{ fontSize: 12 }} />, label: 'app.logs.connection.open' },
  reconnecting: { color: 'warning', icon: <SyncIcon />, label: 'app.logs.connection.reconnecting' },
  // Retrying too, but the gateway said why: "connection lost" would not be true.
  failing: { color: 'error', icon: <ErrorOutlineIcon />, label: 'app.logs.connection.gateway_error' },
} as const;

interface Props {
  state: LogStreamState;
  /** The gateway reported an error (the text itself is shown by LogGatewayError). */
  gatewayError?: boolean;
}

export const LogConnectionStatus = memo(({ state, gatewayError = false }: Props) => {
  const translate = useTranslate();
  const look = looks[state === 'reconnecting' && gatewayError ? 'failing' : state];
  return (
    <Box role="status" aria-live="polite">
      <Chip
        size="small"
        variant="outlined"
        color={look.color}
        icon={look.icon}
        label={translate(look.label)}
        data-state={state}
      />
    </Box>
  );
});
LogConnectionStatus.displayName = 'LogConnectionStatus';
