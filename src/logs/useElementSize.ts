import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

export const useElementSize = (ref: RefObject<HTMLElement | null>, fallbackHeight: number): ElementSize => {
  const [size, setSize] = useState<ElementSize>({ width: 0, height: fallbackHeight });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Environments without layout (jsdom) report 0: keep the fallback height so a window of rows still
    // renders; a width of 0 means "unknown".
    const measure = () =>
      setSize((previous) => {
        const next = { width: element.clientWidth, height: element.clientHeight || fallbackHeight };
        return next.width === previous.width && next.height === previous.height ? previous : next;
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallbackHeight]);

  return size;
};
