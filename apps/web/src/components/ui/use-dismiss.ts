import { type RefObject, useEffect } from 'react';

/**
 * While a popup (a menu, a panel) is open: a press or focus anywhere outside `rootRef` dismisses it, leaving
 * focus where it went (`onDismiss(false)`); Escape dismisses it and sends focus back to its button (`onDismiss(true)`).
 * `onDismiss` should keep its identity (useCallback).
 */
export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  onDismiss: (returnFocus: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) onDismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onDismiss(true);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, rootRef, onDismiss]);
}
