import { useEffect, useRef, useState } from 'react';

/** The family search debounce (docs/product-spec.md §9): typing settles for this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A text input's value that is committed (e.g. to the URL) once typing pauses, and follows the committed value
 * when it changes from elsewhere (Back, "Clear filters").
 *
 * The router renders a new address in a transition, so a value from elsewhere can arrive after the user has typed
 * again ("Clear filters" pressed, then a name typed before the cleared address renders). What the user typed
 * wins: a value from elsewhere replaces the text only when nothing typed is waiting to be committed; typing that
 * is waiting is committed as usual, on top of it (the caller's URL update starts from the last one written).
 */
export function useCommittedText(
  committed: string | undefined,
  commit: (value: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(committed ?? '');
  /** The committed value the text was last in step with (adopted from `committed`, or committed from the text). */
  const last = useRef(committed ?? '');
  const typed = useRef(text);
  typed.current = text;
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    const value = committed ?? '';
    if (value === last.current) return;
    const waiting = typed.current !== last.current;
    last.current = value;
    if (!waiting) setText(value);
  }, [committed]);

  useEffect(() => {
    if (text === last.current) return;
    const timer = window.setTimeout(() => {
      last.current = text;
      commitRef.current(text);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);

  return [text, setText] as const;
}
