import type { SaiContributor } from '../sai/sai-request';
import type { MappingNotes } from './mapping-notes';
import type { OtherFafsaInputs } from './profile-input';
import { positiveDollars } from './profile-money';

/** The FAFSA's less common income questions, each with the words that say how it counts (docs/decisions/0059). */
export const OTHER_INCOME_FIELDS = [
  {
    field: 'taxExemptInterest',
    key: 'taxExemptInterest',
    how: 'tax-exempt interest income: added to total income',
  },
  {
    field: 'untaxedIraDistributions',
    key: 'untaxedIraDistributionsGross',
    how: 'untaxed IRA distributions (after rollovers): added to total income',
  },
  {
    field: 'untaxedPensions',
    key: 'untaxedPensionsGross',
    how: 'untaxed pensions and annuities (after rollovers): added to total income',
  },
  {
    field: 'foreignIncome',
    key: 'foreignEarnedIncomeExclusion',
    how: 'foreign earned income excluded from U.S. tax: added to total income and, from 2026-27, to the AGI of the Pell income tests',
  },
  {
    field: 'educationCredits',
    key: 'educationCredits',
    how: 'American Opportunity and Lifetime Learning credits: subtracted from total income',
  },
] as const satisfies readonly { field: keyof OtherFafsaInputs; key: keyof SaiContributor; how: string }[];

/**
 * The other income answers as request fields of the first contributor (the parents' return, or the student's),
 * with child support received as an asset (not reported when assets are exempt). Each unanswered one is "none",
 * and the notes say so once.
 */
export function otherFafsaInputs(
  inputs: OtherFafsaInputs,
  assetsExempt: boolean,
  whose: string,
  notes: MappingNotes,
): Partial<SaiContributor> {
  const out: Partial<SaiContributor> = {};
  const none: string[] = [];
  for (const f of OTHER_INCOME_FIELDS) {
    const value = positiveDollars(inputs[f.field] ?? null);
    if (value > 0) {
      out[f.key] = value;
      notes.used.push({ field: f.field, how: `${whose} ${f.how}` });
    } else if (inputs[f.field] == null) none.push(f.how.split(':')[0] as string);
  }
  const support = positiveDollars(inputs.childSupportReceived ?? null);
  if (support > 0) {
    if (!assetsExempt) out.childSupportReceived = support;
    notes.used.push({
      field: 'childSupportReceived',
      how: assetsExempt
        ? 'not reported: child support received is an asset question, and assets are exempt'
        : `${whose} child support received: counted as an asset (added to net worth)`,
    });
  } else if (inputs.childSupportReceived == null) none.push('child support received');
  if (none.length > 0)
    notes.assumptions.push(`Not answered, taken as none (as for most families): ${none.join('; ')}.`);
  if (inputs.dislocatedWorker === true)
    notes.used.push({
      field: 'dislocatedWorker',
      how: 'not used in the federal SAI: the FAFSA stopped asking about dislocated workers in 2024-25; tell each college’s aid office, which may adjust the figures (professional judgment)',
    });
  return out;
}
