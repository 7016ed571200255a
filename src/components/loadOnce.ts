/**
 * A module loaded on first call and kept: the route table's screens and the lazy dialogs share it, so
 * that nothing is loaded twice and code that has arrived renders at once (`loaded`). A failed load can
 * be tried again. A leaf module: it imports nothing, so that boot code and components can both use it.
 */
export interface ModuleLoader<M> {
  (): Promise<M>;
  loaded?: M;
}

export const loadOnce = <M>(load: () => Promise<M>): ModuleLoader<M> => {
  let pending: Promise<M> | undefined;
  const loader: ModuleLoader<M> = () =>
    (pending ??= load().then(
      (module) => {
        loader.loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return loader;
};
