import type { FilingStatus } from '@ccp/contracts/family-options';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from './api-client';
import { familyKeys } from './family-keys';

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The aid engine's federal tax estimate for one parent's income and filing status (asked of the server, so
 * that tax tables are never shipped to the browser). Waits until typing pauses; null until it can be asked.
 * Its schema loads with the first question, once the family has typed an income.
 */
export function useTaxEstimate(
  wages: number | null,
  filingStatus: FilingStatus | '',
  spouseWages: number | null = null,
  /** Pre-tax payroll retirement and deductible IRA contributions and Schedule C net profit on this return, so
   * that the tax is estimated on the AGI the SAI uses (docs/sai/profile-mapping.md). */
  adjustments: { preTaxRetirement: number; deductibleIra: number; scheduleC?: number } = {
    preTaxRetirement: 0,
    deductibleIra: 0,
  },
) {
  const settled = useDebounced(
    {
      wages,
      filingStatus,
      spouseWages,
      preTax: adjustments.preTaxRetirement,
      ira: adjustments.deductibleIra,
      scheduleC: adjustments.scheduleC ?? 0,
    },
    350,
  );
  const valid = (n: number | null) => n !== null && Number.isInteger(n) && n >= 0 && n <= 100_000_000;
  const ready =
    settled.filingStatus !== '' &&
    valid(settled.wages) &&
    (settled.spouseWages === null || valid(settled.spouseWages));
  const query = new URLSearchParams({ wages: String(settled.wages), filingStatus: settled.filingStatus });
  if (settled.spouseWages !== null) query.set('spouseWages', String(settled.spouseWages));
  if (settled.preTax > 0) query.set('preTaxRetirement', String(settled.preTax));
  if (settled.ira > 0) query.set('deductibleIra', String(settled.ira));
  const scheduleCOk = Number.isInteger(settled.scheduleC) && Math.abs(settled.scheduleC) <= 100_000_000;
  if (scheduleCOk && settled.scheduleC !== 0) query.set('scheduleC', String(settled.scheduleC));
  return useQuery(
    taxEstimateQuery(
      [
        settled.wages,
        settled.spouseWages,
        settled.filingStatus,
        settled.preTax,
        settled.ira,
        scheduleCOk ? settled.scheduleC : 0,
      ],
      query,
      ready,
    ),
  );
}

/** `parts`: what the estimate is asked for, in its key; `query`: the same as the request's query string. */
const taxEstimateQuery = (parts: readonly unknown[], query: URLSearchParams, enabled: boolean) =>
  queryOptions({
    queryKey: familyKeys.taxEstimate(parts),
    queryFn: async () => {
      const { TaxEstimateResponseSchema } = await import('@ccp/contracts/family-sai');
      return apiClient.get(`/api/family/tax-estimate?${query}`, TaxEstimateResponseSchema);
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
