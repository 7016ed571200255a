/**
 * SPEC's node status indicator: online green pulsing, idle orange pulsing, offline red static.
 * The capitalised word is the tooltip and the accessible name, so colour is never the only cue;
 * the pulse stops for users who ask for reduced motion.
 */
import { Box, Tooltip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { NodeStatus } from '../api/types';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 6px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

const COLOR: Record<NodeStatus, string> = { online: 'success.main', idle: 'warning.main', offline: 'error.main' };

export const isNodeStatus = (value: unknown): value is NodeStatus =>
  value === 'online' || value === 'idle' || value === 'offline';

export interface NodeStatusDotProps {
  status: unknown;
  size?: number;
}

/** Nothing when the status is missing (local node, disabled node on some gateways). */
export const NodeStatusDot = ({ status, size = 10 }: NodeStatusDotProps) => {
  const translate = useTranslate();
  if (!isNodeStatus(status)) return null;
  const word = translate(`app.nodes.status.${status}`);
  return (
    <Tooltip title={word}>
      <Box
        component="span"
        role="img"
        aria-label={word}
        data-status={status}
        sx={{
          display: 'inline-block',
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: '50%',
          bgcolor: COLOR[status],
          color: COLOR[status],
          verticalAlign: 'middle',
          animation: status === 'offline' ? 'none' : `${pulse} 2s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Tooltip>
  );
};
