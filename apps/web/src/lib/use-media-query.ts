import { useCallback, useSyncExternalStore } from 'react';

/** Where the browser cannot answer (a test's DOM), the wide layout. */
const canAsk = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, updated as it changes (a phone turned, a window resized). `fallback` where the
 * browser cannot answer: before the app runs and in tests. One subscription per query while mounted, not one per
 * render (a what-if keystroke redraws a table).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canAsk()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canAsk() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** The sm breakpoint of docs/product-spec.md §9 (640 px): below it, lists show as cards. */
export const SM_AND_UP = '(min-width: 640px)';

/** The lg breakpoint (1024 px): from it, the onboarding's step list and guide sit beside the form. */
export const LG_AND_UP = '(min-width: 1024px)';
