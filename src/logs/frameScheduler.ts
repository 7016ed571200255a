/**
 * Runs a callback at most once per animation frame however often it is requested, so a flood of
 * stream messages turns into one commit and one React render per frame.
 */
export type Schedule = (run: () => void) => () => void;

export const onNextFrame: Schedule = (run) => {
  const handle = requestAnimationFrame(run);
  return () => cancelAnimationFrame(handle);
};

export interface FrameScheduler {
  request: () => void;
  cancel: () => void;
}

export const createFrameScheduler = (run: () => void, schedule: Schedule = onNextFrame): FrameScheduler => {
  let cancelPending: (() => void) | null = null;
  return {
    request: () => {
      if (cancelPending) return;
      cancelPending = schedule(() => {
        cancelPending = null;
        run();
      });
    },
    cancel: () => {
      cancelPending?.();
      cancelPending = null;
    },
  };
};
