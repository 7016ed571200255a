/**
 * False in a component's first rendering, true once the browser has painted it: the frame's callback
 * runs before that paint, and a task queued from it runs after. The home page starts its fleet-wide
 * reads then, so that its first screen is not held up by them (nor by their answers, a whole fleet at
 * 10,000 nodes). A hidden tab paints nothing, and starts them once shown. Where the environment has no frames (jsdom without them), the
 * next task.
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
