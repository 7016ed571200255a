/**
 * One log line: a copy button and the text. As few DOM nodes as possible (a div, a button, a text
 * node; the icon is drawn by CSS), and no MUI components, because a viewport's worth of rows is
 * updated on every committed frame under load. The look comes from LogPanelStyles. The line is a text
 * child, so markup in it is shown as characters, never parsed.
 */
import { memo } from 'react';
import type { LogEntry } from './LogStore';

export const LogLine = memo(({ entry, copyLabel }: { entry: LogEntry; copyLabel: string }) => (
  <div role="listitem" className={`log-line log-${entry.level}`}>
    <button type="button" className="log-copy" data-seq={entry.seq} aria-label={copyLabel} title={copyLabel} />
    <span className="log-text">{entry.text}</span>
  </div>
));
LogLine.displayName = 'LogLine';
