/**
 * SPEC's node status indicator: online green pulsing, idle orange pulsing, offline red static.
 * The capitalised word is the tooltip and the accessible name, so colour is never the only cue;
 * the pulse stops for users who ask for reduced motion. The tooltip (MUI's, which renders twice as it
 * mounts) is built when the dot is first pointed at, inside the dot, so that a page of rows does not
 * build one per row before its first paint, and the dot itself is never replaced.
 */
import { Tooltip } from '@mui/material';
import { keyframes, styled } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { NodeStatus } from '../api/types';
import { useOpenedOnce } from './useOpenedOnce';

// A ring that grows and fades: transform and opacity only, so the compositor animates it without
// repainting (a box-shadow pulse repainted every frame, costly with a page full of dots).
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  70% { transform: scale(2.2); opacity: 0; }
  100% { transform: scale(2.2); opacity: 0; }
`;

const PALETTE_KEY: Record<NodeStatus, 'success' | 'warning' | 'error'> = { online: 'success', idle: 'warning', offline: 'error' };

export const isNodeStatus = (value: unknown): value is NodeStatus =>
  value === 'online' || value === 'idle' || value === 'offline';

export interface NodeStatusDotProps {
  status: unknown;
  size?: number;
}

// A styled span rather than a Box with `sx`: a page of rows draws one per row, and the theme-aware
// `sx` machinery costs more than these few fixed rules.
const Dot = styled('span', { shouldForwardProp: (prop) => prop !== 'status' && prop !== 'size' })<{ status: NodeStatus; size: number }>(
  ({ theme, status, size }) => {
    const color = theme.palette[PALETTE_KEY[status]].main;
    return {
      position: 'relative',
      display: 'inline-block',
      flexShrink: 0,
      width: size,
      height: size,
      borderRadius: '50%',
      backgroundColor: color,
      color,
      verticalAlign: 'middle',
      '&::after':
        status === 'offline'
          ? undefined
          : {
              content: '""',
              position: 'absolute',
              inset: 0,
              borderRadius: '50%',
              backgroundColor: color,
              animation: `${pulse} 2s infinite`,
              willChange: 'transform, opacity',
            },
      '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', display: 'none' } },
    };
  },
);

/** What the tooltip points at: the whole dot, invisible. */
const TooltipAnchor = styled('span')({ position: 'absolute', inset: 0, borderRadius: '50%' });

/** Nothing when the status is missing (local node, disabled node on some gateways). */
export const NodeStatusDot = ({ status, size = 10 }: NodeStatusDotProps) => {
  const translate = useTranslate();
  const [pointed, setPointed] = useState(false);
  const tooltipBuilt = useOpenedOnce(pointed);
  if (!isNodeStatus(status)) return null;
  const word = translate(`app.nodes.status.${status}`);
  return (
    <Dot
      role="img"
      aria-label={word}
      data-status={status}
      status={status}
      size={size}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
    >
      {tooltipBuilt && (
        <Tooltip
          title={word}
          open={pointed}
          // Escape closes it, as MUI's own does.
          onClose={() => setPointed(false)}
          describeChild
          disableHoverListener
          disableFocusListener
          disableTouchListener
        >
          <TooltipAnchor aria-hidden />
        </Tooltip>
      )}
    </Dot>
  );
};
