/**
 * How a status is drawn (colours from ./chartColors) and named: a colour always comes with the status
 * word, as aria-label, tooltip or text. Time nobody watched, or with no status yet, is hatched, so it
 * never passes for a status.
 */
import { styled, type Theme } from '@mui/material/styles';
import { nodeStateLabel } from '../../providers/nodeState';
import { statusColors } from './chartColors';
import type { SegmentStatus } from './summary';

/** A node state's word is the nodes list's (nodeState.ts); the charts add time unwatched and unknown. */
export const STATUS_LABEL_KEYS: Record<SegmentStatus, string> = {
  online: nodeStateLabel('online'),
  idle: nodeStateLabel('idle'),
  offline: nodeStateLabel('offline'),
  disconnected: nodeStateLabel('disconnected'),
  unwatched: 'app.charts.status.unwatched',
  unknown: 'app.charts.status.unknown',
};

const hatch = (theme: Theme) =>
  `repeating-linear-gradient(135deg, ${theme.palette.text.disabled} 0 2px, transparent 2px 5px)`;

export const fill = (theme: Theme, status: SegmentStatus) =>
  status === 'unwatched' || status === 'unknown'
    ? { backgroundColor: theme.palette.action.hover, backgroundImage: hatch(theme) }
    : { backgroundColor: statusColors(theme)[status] };

/** A block of a status colour; styled once per status rather than an sx object per segment and render. */
export const StatusFill = styled('span', { shouldForwardProp: (prop) => prop !== 'status' })<{ status: SegmentStatus }>(({ theme, status }) => ({
  display: 'block',
  height: '100%',
  minWidth: 0,
  ...fill(theme, status),
}));

export const StatusDot = styled(StatusFill)({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  flexShrink: 0,
  verticalAlign: 'middle',
});
