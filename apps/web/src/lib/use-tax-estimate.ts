import type { FilingStatus } from '@ccp/contracts/family-options';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from './api-client';

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
) {
  const settled = useDebounced({ wages, filingStatus, spouseWages }, 350);
  const valid = (n: number | null) => n !== null && Number.isInteger(n) && n >= 0 && n <= 100_000_000;
  const ready =
    settled.filingStatus !== '' &&
    valid(settled.wages) &&
    (settled.spouseWages === null || valid(settled.spouseWages));
  const query = new URLSearchParams({ wages: String(settled.wages), filingStatus: settled.filingStatus });
  if (settled.spouseWages !== null) query.set('spouseWages', String(settled.spouseWages));
  return useQuery({
    queryKey: ['family', 'tax-estimate', settled.wages, settled.spouseWages, settled.filingStatus],
    queryFn: async () => {
      const { TaxEstimateResponseSchema } = await import('@ccp/contracts/family-sai');
      return apiClient.get(`/api/family/tax-estimate?${query}`, TaxEstimateResponseSchema);
    },
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
