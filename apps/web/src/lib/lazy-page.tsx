import { type ComponentType, use } from 'react';

export interface LazyPage<Props extends object> {
  /** The page: renders at once when its module is loaded, else suspends until it is. */
  Page: ComponentType<Props>;
  /** Loads the module ahead of rendering (the start-up, the build); a failed load can be tried again. */
  preload: () => Promise<void>;
}

/**
 * A page in a chunk of its own that can also be loaded ahead. Unlike `React.lazy`, whose first render suspends even
 * when the module has already arrived, a preloaded page renders in the same pass: the start-up hydrates the whole
 * page, and the build renders it to HTML, without a Suspense fallback in between.
 */
export function lazyPage<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;

  function loadOnce(): Promise<ComponentType<Props>> {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function Page(props: Props) {
    const Component = loaded ?? use(loadOnce());
    return <Component {...props} />;
  }

  return { Page, preload: () => loadOnce().then(() => undefined) };
}
