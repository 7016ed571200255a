/** The status word is the tooltip and the accessible name, so that colour is never the only cue (WCAG 1.4.1). */
import { keyframes, styled } from '@mui/material/styles';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { NodeStatus } from '../api/types';
import { LazyTooltip } from './LazyTooltip';

// Transform and opacity only, so that the compositor animates the ring without repainting.
const PULSE_S = 2;
// Chromium restyles every animated dot on the main thread at each iteration boundary, even when the
// compositor runs the animation, so one iteration holds PULSES pulses (a minute).
const PULSES = 30;
const percent = (value: number) => `${Number(value.toFixed(4))}%`;
const pulseFrames = Array.from({ length: PULSES }, (_, index) => {
  const start = (100 * index) / PULSES;
  const length = 100 / PULSES;
  const rest = index === PULSES - 1 ? 100 : start + length - 0.001;
  return `${percent(start)} { transform: scale(1); opacity: 0.6; } ${percent(start + 0.7 * length)}, ${percent(rest)} { transform: scale(2.2); opacity: 0; }`;
}).join('\n');
const pulse = keyframes`${pulseFrames}`;

export const NODE_STATUS_COLOR: Record<NodeStatus, string> = { online: 'success.main', idle: 'warning.main', offline: 'error.main' };

export const isNodeStatus = (value: unknown): value is NodeStatus =>
  value === 'online' || value === 'idle' || value === 'offline';

export interface NodeStatusDotProps {
  status: unknown;
  size?: number;
  /** The word written beside the dot (hidden from screen readers: the dot's own name says it). */
  labelled?: boolean;
}

const PALETTE_KEY = { online: 'success', idle: 'warning', offline: 'error' } as const;

/** Styled once per status (not an sx object per dot and render). */
const Dot = styled('span', { shouldForwardProp: (prop) => prop !== 'status' })<{ status: NodeStatus }>(({ theme, status }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  verticalAlign: 'middle',
  color: theme.palette[PALETTE_KEY[status]].main,
  backgroundColor: 'currentColor',
  '&::after':
    status === 'offline'
      ? undefined
      : {
          content: '""',
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          backgroundColor: 'currentColor',
          animation: `${pulse} ${PULSE_S * PULSES}s infinite`,
          willChange: 'transform, opacity',
        },
  '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', display: 'none' } },
}));

const Labelled = styled('span')(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.75), whiteSpace: 'nowrap' }));

/** Nothing when the status is missing (local node, disabled node on some gateways). */
export const NodeStatusDot = memo(function NodeStatusDot({ status, size = 10, labelled = false }: NodeStatusDotProps) {
  const translate = useTranslate();
  if (!isNodeStatus(status)) return null;
  const word = translate(`app.nodes.status.${status}`);
  const dot = (
    <LazyTooltip title={word}>
      <Dot role="img" aria-label={word} data-status={status} status={status} style={{ width: size, height: size }} />
    </LazyTooltip>
  );
  if (!labelled) return dot;
  return (
    <Labelled>
      {dot}
      <span aria-hidden="true">{word}</span>
    </Labelled>
  );
});
