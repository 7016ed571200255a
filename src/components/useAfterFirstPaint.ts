/**
 * So that fleet-wide reads do not hold up a first screen. A task queued from a frame callback runs after
 * the paint; without frames (jsdom) the next task does.
 */
import { useEffect, useState } from 'react';

export const useAfterFirstPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const afterFrame = () => {
      task = setTimeout(() => setPainted(true), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : undefined;
    if (frame === undefined) afterFrame();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
};
