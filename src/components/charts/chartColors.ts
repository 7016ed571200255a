/**
 * The charts' colours, from the theme so that light and dark both work, each at least 3:1 against the
 * paper (WCAG's contrast for graphics; tests/unit/components/charts/colors.test.ts holds both themes
 * to it). Colour is never the only cue: lines differ by style too, statuses always carry their word.
 */
import type { Theme } from '@mui/material/styles';
import type { NodeState } from '../../providers/nodeState';

export const lineColors = ({ palette }: Theme) => ({
  received: palette.primary.main,
  transmitted: palette.info.main,
  throughput: palette.primary.main,
  online: palette.success.main,
  // grey[600], not text.secondary: a translucent colour would depend on what lies under the line.
  total: palette.grey[600],
});

export const statusColors = ({ palette }: Theme): Record<NodeState, string> => ({
  online: palette.success.main,
  idle: palette.warning.main,
  offline: palette.error.main,
  // text.disabled is under 3:1 on a light paper; grey[600] keeps it in both themes.
  disconnected: palette.grey[600],
});

/** Health charts: a line per service's backend (up to four), the tunnel's dashed. */
export const healthColors = ({ palette }: Theme) => ({
  backends: [palette.primary.main, palette.secondary.main, palette.success.main, palette.grey[700]],
  tunnel: palette.info.main,
});
