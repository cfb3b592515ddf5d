import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Debounce of searches typed into lists (docs/product-spec.md §7). */
export const LIST_SEARCH_DEBOUNCE_MS = 400;

export type ListParamChanges = Record<string, string | undefined>;

/**
 * A paged, searchable list whose state lives in the URL (`search`, `page` and any sort parameters), so that it
 * survives a reload and can be shared. The search box's text is applied after a pause in typing; any change
 * but a page change goes back to the first page.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);

  const update = useCallback(
    (changes: ListParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(
      () => update({ search: text.trim() || undefined }),
      LIST_SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, search, update]);

  return { params, search, page, text, setText, update };
}
