/**
 * MUI's Tooltip, mounted on first use. A Tooltip costs some forty hooks and a Popper per element even
 * while closed, and a list shows one per status dot and type badge. Until its first use the element
 * carries only what a closed Tooltip gives it (the title as its accessible name, or as its `title` with
 * `describeChild`); from then on MUI's Tooltip shows the title beside it, anchored to it (the element
 * itself is never re-created, so hover and focus stay on it). When it opens follows MUI's defaults:
 * after 100 ms of hover or a keyboard focus (at once when another tooltip just closed), after a 700 ms
 * touch, closed on leave, blur or Escape, 1.5 s after a touch ends.
 */
import { Tooltip, type TooltipProps } from '@mui/material';
import isFocusVisible from '@mui/utils/isFocusVisible';
import { cloneElement, useEffect, useId, useRef, useState, type FocusEvent, type ReactElement, type SyntheticEvent } from 'react';

/** MUI Tooltip's defaults. */
const ENTER_DELAY_MS = 100;
const ENTER_TOUCH_DELAY_MS = 700;
const LEAVE_TOUCH_DELAY_MS = 1500;
/** After a tooltip closed, the next one opens at once for this long (MUI's hysteresis). */
const HYSTERESIS_MS = 800;
/** Mouse events a browser emulates after a touch are ignored for this long. */
const TOUCH_MOUSE_MS = 150;

type ChildProps = {
  'aria-label'?: string;
  'aria-describedby'?: string;
  title?: string;
  onMouseOver?: (event: SyntheticEvent) => void;
  onMouseLeave?: (event: SyntheticEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onTouchStart?: (event: SyntheticEvent) => void;
  onTouchEnd?: (event: SyntheticEvent) => void;
};

export interface LazyTooltipProps {
  title: string;
  /** As MUI's: the title describes the child (its `title`, its description while open) instead of naming it. */
  describeChild?: boolean;
  /** As MUI's (default 'bottom'). */
  placement?: TooltipProps['placement'];
  /** As MUI's: how long a hover or keyboard focus waits before the tooltip opens (default 100 ms). */
  enterDelay?: number;
  children: ReactElement<ChildProps>;
}

let lastClosedAt = -Infinity;

const then =
  <E extends SyntheticEvent>(own: ((event: E) => void) | undefined, next: (event: E) => void) =>
  (event: E) => {
    own?.(event);
    next(event);
  };

export const LazyTooltip = ({ title, describeChild, placement, enterDelay = ENTER_DELAY_MS, children }: LazyTooltipProps) => {
  const id = useId();
  // The element the tooltip is anchored to, kept once known (so that closing plays MUI's transition).
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const touched = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (element: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    const reveal = () => {
      setAnchor(element);
      setOpen(true);
    };
    if (delay > 0) timer.current = setTimeout(reveal, delay);
    else reveal();
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };
  const hoverDelay = () => (performance.now() - lastClosedAt < HYSTERESIS_MS ? 0 : enterDelay);

  const own = children.props;
  const child = cloneElement(children, {
    ...(describeChild
      ? { title: open ? undefined : title, 'aria-describedby': open ? id : own['aria-describedby'] }
      : { 'aria-label': own['aria-label'] ?? title }),
    onMouseOver: then(own.onMouseOver, (event) => {
      if (!open && performance.now() - touched.current > TOUCH_MOUSE_MS) show(event.currentTarget as HTMLElement, hoverDelay());
    }),
    onMouseLeave: then(own.onMouseLeave, hide),
    onFocus: then(own.onFocus, (event) => {
      if (isFocusVisible(event.target as Element)) show(event.currentTarget as HTMLElement, hoverDelay());
    }),
    onBlur: then(own.onBlur, hide),
    onTouchStart: then(own.onTouchStart, (event) => {
      touched.current = Infinity;
      show(event.currentTarget as HTMLElement, ENTER_TOUCH_DELAY_MS);
    }),
    onTouchEnd: then(own.onTouchEnd, () => {
      touched.current = performance.now();
      clearTimeout(timer.current);
      timer.current = setTimeout(hide, LEAVE_TOUCH_DELAY_MS);
    }),
  });
  return (
    <>
      {child}
      {anchor && (
        <Tooltip
          id={id}
          title={title}
          open={open}
          onClose={hide}
          placement={placement}
          disableHoverListener
          disableFocusListener
          disableTouchListener
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          {/* MUI's Tooltip needs a child of its own; the popup is anchored to the element above. */}
          <span hidden />
        </Tooltip>
      )}
    </>
  );
};
