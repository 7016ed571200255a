/**
 * The scroll position is derived during render from the scroll intent and applied before paint, so that
 * a commit never shows a blank or jumping frame.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { LogLine } from './LogLine';
import type { LogEntry } from './LogStore';
import {
  anchorAt,
  COPY_WIDTH,
  FOLLOW_OVERSCAN,
  indexOfSeq,
  isAtBottom,
  LINE_END_PADDING,
  MAX_LINE_CHARS,
  OVERSCAN,
  singleRowLayout,
  targetScrollTop,
  visibleRange,
  wrappedLayout,
  type ScrollAnchor,
} from './logScrollModel';
import { useElementSize } from './useElementSize';

/** Height assumed before the first measurement (and where there is no layout, as in jsdom). */
const FALLBACK_HEIGHT = 480;
/** The list widens in steps, so a slightly longer line does not re-lay out every row. */
const WIDTH_STEP_CHARS = 40;
const PROBE_CHARS = 100;
const PROBE_TEXT = '0'.repeat(PROBE_CHARS);

export interface LogViewportProps {
  entries: readonly LogEntry[];
  following: boolean;
  onFollowingChange: (following: boolean) => void;
  onCopy: (entry: LogEntry) => void;
  longestLine: number;
  wrap: boolean;
  label: string;
  copyLabel: string;
  emptyText: string;
}

const sameAnchor = (a: ScrollAnchor | null, b: ScrollAnchor | null) =>
  a === b || (a !== null && b !== null && a.seq === b.seq && a.offset === b.offset);

/** Characters a wrapped row holds; 0 while unknown (before measuring, or without layout as in jsdom). */
const useWrapColumns = (wrap: boolean, listWidth: number) => {
  const probe = useRef<HTMLSpanElement>(null);
  const [charWidth, setCharWidth] = useState(0);
  useLayoutEffect(() => {
    const width = wrap && probe.current ? probe.current.getBoundingClientRect().width / PROBE_CHARS : 0;
    if (width > 0) setCharWidth(width);
  }, [wrap]);
  // One pixel spare: a row that holds a character more than counted leaves space, one less would cut text.
  const columns = wrap && charWidth > 0 && listWidth > 0 ? Math.floor((listWidth - COPY_WIDTH - LINE_END_PADDING - 1) / charWidth) : 0;
  return { probe, columns };
};

export const LogViewport = (props: LogViewportProps) => {
  const { entries, following, onFollowingChange, onCopy, longestLine, wrap, label, copyLabel, emptyText } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const { width: listWidth, height: viewportHeight } = useElementSize(scroller, FALLBACK_HEIGHT);
  const { probe, columns } = useWrapColumns(wrap, listWidth);
  const wrapped = wrap && columns > 0;
  const layout = useMemo(() => (wrapped ? wrappedLayout(entries, columns) : singleRowLayout(entries.length)), [entries, wrapped, columns]);
  const [anchor, setAnchor] = useState<ScrollAnchor | null>(null);

  const top = targetScrollTop(entries, layout, viewportHeight, following, anchor);
  const { start, end } = visibleRange(layout, top, viewportHeight, following ? FOLLOW_OVERSCAN : OVERSCAN);

  // The scroll handler runs between renders: it reads the latest render's values from here.
  const latest = useRef({ entries, layout, viewportHeight, following, onFollowingChange });
  // The position last applied or seen, so a commit never reads scrollTop: reading it right after the
  // rows changed would force a synchronous layout on every frame.
  const appliedTop = useRef(0);
  useLayoutEffect(() => {
    latest.current = { entries, layout, viewportHeight, following, onFollowingChange };
    const element = scroller.current;
    if (element && Math.abs(appliedTop.current - top) >= 1) {
      element.scrollTop = top;
      appliedTop.current = top;
    }
    // Following stopped from the toolbar: pin the lines on screen now, or new lines would push them away.
    if (following) setAnchor(null);
    else if (anchor === null) setAnchor(anchorAt(entries, layout, top));
  }, [entries, layout, viewportHeight, following, onFollowingChange, top, anchor]);

  const handleScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const current = latest.current;
    const scrollTop = element.scrollTop;
    appliedTop.current = scrollTop;
    const bottom = isAtBottom(scrollTop, current.viewportHeight, current.layout);
    if (!bottom) {
      const next = anchorAt(current.entries, current.layout, scrollTop);
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
    rows.push(<LogLine key={index % (end - start)} entry={entries[index]} copyLabel={copyLabel} rows={wrapped ? layout.rows(index) : undefined} />);
  }

  const widthChars = Math.min(Math.ceil(longestLine / WIDTH_STEP_CHARS) * WIDTH_STEP_CHARS, MAX_LINE_CHARS);
  const width = wrap ? '100%' : `max(100%, calc(${widthChars}ch + ${COPY_WIDTH + LINE_END_PADDING + 4}px))`;
  return (
    <div className="log-frame">
      <div
        ref={scroller}
        className={wrap ? 'log-scroller log-wrap' : 'log-scroller'}
        role="log"
        aria-live="off"
        aria-label={label}
        tabIndex={0}
        onScroll={handleScroll}
        onClick={handleClick}
      >
        <span className="log-probe" aria-hidden>
          <span ref={probe}>{wrap ? PROBE_TEXT : null}</span>
        </span>
        <div className="log-rows" style={{ height: layout.height, width }}>
          <div role="list" style={{ transform: `translateY(${layout.top(start)}px)` }}>
            {rows}
          </div>
        </div>
        {entries.length === 0 && <div className="log-empty">{emptyText}</div>}
      </div>
    </div>
  );
};
