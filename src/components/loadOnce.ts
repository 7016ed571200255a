/**
 * `loaded` lets code that has arrived render at once. It imports nothing, so that boot code and components
 * can both use it.
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
