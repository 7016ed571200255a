/**
 * Not React.lazy, which suspends even with the code loaded and holds the screen back (measured in
 * docs/benchmarks.md, "Forks, and why"; tests/unit/components/lazyScreen.test.tsx compares the two).
 * Memoised, as react-admin renders its routes again on every navigation.
 */
import { createElement, memo, useEffect, useReducer, useState, type ComponentType, type NamedExoticComponent, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ModuleLoader } from './loadOnce';
import { useScreenPreloader } from './screenPreloader';

/**
 * Asks from an effect, once the replaced screen's reads are cancelled. It follows the location; the
 * screen does not, as a later location gives back the same element.
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
