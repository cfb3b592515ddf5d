import { type CollegeSearchRequest, CollegeSearchRequestSchema } from '@ccp/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Filters that narrow the results (the ones "Clear filters" removes). */
const NARROWING = [
  'search',
  'state',
  'college_level',
  'college_type',
  'major_code',
  'acceptance',
  'coa',
  'graduation_rate',
  'gift_rate',
  'aid_rate',
  'college_size_min',
  'college_size_max',
  'fit',
  'can_we_pay',
  'max_debt_payment',
  'min_earnings',
  'max_payment_share',
  'max_distance',
] as const satisfies readonly (keyof CollegeSearchRequest)[];

/** The search filters that live in the URL: the API's own parameter names, plus the chosen student. */
export const FILTER_KEYS = [
  ...NARROWING,
  'family_state',
  'family_federal_sai',
  'sort_college',
  'sort_order',
  'page',
] as const satisfies readonly (keyof CollegeSearchRequest)[];
export type FilterKey = (typeof FILTER_KEYS)[number] | 'student';
export type Filters = Partial<Record<FilterKey, string>>;

export const NARROWING_KEYS: readonly FilterKey[] = NARROWING;

const shape = CollegeSearchRequestSchema.shape;

/** Keeps only values the API accepts, so that a hand-edited or stale link never breaks the page. */
function validValue(key: FilterKey, value: string | null): string | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (key === 'student') return /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
  return shape[key].safeParse(value).success ? value : undefined;
}

/**
 * The search filters, read from and written to the URL query string, so that a search survives a reload and can
 * be bookmarked or shared. Changing a filter goes back to page 1.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  // The router renders a new URL in a transition, so two quick changes (a select, then typing) could both start
  // from the same old URL and the second would drop the first. Each change starts from the last one written.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);
  useEffect(() => {
    const forget = () => {
      pending.current = null;
    };
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);

  const filters = useMemo(() => {
    const result: Filters = {};
    for (const key of [...FILTER_KEYS, 'student'] as FilterKey[]) {
      const value = validValue(key, params.get(key));
      if (value !== undefined) result[key] = value;
    }
    return result;
  }, [params]);

  const update = useCallback(
    (changes: Filters, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(pending.current ?? current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          pending.current = next;
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    update(Object.fromEntries(NARROWING_KEYS.map((k) => [k, undefined])));
  }, [update]);

  const activeCount = NARROWING_KEYS.filter((k) => filters[k] !== undefined).length;
  return { filters, update, clear, activeCount };
}
