/**
 * A route's screen loaded on demand, like React.lazy, from a loader shared with the preloading code
 * (screenPreload.ts): once the screen's code has arrived (preloaded while the user typed or once the
 * console was up, or rendered once) it renders at once. React.lazy alone would suspend on its first
 * render even then, showing the loading fallback for a frame and, after sign-in, holding the screen
 * back by React's fallback throttle (300 ms).
 */
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import type { ModuleLoader } from '../screenPreload';

export const lazyScreen = <P extends object>(loader: ModuleLoader<{ default: ComponentType<P> }>): FunctionComponent<P> => {
  const Lazy = lazy(loader);
  const Screen = (props: P) => createElement(loader.loaded?.default ?? Lazy, props);
  return Screen;
};
