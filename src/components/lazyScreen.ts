/**
 * A route's screen loaded on demand, like React.lazy, from a loader shared with the preloading code
 * (screenPreload.ts): once the screen's code has arrived (preloaded while the user typed or once the
 * console was up, or rendered once) it renders at once. React.lazy alone would suspend on its first
 * render even then, showing the loading fallback for a frame and, after sign-in, holding the screen
 * back by React's fallback throttle (300 ms).
 *
 * Memoised: react-admin renders its routes again whenever something above them changes (the resources
 * it registers at start-up, each navigation); a screen follows the contexts it reads, not those renders.
 */
import { createElement, lazy, memo, type ComponentType, type NamedExoticComponent } from 'react';
import type { ModuleLoader } from '../screenPreload';

export const lazyScreen = <P extends object>(loader: ModuleLoader<{ default: ComponentType<P> }>): NamedExoticComponent<P> => {
  const Lazy = lazy(loader);
  const Screen = (props: P) => createElement(loader.loaded?.default ?? Lazy, props);
  return memo(Screen);
};
