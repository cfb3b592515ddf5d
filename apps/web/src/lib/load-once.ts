/** Something loaded on first use (a chunk, usually): every caller shares one load. */
export interface LoadOnce<T> {
  /** The value, loading it on the first call; after a failed load the next call tries again. */
  load: () => Promise<T>;
  /** Starts loading (e.g. when the user reaches a form), so that the first use is instant. */
  preload: () => void;
  /** The value once loaded, so that a caller can use it without waiting. */
  loaded: () => T | undefined;
}

export function loadOnce<T>(loader: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let value: { current: T } | null = null;
  const load = () => {
    if (pending) return pending;
    const loading: Promise<T> = loader().then(
      (loadedValue) => {
        value = { current: loadedValue };
        // React's use() reads a promise's status and value: a loaded promise then answers at once, no suspending.
        Object.assign(loading, { status: 'fulfilled', value: loadedValue });
        return loadedValue;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    pending = loading;
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
    loaded: () => value?.current,
  };
}
