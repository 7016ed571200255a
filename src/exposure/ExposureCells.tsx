/** Shared by the table and the stacked phone rows; server text is rendered as text. */
import { Box, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { appRoutes } from '../appRoutes';
import { useFormat } from '../components';
import { TruncatedText } from '../components/TruncatedText';
import { NODE_STATE_PALETTE } from '../components/NodeStatusDot';
import { nodeColumnLabel, type ExposureRow, type NodeColumnState } from './exposureRow';

const isWeb = (address: string) => /^https?:\/\//i.test(address);

export const EndpointCell = ({ row }: { row: ExposureRow }) => (
  <Stack spacing={0.25} sx={{ minWidth: 0 }}>
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }}>
      <TruncatedText text={row.name} sx={{ typography: 'body2', fontWeight: 600 }} />
      <Chip size="small" variant="outlined" label={row.kind} />
    </Stack>
    {isWeb(row.endpoint) ? (
      <TruncatedText text={row.endpoint} address sx={{ typography: 'body2' }}>
        {(parts) => (
          <Link href={row.endpoint} target="_blank" rel="noopener noreferrer">
            {parts}
          </Link>
        )}
      </TruncatedText>
    ) : (
      <TruncatedText text={row.endpoint} address sx={{ typography: 'body2', fontFamily: 'monospace' }} />
    )}
  </Stack>
);

/** A node state's colour is its status dot's (NodeStatusDot). */
const DOT: Record<NodeColumnState, string> = {
  local: 'info.main',
  online: `${NODE_STATE_PALETTE.online}.main`,
  idle: `${NODE_STATE_PALETTE.idle}.main`,
  offline: `${NODE_STATE_PALETTE.offline}.main`,
  disconnected: `${NODE_STATE_PALETTE.disconnected}.main`,
  unknown: 'text.disabled',
  pending: 'text.disabled',
};

/** The node's state in words, with a dot of its colour (decorative: the word says it). */
export const NodeStateText = ({ state }: { state: NodeColumnState }) => {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" data-node-state={state} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[state], flex: 'none' }} />
      {translate(nodeColumnLabel(state))}
    </Typography>
  );
};

export const NodeCell = ({ row }: { row: ExposureRow }) => {
  const translate = useTranslate();
  if (row.pending) {
    // The node's name and state come with the fleet's first frame: no "Node #7, not known yet" meanwhile.
    return (
      <Stack spacing={0.25} sx={{ minWidth: 0 }} aria-busy="true">
        <Skeleton variant="text" width={96} aria-hidden="true" />
        <NodeStateText state="pending" />
      </Stack>
    );
  }
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <TruncatedText text={row.nodeName || translate('app.exposure.node_id', { id: row.nodeId })} sx={{ typography: 'body2', fontWeight: 500 }}>
        {(name) => (
          <Link component={RouterLink} to={appRoutes.node(row.nodeId)}>
            {name}
          </Link>
        )}
      </TruncatedText>
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
