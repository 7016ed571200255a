/**
 * A closed MUI Tooltip still costs dozens of hooks and a Popper per element, so MUI's own Tooltip mounts
 * at the first hover, focus or touch; tests/unit/components/LazyTooltip.test.tsx compares the two.
 */
import { Tooltip, useThemeProps, type TooltipProps } from '@mui/material';
import { cloneElement, useEffect, useId, useRef, useState, type FocusEvent, type ReactElement, type SyntheticEvent } from 'react';

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

export interface LazyTooltipProps extends Pick<TooltipProps, 'describeChild' | 'placement' | 'enterDelay'> {
  title: string;
  /**
   * The title repeats the element's text, cut by its box: the tooltip opens only while it is cut and
   * names nothing, as the text whole in the page already is the element's name.
   */
  whenCut?: boolean;
  children: ReactElement<ChildProps>;
}

const isCut = (element: Element): boolean => element.scrollWidth > element.clientWidth || [...element.children].some(isCut);

/** The element shows keyboard focus (MUI's Tooltip opens on focus only then); false where the browser cannot tell. */
const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

const then =
  <E extends SyntheticEvent>(own: ((event: E) => void) | undefined, next: (event: E) => void) =>
  (event: E) => {
    own?.(event);
    next(event);
  };

export const LazyTooltip = (props: LazyTooltipProps) => {
  const { title, describeChild, whenCut, placement, enterDelay = 0, enterTouchDelay = 0, leaveTouchDelay = 0, children } = useThemeProps({
    props: props as LazyTooltipProps & Pick<TooltipProps, 'enterTouchDelay' | 'leaveTouchDelay'>,
    name: 'MuiTooltip',
  });
  const id = useId();
  // The element the tooltip is anchored to, kept once known (so that closing plays MUI's transition).
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const touched = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (element: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    if (whenCut && !isCut(element)) return;
    timer.current = setTimeout(() => {
      setAnchor(element);
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  // As MUI's Tooltip: an empty title shows nothing.
  if (!title) return children;
  const own = children.props;
  const child = cloneElement(children, {
    ...(whenCut
      ? { title: open ? undefined : own.title }
      : describeChild
        ? { title: open ? undefined : title, 'aria-describedby': open ? id : own['aria-describedby'] }
        : { 'aria-label': own['aria-label'] ?? title }),
    onMouseOver: then(own.onMouseOver, (event) => {
      if (!open && performance.now() - touched.current > TOUCH_MOUSE_MS) show(event.currentTarget as HTMLElement, enterDelay);
    }),
    onMouseLeave: then(own.onMouseLeave, hide),
    onFocus: then(own.onFocus, (event) => {
      if (focusVisible(event.target)) show(event.currentTarget as HTMLElement, enterDelay);
    }),
    onBlur: then(own.onBlur, hide),
    onTouchStart: then(own.onTouchStart, (event) => {
      touched.current = Infinity;
      show(event.currentTarget as HTMLElement, enterTouchDelay);
    }),
    onTouchEnd: then(own.onTouchEnd, () => {
      touched.current = performance.now();
      clearTimeout(timer.current);
      timer.current = setTimeout(hide, leaveTouchDelay);
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
