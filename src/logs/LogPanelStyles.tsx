/**
 * One global style sheet rendered once per screen, so that the rows, which re-render every frame, carry
 * class names and no per-row styles.
 */
import { GlobalStyles } from '@mui/material';
import { memo } from 'react';
import { LOG_LEVELS } from './logLevel';
import { logPanelColors } from './logPalette';
import { COPY_WIDTH, LINE_END_PADDING, ROW_HEIGHT } from './logScrollModel';

// The Material "content copy" icon.
const COPY_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z'/%3E%3C/svg%3E";

export const LogPanelStyles = memo(() => (
  <GlobalStyles
    styles={(theme) => {
      const colors = logPanelColors[theme.palette.mode];
      const levelColors = Object.fromEntries(
        LOG_LEVELS.map((level) => [`.log-panel .log-${level}`, { color: colors.levels[level] }]),
      );
      return {
        '.log-panel': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
        '.log-panel .log-panel-row': {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.spacing(1.5),
        },
        '.log-panel .log-panel-spacer': { flexGrow: 1 },
        // The region stays in the page (so what appears in it is announced) without a gap of its own when empty.
        '.log-panel .log-gateway-status:empty': { marginTop: `calc(-1 * ${theme.spacing(1.5)})` },
        '.log-panel .log-gateway-text': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          overflowWrap: 'anywhere',
        },
        '.log-panel .log-stat': { ...theme.typography.body2, fontVariantNumeric: 'tabular-nums' },
        '.log-panel .log-stat-secondary': { color: theme.palette.text.secondary },
        // A plain block around the list: a flex item is never a relayout boundary in Chromium, so without
        // it every frame's new lines would lay out the page from the document down.
        '.log-panel .log-frame': { display: 'block', minWidth: 0 },
        '.log-panel .log-scroller': {
          height: 'calc(100dvh - 320px)',
          minHeight: 12 * ROW_HEIGHT,
          position: 'relative',
          overflow: 'auto',
          overflowAnchor: 'none',
          background: colors.background,
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: theme.shape.borderRadius,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: 13,
          // Log lines are full of unique tokens (addresses, times): skip kerning and ligature shaping.
          textRendering: 'optimizeSpeed',
          fontKerning: 'none',
          fontVariantLigatures: 'none',
          // Strict containment: what happens inside the list never makes the browser lay out the page around it.
          contain: 'strict',
        },
        '.log-panel .log-scroller:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        '.log-panel .log-rows': { position: 'relative' },
        '.log-panel .log-line': {
          height: ROW_HEIGHT,
          lineHeight: `${ROW_HEIGHT}px`,
          paddingRight: LINE_END_PADDING,
          whiteSpace: 'pre',
        },
        // Wrapped: the text breaks after any character, exactly at the row's width, so the rows each
        // line takes are known by counting characters (logScrollModel); what exceeds them is cut.
        '.log-panel .log-wrap .log-line': { display: 'flex', overflow: 'hidden' },
        '.log-panel .log-wrap .log-copy': { flex: 'none' },
        '.log-panel .log-wrap .log-text': {
          flex: '1 1 0',
          minWidth: 0,
          whiteSpace: 'break-spaces',
          lineBreak: 'anywhere',
          overflowWrap: 'anywhere',
        },
        // The sample whose width gives a character's: clipped to nothing, so the list never scrolls for it.
        '.log-panel .log-probe': { position: 'absolute', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden', visibility: 'hidden', whiteSpace: 'pre' },
        '.log-panel .log-line:hover': { background: theme.palette.action.hover },
        // A mask is an effect of its own to build and paint, so only a hovered or focused row carries it,
        // not every row replaced on each frame.
        '.log-panel .log-copy': {
          display: 'inline-block',
          verticalAlign: 'top',
          width: COPY_WIDTH,
          height: ROW_HEIGHT,
          padding: 0,
          border: 0,
          background: 'none',
          cursor: 'pointer',
        },
        // The icon is the button's own background seen through a mask: no SVG nodes, no pseudo-element.
        '.log-panel .log-line:hover .log-copy, .log-panel .log-copy:focus-visible': {
          backgroundColor: colors.gutter,
          mask: `url("${COPY_ICON}") center / 16px 16px no-repeat`,
        },
        '.log-panel .log-copy:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        '.log-panel .log-empty': {
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: colors.gutter,
          fontFamily: theme.typography.fontFamily,
        },
        ...levelColors,
      };
    }}
  />
));
LogPanelStyles.displayName = 'LogPanelStyles';
