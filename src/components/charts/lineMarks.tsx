/**
 * Legend samples that show each line's style, not only its colour: received is solid, transmitted is
 * dashed, so the two stay apart for readers who cannot tell the colours apart (and in print).
 */
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

/** The dash pattern of a dashed line, in the chart and in its legend sample alike. */
export const DASH = '6 4';

const LineSample = ({ color, dash }: ChartsLabelCustomMarkProps & { dash?: string }) => (
  <svg viewBox="0 0 20 14" width="20" height="14" aria-hidden="true">
    <line x1="0" y1="7" x2="20" y2="7" stroke={color} strokeWidth="3" strokeDasharray={dash} />
  </svg>
);

export const SolidLineMark = (props: ChartsLabelCustomMarkProps) => <LineSample {...props} />;

export const DashedLineMark = (props: ChartsLabelCustomMarkProps) => <LineSample {...props} dash={DASH} />;
