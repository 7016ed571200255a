/**
 * One log line: a copy button and the text. As few DOM nodes as possible (a div, a button, a text
 * node; the icon is drawn by CSS), and no MUI components, because a viewport's worth of rows is
 * updated on every committed frame under load. The look comes from LogPanelStyles. The line is a text
 * child, so markup in it is shown as characters, never parsed. When lines wrap, `rows` sets its height.
 */
import { memo } from 'react';
import type { LogEntry } from './LogStore';
import { ROW_HEIGHT } from './logScrollModel';

export const LogLine = memo(({ entry, copyLabel, rows }: { entry: LogEntry; copyLabel: string; rows?: number }) => (
  <div role="listitem" className={`log-line log-${entry.level}`} style={rows === undefined ? undefined : { height: rows * ROW_HEIGHT }}>
    <button type="button" className="log-copy" data-seq={entry.seq} aria-label={copyLabel} title={copyLabel} />
    <span className="log-text">{entry.text}</span>
  </div>
));
LogLine.displayName = 'LogLine';
