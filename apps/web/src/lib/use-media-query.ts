import { useSyncExternalStore } from 'react';

/** Where the browser cannot answer (a test's DOM), the wide layout. */
const canAsk = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** One MediaQueryList and one subscribe function per query, so that a re-render (a what-if keystroke redraws a
 * table) neither asks `matchMedia` again nor unsubscribes and subscribes again. */
const lists = new Map<
  string,
  { ask: typeof window.matchMedia; list: MediaQueryList; subscribe: (onChange: () => void) => () => void }
>();
function listFor(query: string) {
  let entry = lists.get(query);
  // A new matchMedia (a test replacing it) asks again.
  if (!entry || entry.ask !== window.matchMedia) {
    const list = window.matchMedia(query);
    entry = {
      ask: window.matchMedia,
      list,
      subscribe: (onChange) => {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
    };
    lists.set(query, entry);
  }
  return entry;
}
const noSubscription = () => () => undefined;

/**
 * Whether a media query matches now, updated as it changes (a phone turned, a window resized). `fallback` where the
 * browser cannot answer: before the app runs and in tests.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const entry = canAsk() ? listFor(query) : null;
  return useSyncExternalStore(
    entry ? entry.subscribe : noSubscription,
    () => (entry ? entry.list.matches : fallback),
    () => fallback,
  );
}

/** The sm breakpoint of docs/product-spec.md §9 (640 px): below it, lists show as cards. */
export const SM_AND_UP = '(min-width: 640px)';

/** The lg breakpoint (1024 px): from it, the onboarding's step list and guide sit beside the form. */
export const LG_AND_UP = '(min-width: 1024px)';
