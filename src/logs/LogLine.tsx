/**
 * As few DOM nodes as possible and no MUI, as a viewport's worth of rows updates on every committed
 * frame; the line is a text child, so that markup in it is never parsed.
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
