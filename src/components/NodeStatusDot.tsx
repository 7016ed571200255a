/**
 * A node's state as SPEC's status indicator draws it (online green and idle orange, pulsing; offline red,
 * static; a disconnected node keeps offline's red static dot, under its own word). The state's word is the
 * tooltip and the accessible name, so that colour is never the only cue (WCAG 1.4.1).
 */
import { keyframes, styled } from '@mui/material/styles';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { nodeStateLabel, type NodeState } from '../providers/nodeState';
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

/** The theme palette of each state's dot, for the dot and for what shows the same colour beside its word. */
export const NODE_STATE_PALETTE = { online: 'success', idle: 'warning', offline: 'error', disconnected: 'error' } as const satisfies Record<NodeState, string>;

const pulses = (state: NodeState) => state === 'online' || state === 'idle';

export interface NodeStatusDotProps {
  /** nodeStateOf's answer: nothing is drawn for null (the local node, or no status yet). */
  state: NodeState | null;
  size?: number;
  /** The word written beside the dot (hidden from screen readers: the dot's own name says it). */
  labelled?: boolean;
}

/** Styled once per state (not an sx object per dot and render). */
const Dot = styled('span', { shouldForwardProp: (prop) => prop !== 'state' })<{ state: NodeState }>(({ theme, state }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  verticalAlign: 'middle',
  color: theme.palette[NODE_STATE_PALETTE[state]].main,
  backgroundColor: 'currentColor',
  '&::after': pulses(state)
    ? {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: '50%',
        backgroundColor: 'currentColor',
        animation: `${pulse} ${PULSE_S * PULSES}s infinite`,
        willChange: 'transform, opacity',
      }
    : undefined,
  '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', display: 'none' } },
}));

const Labelled = styled('span')(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.75), whiteSpace: 'nowrap' }));

export const NodeStatusDot = memo(function NodeStatusDot({ state, size = 10, labelled = false }: NodeStatusDotProps) {
  const translate = useTranslate();
  if (!state) return null;
  const word = translate(nodeStateLabel(state));
  const dot = (
    <LazyTooltip title={word}>
      <Dot role="img" aria-label={word} data-status={state} state={state} style={{ width: size, height: size }} />
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
