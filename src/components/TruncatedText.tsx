/**
 * The whole text stays in the page as the accessible name, and the box asks for no more than `maxWidth`,
 * as a table otherwise grows to its longest name.
 */
import { styled, type SxProps, type Theme } from '@mui/material';
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { addressParts } from './addressParts';
import { LazyTooltip } from './LazyTooltip';

export interface TruncatedTextProps {
  text: string;
  /** An address (URL, host:port): it may wrap between its parts, never inside one. */
  address?: boolean;
  /** A shorter text is never cut; a longer one is cut to no less. */
  minWidth?: string | number;
  /** The widest it grows, however much room its table has; the default shows the 40 characters the forms take. */
  maxWidth?: string | number;
  /** Room the shown element needs beside the text (an icon in the link), as a CSS length or px. */
  besideText?: string | number;
  /** Its typography (and other styles): set here, not on the shown element, so that its width is measured in the same font. */
  sx?: SxProps<Theme>;
  children?: (content: ReactNode) => ReactElement;
}

/** Styles that cut a box's text with an ellipsis, for a box inside the shown element (a link's label beside its icon). */
export const cutTextSx = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

const PART = 'TruncatedText-part';

/** Elements the keyboard reaches anyway. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

// A cut text the keyboard does not reach anyway joins the tab order for its tooltip; whole, it leaves it.
let observer: ResizeObserver | undefined;
const followCut = (entries: ResizeObserverEntry[]) => {
  const cut = entries.map((entry) => [entry.target, entry.target.scrollWidth > entry.target.clientWidth] as const);
  for (const [element, isCut] of cut) {
    if (isCut) element.setAttribute('tabindex', '0');
    else element.removeAttribute('tabindex');
  }
};
const focusableWhileCut = (wrapper: HTMLElement | null) => {
  const element = wrapper?.firstElementChild;
  if (!element || typeof ResizeObserver === 'undefined' || element.matches(FOCUSABLE)) return;
  observer ??= new ResizeObserver(followCut);
  const watching = observer;
  watching.observe(element);
  return () => watching.unobserve(element);
};

const content = (text: string, address: boolean): ReactNode =>
  address
    ? addressParts(text).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className={PART}>{part}</span>
        </Fragment>
      ))
    : text;

/**
 * The text asks for no width (`contain: inline-size`); two hidden copies in ::before and ::after ask the
 * column for the text between its least and most widths.
 */
const Frame = styled('span', { name: 'TruncatedText' })({
  display: 'grid',
  gridTemplateColumns: 'minmax(auto, max-content)',
  overflow: 'clip',
  // A focus ring drawn around the text stays in view.
  overflowClipMargin: '4px',
  '& > *': {
    gridArea: '1 / 1',
    contain: 'inline-size',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '&[data-address] > *': { whiteSpace: 'normal' },
  [`& .${PART}`]: { whiteSpace: 'nowrap' },
  '&::before, &::after': {
    content: 'attr(data-text)',
    gridArea: '1 / 1',
    visibility: 'hidden',
    height: 0,
    paddingInlineEnd: 'var(--truncated-text-beside, 0px)',
  },
  '&::before': { whiteSpace: 'nowrap', maxWidth: 'var(--truncated-text-min-width)' },
  '&::after': { whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: 'var(--truncated-text-max-width)' },
});

const cssLength = (length: string | number) => (typeof length === 'number' ? `${length}px` : length);

export const TruncatedText = ({ text, address = false, minWidth = '8rem', maxWidth = '20rem', besideText = 0, sx, children }: TruncatedTextProps) => {
  const shown = content(text, address);
  const widths = {
    '--truncated-text-min-width': cssLength(minWidth),
    '--truncated-text-max-width': cssLength(maxWidth),
    '--truncated-text-beside': cssLength(besideText),
  } as CSSProperties;
  return (
    <Frame ref={focusableWhileCut} style={widths} sx={sx} data-text={text} data-address={address || undefined}>
      <LazyTooltip title={text} whenCut>
        {children ? children(shown) : <span>{shown}</span>}
      </LazyTooltip>
    </Frame>
  );
};
