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
    pending ??= loader().then(
      (loadedValue) => {
        value = { current: loadedValue };
        return loadedValue;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
    loaded: () => value?.current,
  };
}
