import { parentsRetirement } from './parent-income-and-tax';
import type { FamilyProfileInput, ParentInput } from './profile-input';

/** The retirement accounts money can go into, as the FAFSA counts each (docs/sai/formula.md §2.1, ADR 0038). */
export type RetirementAccount = 'payroll' | 'deductible-ira' | 'roth';

/** The parent field each account's yearly contributions are kept in. */
export const RETIREMENT_ACCOUNT_FIELD = {
  payroll: 'preTaxRetirementAmount',
  'deductible-ira': 'deductibleIraAmount',
  roth: 'rothRetirementAmount',
} as const satisfies Record<RetirementAccount, keyof ParentInput>;

const amount = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : 0);

/** The parent whose account a move goes to: the first parent who reports on the FAFSA (-1 for none). */
export function retirementReceiver(profile: FamilyProfileInput): number {
  return parentsRetirement(profile).findIndex((r) => r.reports);
}

/**
 * The parents after `moved` more dollars a year go into the receiving parent's `account`: the one rule the SAI
 * page's what-ifs and its "What would change your SAI" list both apply. Contributions are written per parent (the
 * household's yearly figure, split as the engine splits it, becomes each parent's answer), so that the engine reads
 * the same contributions plus the move. A move that changes the AGI drops the typed taxes of that return (both
 * parents' on a joint return): the tax is estimated again from the new AGI.
 */
export function parentsAfterRetirementMove<P extends ParentInput>(
  profile: Omit<FamilyProfileInput, 'parents'> & { parents: readonly P[] },
  moved: number,
  account: RetirementAccount,
): P[] {
  const asInput: FamilyProfileInput = { ...profile, parents: [...profile.parents] };
  const receiver = retirementReceiver(asInput);
  if (moved <= 0 || receiver < 0) return [...profile.parents];
  const counted = parentsRetirement(asInput);
  const perParent = profile.parents.some(
    (p) =>
      (p.preTaxRetirementAmount ?? null) !== null ||
      (p.deductibleIraAmount ?? null) !== null ||
      (p.rothRetirementAmount ?? null) !== null,
  );
  const field = RETIREMENT_ACCOUNT_FIELD[account];
  const agiChanges = account !== 'roth';
  const joint =
    profile.parents.length === 2 && profile.parents.every((p) => p.filingStatus === 'married_joint');
  return profile.parents.map((p, i) => {
    const now = counted[i];
    const parent: P =
      perParent || !now
        ? p
        : ({
            ...p,
            preTaxRetirementAmount: now.preTax > 0 ? now.preTax : null,
            deductibleIraAmount: now.deductibleIra > 0 ? now.deductibleIra : null,
          } as P);
    const withMove: P =
      i === receiver ? ({ ...parent, [field]: amount(parent[field]) + moved } as P) : parent;
    return agiChanges && (i === receiver || joint)
      ? ({ ...withMove, taxPaid: null, taxableIncome: null } as P)
      : withMove;
  });
}
