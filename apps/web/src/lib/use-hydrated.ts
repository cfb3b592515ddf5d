import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in a pre-rendered page and while React hydrates it, true as soon as the app runs (at once when the page
 * was not pre-rendered). Both renders of a hydrated page agree on `false`, so using it causes no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
