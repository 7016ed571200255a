/**
 * SPEC's node status indicator: online green pulsing, idle orange pulsing, offline red static.
 * The capitalised word is the tooltip and the accessible name, so colour is never the only cue;
 * the pulse stops for users who ask for reduced motion.
 */
import { Box, Tooltip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { NodeStatus } from '../api/types';

// A ring that grows and fades: transform and opacity only, so the compositor animates it without
// repainting (a box-shadow pulse repainted every frame, costly with a page full of dots).
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  70% { transform: scale(2.2); opacity: 0; }
  100% { transform: scale(2.2); opacity: 0; }
`;

export const NODE_STATUS_COLOR: Record<NodeStatus, string> = { online: 'success.main', idle: 'warning.main', offline: 'error.main' };

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
          position: 'relative',
          display: 'inline-block',
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: '50%',
          bgcolor: NODE_STATUS_COLOR[status],
          color: NODE_STATUS_COLOR[status],
          verticalAlign: 'middle',
          '&::after':
            status === 'offline'
              ? undefined
              : {
                  content: '""',
                  position: 'absolute',
                  inset: 0,
                  borderRadius: '50%',
                  bgcolor: NODE_STATUS_COLOR[status],
                  animation: `${pulse} 2s infinite`,
                  willChange: 'transform, opacity',
                },
          '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', display: 'none' } },
        }}
      />
    </Tooltip>
  );
};
