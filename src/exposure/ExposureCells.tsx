/**
 * The inventory's cells, shared by the table and the stacked phone rows: the endpoint (name, kind and
 * public address), the node (a link, and its live state as a word beside a coloured dot) and the
 * service's state. Server text is rendered as text.
 */
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { appRoutes } from '../appRoutes';
import { useFormat } from '../components';
import type { ExposureRow, NodeState } from './exposureRow';

const isWeb = (address: string) => /^https?:\/\//i.test(address);

export const EndpointCell = ({ row }: { row: ExposureRow }) => (
  <Stack spacing={0.25} sx={{ minWidth: 0 }}>
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.name}
      </Typography>
      <Chip size="small" variant="outlined" label={row.kind} />
    </Stack>
    {isWeb(row.endpoint) ? (
      <Link href={row.endpoint} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }}>
        {row.endpoint}
      </Link>
    ) : (
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {row.endpoint}
      </Typography>
    )}
  </Stack>
);

const DOT: Record<NodeState, string> = {
  local: 'info.main',
  online: 'success.main',
  idle: 'warning.main',
  offline: 'error.main',
  disconnected: 'error.main',
  unknown: 'text.disabled',
};

/** The node's state in words, with a dot of its colour (decorative: the word says it). */
export const NodeStateText = ({ state }: { state: NodeState }) => {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" data-node-state={state} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[state], flex: 'none' }} />
      {translate(`app.exposure.node_state.${state}`)}
    </Typography>
  );
};

export const NodeCell = ({ row }: { row: ExposureRow }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={appRoutes.node(row.nodeId)} variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {row.nodeName || translate('app.exposure.node_id', { id: row.nodeId })}
      </Link>
      <NodeStateText state={row.nodeState} />
    </Stack>
  );
};

export const StateCell = ({ row }: { row: ExposureRow }) => {
  const translate = useTranslate();
  const format = useFormat();
  const enabled = row.availability === 'enabled';
  return (
    <Stack spacing={0.25}>
      <Typography component="span" variant="body2" color={enabled ? 'success.main' : 'error.main'} sx={{ fontWeight: 500 }}>
        {translate(`app.exposure.state.${row.availability}`)}
      </Typography>
      {enabled && row.expiresAt !== null && (
        <Typography component="span" variant="body2" color="text.secondary">
          {translate('app.exposure.state.expires_in', { time: format.duration(row.expiresAt - Date.now()) })}
        </Typography>
      )}
    </Stack>
  );
};
