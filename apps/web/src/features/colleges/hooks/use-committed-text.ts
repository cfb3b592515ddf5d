import { useEffect, useRef, useState } from 'react';

/** The family search debounce (docs/product-spec.md §9): typing settles for this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A text input's value that is committed (e.g. to the URL) once typing pauses, and follows the committed value
 * when it changes from elsewhere (Back, "Clear filters").
 */
export function useCommittedText(
  committed: string | undefined,
  commit: (value: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(committed ?? '');
  const last = useRef(committed ?? '');
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    const value = committed ?? '';
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
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
