import type { TaxEstimateResponse } from '@ccp/contracts/family-sai';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { moneyText } from '../../../components/ui/money-field';

export const TAX_FIELDS = ['taxPaid', 'taxableIncome', 'standardDeduction'] as const;
type TaxField = (typeof TAX_FIELDS)[number];

/** The estimate's figure for each tax field of a parent. */
export function estimateFigures(estimate: TaxEstimateResponse): Record<TaxField, number> {
  return {
    taxPaid: estimate.incomeTax,
    taxableIncome: estimate.taxableIncome,
    standardDeduction: estimate.standardDeduction,
  };
}

/**
 * Fills a parent's tax paid, taxable income and deduction (at `prefix.taxPaid`, ...) from the aid engine's
 * estimate: empty fields, and fields still holding the previous estimate, follow it; a figure the family
 * typed itself is left alone. `figures` overrides the estimate (e.g. zeros for the second parent of a joint
 * return, whose taxes are entered once with the first parent).
 */
export function useTaxFill(
  prefix: string,
  figures: Record<TaxField, number> | null,
  /** False on a saved record: the estimate shows in empty fields without counting as an edit to save. */
  markDirty = true,
) {
  const { getValues, setValue } = useFormContext();
  const lastFilled = useRef<Partial<Record<TaxField, string>>>({});
  const key = figures ? TAX_FIELDS.map((f) => figures[f]).join('|') : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the figures' values
  useEffect(() => {
    if (!figures) return;
    for (const field of TAX_FIELDS) {
      const path = prefix ? `${prefix}.${field}` : field;
      const current = String(getValues(path) ?? '');
      const next = moneyText(figures[field]);
      if (current === '' || current === lastFilled.current[field]) {
        if (current !== next) setValue(path, next, { shouldDirty: markDirty });
      }
      lastFilled.current[field] = next;
    }
  }, [key, prefix, markDirty, getValues, setValue]);
}
