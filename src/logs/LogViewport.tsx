/**
 * The windowed list: a spacer as tall as all shown lines, and only the rows in (and just around) the
 * viewport rendered inside it. The scroll position is derived during render from the scroll intent
 * (follow, or an anchor line) and applied before paint, so a commit never shows a blank or jumping frame.
 */
import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { LogLine } from './LogLine';
import type { LogEntry } from './LogStore';
import {
  anchorAt,
  FOLLOW_OVERSCAN,
  indexOfSeq,
  isAtBottom,
  OVERSCAN,
  ROW_HEIGHT,
  targetScrollTop,
  visibleRange,
  type ScrollAnchor,
} from './logScrollModel';
import { useElementHeight } from './useElementHeight';

/** Height assumed before the first measurement (and where there is no layout, as in jsdom). */
const FALLBACK_HEIGHT = 480;
/** Lines longer than this are cut in the view (copy and download keep them whole). */
const MAX_WIDTH_CHARS = 2000;
/** The list widens in steps, so a slightly longer line does not re-lay out every row. */
const WIDTH_STEP_CHARS = 40;

export interface LogViewportProps {
  entries: readonly LogEntry[];
  following: boolean;
  onFollowingChange: (following: boolean) => void;
  onCopy: (entry: LogEntry) => void;
  longestLine: number;
  label: string;
  copyLabel: string;
  emptyText: string;
}

const sameAnchor = (a: ScrollAnchor | null, b: ScrollAnchor | null) =>
  a === b || (a !== null && b !== null && a.seq === b.seq && a.offset === b.offset);

export const LogViewport = (props: LogViewportProps) => {
  const { entries, following, onFollowingChange, onCopy, longestLine, label, copyLabel, emptyText } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const viewportHeight = useElementHeight(scroller, FALLBACK_HEIGHT);
  const [anchor, setAnchor] = useState<ScrollAnchor | null>(null);

  const top = targetScrollTop(entries, viewportHeight, following, anchor);
  const { start, end } = visibleRange(top, viewportHeight, entries.length, following ? FOLLOW_OVERSCAN : OVERSCAN);

  // The scroll handler runs between renders: it reads the latest render's values from here.
  const latest = useRef({ entries, viewportHeight, following, onFollowingChange });
  // The position last applied or seen, so a commit never reads scrollTop: reading it right after the
  // rows changed would force a synchronous layout on every frame.
  const appliedTop = useRef(0);
  useLayoutEffect(() => {
    latest.current = { entries, viewportHeight, following, onFollowingChange };
    const element = scroller.current;
    if (element && Math.abs(appliedTop.current - top) >= 1) {
      element.scrollTop = top;
      appliedTop.current = top;
    }
    // Following stopped from the toolbar: pin the lines on screen now, or new lines would push them away.
    if (following) setAnchor(null);
    else if (anchor === null) setAnchor(anchorAt(entries, top));
  }, [entries, viewportHeight, following, onFollowingChange, top, anchor]);

  const handleScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const current = latest.current;
    const scrollTop = element.scrollTop;
    appliedTop.current = scrollTop;
    const bottom = isAtBottom(scrollTop, current.viewportHeight, current.entries.length);
    if (!bottom) {
      const next = anchorAt(current.entries, scrollTop);
      setAnchor((previous) => (sameAnchor(previous, next) ? previous : next));
    }
    if (bottom !== current.following) current.onFollowingChange(bottom);
  }, []);

  // One listener for every row's copy button (rows come and go every frame).
  const handleClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const button = (event.target as Element).closest<HTMLElement>('button[data-seq]');
      if (!button) return;
      const list = latest.current.entries;
      const entry = list[indexOfSeq(list, Number(button.dataset.seq))];
      if (entry) onCopy(entry);
    },
    [onCopy],
  );

  const rows = [];
  for (let index = start; index < end; index += 1) {
    // Keys recycle by position: scrolling by a row moves one element; following at the cap, where
    // every row shows a new line each frame, only updates texts and never creates elements.
    rows.push(<LogLine key={index % (end - start)} entry={entries[index]} copyLabel={copyLabel} />);
  }

  const widthChars = Math.min(Math.ceil(longestLine / WIDTH_STEP_CHARS) * WIDTH_STEP_CHARS, MAX_WIDTH_CHARS);
  const width = `max(100%, calc(${widthChars}ch + 48px))`;
  return (
    <div className="log-frame">
      <div
        ref={scroller}
        className="log-scroller"
        role="log"
        aria-live="off"
        aria-label={label}
        tabIndex={0}
        onScroll={handleScroll}
        onClick={handleClick}
      >
        <div className="log-rows" style={{ height: entries.length * ROW_HEIGHT, width }}>
          <div role="list" style={{ transform: `translateY(${start * ROW_HEIGHT}px)` }}>
            {rows}
          </div>
        </div>
        {entries.length === 0 && <div className="log-empty">{emptyText}</div>}
      </div>
    </div>
  );
};

