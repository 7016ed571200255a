/**
 * Which components React renders, counted the way React DevTools counts them: a DevTools hook installed
 * before react-dom loads (tests/setup.ts imports this module first) is told of every commit, and the
 * committed tree is walked where it changed. A component rendered in a commit when it was mounted, or
 * when React cloned it and called it (its PerformedWork flag); a subtree React did not visit keeps its
 * previous children and is not walked.
 */

export interface Fiber {
  tag: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
  flags: number;
  memoizedProps: unknown;
}

/** Function, class, forwardRef, memo and simple memo components (React's work tags). */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
/** React's flag for a component whose render function ran in this pass. */
const PERFORMED_WORK = 1;

let onRender: ((fiber: Fiber) => void) | null = null;

const walk = (parent: Fiber) => {
  for (let child = parent.child; child; child = child.sibling) {
    const previous = child.alternate;
    if (COMPONENT_TAGS.has(child.tag) && (previous === null || (child.flags & PERFORMED_WORK) !== 0)) onRender?.(child);
    if (previous === null || child.child !== previous.child) walk(child);
  }
};

const hook = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
    if (onRender) walk(root.current);
  },
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
};

const scope = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= hook;

/** Records every component rendered until `stop()`, which returns them. */
export const recordRenders = () => {
  if (scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ !== hook) throw new Error('another React DevTools hook is installed');
  const rendered: Fiber[] = [];
  onRender = (fiber) => rendered.push(fiber);
  return {
    stop: () => {
      onRender = null;
      return rendered;
    },
  };
};

const nameOfType = (type: unknown): string => {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName || type.name || 'anonymous';
  if (type && typeof type === 'object') {
    const wrapper = type as { displayName?: string; render?: unknown; type?: unknown };
    return wrapper.displayName || nameOfType(wrapper.render ?? wrapper.type);
  }
  return String(type);
};

export const componentName = (fiber: Fiber) => nameOfType(fiber.type);

/** The value of the nearest provider of `context` above the fiber (e.g. react-admin's RecordContext). */
export const providedAbove = (fiber: Fiber, context: object): unknown => {
  for (let parent = fiber.return; parent; parent = parent.return) {
    if (parent.type === context || (parent.type as { _context?: unknown } | null)?._context === context) {
      return (parent.memoizedProps as { value?: unknown }).value;
    }
  }
  return undefined;
};
