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

export type ListSortOrder = 'ASC' | 'DESC';

/**
 * `useListSearch` for a sortable list: the sort (`sort_by`, one of `sorts`, else `fallback`; `sort_order`, else
 * `fallbackOrder`) read from the URL, and `sort` for the table's headers, which writes both back.
 */
export function useSortedListSearch<S extends string>(
  sorts: readonly S[],
  fallback: S,
  fallbackOrder: ListSortOrder = 'DESC',
) {
  const list = useListSearch();
  const { params, update } = list;
  const raw = params.get('sort_by') ?? '';
  const sortBy = (sorts as readonly string[]).includes(raw) ? (raw as S) : fallback;
  const other: ListSortOrder = fallbackOrder === 'ASC' ? 'DESC' : 'ASC';
  const order: ListSortOrder = params.get('sort_order') === other ? other : fallbackOrder;
  const sort = {
    by: sortBy,
    order,
    onSort: (by: string, next: ListSortOrder) => update({ sort_by: by, sort_order: next }),
  };
  return { ...list, sortBy, order, sort };
}

/** What a list page hands its panel: the search box's text and the URL's state. */
export type ListSearch = ReturnType<typeof useListSearch>;
