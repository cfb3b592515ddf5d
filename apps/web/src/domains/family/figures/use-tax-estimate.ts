import type { TaxCreditChildren } from '@ccp/aid-engine';
import type { FilingStatus } from '@ccp/contracts/family-options';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/format';
import { familyKeys } from '../profile/family-keys';

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** What one return's tax estimate is asked with: the answers the SAI's own estimate reads for that return. */
export interface TaxEstimateAsk {
  wages: number | null;
  filingStatus: FilingStatus | '';
  /** On a joint return: the other parent's wages; null otherwise. */
  spouseWages: number | null;
  /** Pre-tax payroll retirement and deductible IRA contributions and Schedule C net profit on this return, so
   * that the tax is estimated on the AGI the SAI uses (docs/sai/profile-mapping.md). */
  preTaxRetirement: number;
  deductibleIra: number;
  scheduleC: number;
  /** Children under 17 claimed on this return (the engine's `taxCreditChildren`; 0 on a second parent's own return). */
  childrenUnder17: number;
  /** Today's ages of the parent and (joint return) the other parent; null when not given. */
  age: number | null;
  spouseAge: number | null;
}

const validMoney = (n: number | null) => n !== null && Number.isInteger(n) && n >= 0 && n <= 100_000_000;
const validAge = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= 0 && n <= 120;

/** The query string of `GET /api/family/tax-estimate` for one return, or null while it cannot be asked. */
export function taxEstimateQuery(ask: TaxEstimateAsk): string | null {
  if (ask.filingStatus === '' || !validMoney(ask.wages)) return null;
  if (ask.spouseWages !== null && !validMoney(ask.spouseWages)) return null;
  const query = new URLSearchParams({ wages: String(ask.wages), filingStatus: ask.filingStatus });
  if (ask.spouseWages !== null) query.set('spouseWages', String(ask.spouseWages));
  if (validMoney(ask.preTaxRetirement) && ask.preTaxRetirement > 0)
    query.set('preTaxRetirement', String(ask.preTaxRetirement));
  if (validMoney(ask.deductibleIra) && ask.deductibleIra > 0)
    query.set('deductibleIra', String(ask.deductibleIra));
  if (Number.isInteger(ask.scheduleC) && Math.abs(ask.scheduleC) <= 100_000_000 && ask.scheduleC !== 0)
    query.set('scheduleC', String(ask.scheduleC));
  if (Number.isInteger(ask.childrenUnder17) && ask.childrenUnder17 > 0)
    query.set('childrenUnder17', String(Math.min(ask.childrenUnder17, 9)));
  if (validAge(ask.age)) query.set('age', String(ask.age));
  if (ask.spouseWages !== null && validAge(ask.spouseAge)) query.set('spouseAge', String(ask.spouseAge));
  return query.toString();
}

/**
 * The aid engine's federal tax estimate for one return (asked of the server, so that tax tables are never shipped
 * to the browser), with the household's children under 17 and the parents' ages as the SAI counts them, so the
 * figure it fills in is the SAI's own. Waits until typing pauses; no data until it can be asked.
 * Its schema loads with the first question, once the family has typed an income.
 */
export function useTaxEstimate(ask: TaxEstimateAsk) {
  const query = useDebounced(taxEstimateQuery(ask), 350);
  return useQuery(taxEstimateOptions(query));
}

/** The estimate for one query string (its key holds the same string). */
const taxEstimateOptions = (query: string | null) =>
  queryOptions({
    queryKey: familyKeys.taxEstimate([query]),
    queryFn: async () => {
      const { TaxEstimateResponseSchema } = await import('@ccp/contracts/family-sai');
      return apiClient.get(`/api/family/tax-estimate?${query}`, TaxEstimateResponseSchema);
    },
    enabled: query !== null,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

/** The estimate's words about the child tax credit on the return that holds the household's children. */
export function childCreditText(children: TaxCreditChildren, credit: number): string {
  if (children.children === 0) return '';
  const kids = `${children.children} ${children.children === 1 ? 'child' : 'children'} under 17`;
  const n = children.children;
  return children.given
    ? ` Child tax credit for ${kids}: ${formatUsd(credit)}.`
    : ` Children under 17 not answered on the household step: the household’s ${n} other ${n === 1 ? 'member is' : 'members are'} counted as under 17 (child tax credit ${formatUsd(credit)}).`;
}
