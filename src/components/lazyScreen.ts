/**
 * A route's screen loaded on demand, from the route table's loader (routes.ts).
 * Once the screen's code has arrived (preloaded while the user typed, once the console was up, or when
 * a link to it was pointed at) it renders at once. Until then react-admin's loading page stands in,
 * and the screen replaces it the moment its code arrives. (React.lazy would suspend on the first render
 * even with the code there, and after a suspension React holds the revealed screen back for up to
 * 300 ms; navigations render directly, not as transitions, so they would show that.) A code that cannot
 * be loaded is an error for the layout's error boundary, as with React.lazy.
 *
 * Memoised: react-admin renders its routes again whenever something above them changes (the resources
 * it registers at start-up, each navigation); a screen follows the contexts it reads, not those renders.
 */
import { createElement, memo, useEffect, useReducer, useState, type ComponentType, type NamedExoticComponent } from 'react';
import { Loading } from 'react-admin';
import type { ModuleLoader } from './loadOnce';

export const lazyScreen = <P extends object>(loader: ModuleLoader<{ default: ComponentType<P> }>): NamedExoticComponent<P> => {
  const Screen = (props: P) => {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const loaded = loader.loaded;
    // Started while rendering, like React.lazy (the loader loads once); the effect waits for it.
    if (!loaded && !failure) void loader().catch(() => undefined);
    useEffect(() => {
      if (loaded) return;
      let current = true;
      loader().then(
        () => current && arrived(),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [loaded]);
    if (failure) throw failure.error;
    return loaded ? createElement(loaded.default, props) : createElement(Loading);
  };
  return memo(Screen);
};
