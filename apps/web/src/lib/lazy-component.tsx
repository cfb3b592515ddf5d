import { type ComponentType, use } from 'react';
import { loadOnce } from './load-once';

export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the component's chunk (e.g. the next step of a wizard), so that it shows without waiting. */
  preload: () => void;
  /** Loads the chunk; once it has resolved the component renders in the same pass (the start-up, the build). */
  load: () => Promise<unknown>;
};

/**
 * A component in a chunk of its own that can be loaded ahead. Until its chunk has loaded it suspends (the nearest
 * Suspense shows its fallback); after that it renders at once, even in the first render that needs it — unlike
 * `React.lazy`, whose first render suspends even when the chunk has arrived. So the start-up hydrates a whole
 * pre-rendered page and the build renders it to HTML without a fallback in between. A failed load can be tried again.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  const chunk = loadOnce(load);
  function Preloadable(props: Props) {
    // use() in every render, on the one shared promise: React replays a suspended render and warns when the replay
    // skips use(); once loaded the promise says so (loadOnce), and use() answers at once.
    const Loaded = use(chunk.load());
    return <Loaded {...props} />;
  }
  return Object.assign(Preloadable, { preload: chunk.preload, load: chunk.load });
}
