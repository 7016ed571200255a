/** The rendered height of an element, kept current with a ResizeObserver. */
import { useLayoutEffect, useState, type RefObject } from 'react';

export const useElementHeight = (ref: RefObject<HTMLElement | null>, fallback: number): number => {
  const [height, setHeight] = useState(fallback);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Environments without layout (jsdom) report 0: keep the fallback so a window of rows still renders.
    const measure = () => setHeight(element.clientHeight || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);

  return height;
};
