import { type ComponentType, lazy } from 'react';
import { loadOnce } from './load-once';

export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the component's chunk (e.g. the next step of a wizard), so that it shows without waiting. */
  preload: () => void;
};

/**
 * `React.lazy` that can be preloaded: until its chunk has loaded it suspends (the nearest Suspense shows its
 * fallback), after that it renders at once, even in the first render that needs it.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  const chunk = loadOnce(load);
  const Suspending = lazy(() => chunk.load().then((Component) => ({ default: Component })));
  function Preloadable(props: Props) {
    const Loaded = chunk.loaded();
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Preloadable, { preload: chunk.preload });
}
