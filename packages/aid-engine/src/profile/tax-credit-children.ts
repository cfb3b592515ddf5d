import type { FamilyProfileInput } from './profile-input';
import { reportingParents } from './reporting-parents';

export interface TaxCreditChildren {
  /** Children under 17 claimed on the first reporting parent's return (a joint return holds both parents). */
  children: number;
  /** True when the household answered; false when the household's other members were counted instead. */
  given: boolean;
  /** The household's members besides the reporting parents and the student. */
  others: number;
}

const wholeOrNull = (n: number | null | undefined): number | null =>
  n === null || n === undefined || !Number.isFinite(n) ? null : Math.max(Math.floor(n), 0);

/**
 * The children under 17 for the child tax credit, the one rule of the SAI's tax estimate and the profile's live tax
 * estimate: the household's answer, else its other members (not the reporting parents, not the student: a senior's
 * siblings at home were younger in the tax year). All go on the first reporting parent's return.
 */
export function taxCreditChildren(
  childrenUnder17: number | null | undefined,
  familyMembersCount: number | null | undefined,
  reportingParents: number,
): TaxCreditChildren {
  const others = Math.max((wholeOrNull(familyMembersCount) ?? 0) - reportingParents - 1, 0);
  const given = wholeOrNull(childrenUnder17);
  return given === null
    ? { children: others, given: false, others }
    : { children: given, given: true, others };
}

/** `taxCreditChildren` for a whole profile: its reporting parents counted by the SAI's own rule (`reportingParents`). */
export function taxCreditChildrenOf(profile: FamilyProfileInput): TaxCreditChildren {
  const reporting = reportingParents(profile, { used: [], assumptions: [] }).reporting.length;
  return taxCreditChildren(profile.childrenUnder17, profile.familyMembersCount, reporting);
}
