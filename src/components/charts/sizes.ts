/** Sizes of the charts, shared by the charts and the placeholders shown while their code loads (./index). */
export const ROW_SPARKLINE_SIZE = { width: 96, height: 24 } as const;
export const ROW_STRIP_SIZE = { width: 96, height: 10 } as const;
export const THROUGHPUT_HEIGHT = 220;
export const FLEET_CHART_HEIGHT = 160;
/** What surrounds a drawing in a chart panel: title row, coverage caption and summary lines. */
export const PANEL_EXTRA_HEIGHT = 110;
export const TIMELINE_BAR_HEIGHT = 24;
