/**
 * A route's screen loaded on demand, from the route table's loader (routes.ts), with what it shows first.
 * Whatever brought the screen (a link, the browser's history, the command palette, a path typed into
 * the address bar), its code and its first data (the route table's, through ScreenPreloaderContext)
 * are asked for together, and the screen renders once both are there (the data waited for at most
 * routes.ts's FIRST_DATA_WAIT_MS), so that a list renders once, with its rows, instead of once without
 * and again for them. The data is asked for from an effect: React has by then run the cleanups of the
 * screen this one replaces, whose reads react-query cancels once nobody watches them, so none of them
 * is still in flight ahead of this screen's own. Until then react-admin's loading page stands in (it
 * shows nothing for its first second). (React.lazy would suspend on the first render even with the code
 * there, and after a suspension React holds the revealed screen back for up to 300 ms; navigations
 * render directly, not as transitions, so they would show that.) A code that cannot be loaded is an
 * error for the layout's error boundary, as with React.lazy.
 *
 * Memoised: react-admin renders its routes again whenever something above them changes (the resources
 * it registers at start-up, each navigation); a screen follows the contexts it reads, not those renders.
 */
import { createElement, memo, useEffect, useReducer, useState, type ComponentType, type NamedExoticComponent, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ModuleLoader } from './loadOnce';
import { useScreenPreloader } from './screenPreloader';

/**
 * Shows `children` (the screen, once its code is there) once the first data of the location it came in
 * at has landed. It follows the location, the screen does not: a later location gives back the same
 * element, which React does not render again for it (the screen's own filters and pages are its own
 * business).
 */
const FirstData = ({ children }: { children: ReactNode }) => {
  const preloader = useScreenPreloader();
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const [landed, setLanded] = useState(() => preloader.ready(path));
  useEffect(() => {
    if (landed) return;
    let current = true;
    const land = () => current && setLanded(true);
    // A failed or slow answer lands too: the screen asks itself and says what went wrong.
    (preloader.data(path) ?? Promise.resolve()).then(land, land);
    return () => {
      current = false;
    };
  }, [landed, path, preloader]);
  return landed && children ? children : createElement(Loading);
};

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
    return createElement(FirstData, null, loaded ? createElement(loaded.default, props) : null);
  };
  return memo(Screen);
};
