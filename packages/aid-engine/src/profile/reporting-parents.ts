import type { FilingStatus } from '../tax/filing-status';
import type { MappingNotes } from './mapping-notes';
import type { FamilyProfileInput, MaritalStatus, ParentInput } from './profile-input';
import { reportingParentCount } from './tax-credit-children';

/** FAFSA 2026-27 parent marital status codes. */
export const MARITAL_CODE: Readonly<Record<MaritalStatus, number>> = {
  single: 1,
  unmarried_living_together: 2,
  married: 3,
  remarried: 4,
  divorced: 5,
  separated: 6,
  widowed: 7,
};

const FILING_WORDS: Readonly<Record<FilingStatus, string>> = {
  single: 'single',
  married_joint: 'married filing jointly',
  married_separate: 'married filing separately',
  head_of_household: 'head of household',
  qualifying_surviving_spouse: 'qualifying surviving spouse',
};

function isCouple(status: MaritalStatus | null): boolean {
  return status === 'married' || status === 'remarried' || status === 'unmarried_living_together';
}

export interface ReportingParents {
  /** The parents whose figures the FAFSA uses (0, 1 or 2), in profile order. */
  reporting: ParentInput[];
  maritalStatus: MaritalStatus;
  /** Filing status of each reporting parent. */
  filing: FilingStatus[];
  /** A married couple filing one joint return. */
  joint: boolean;
  /** Per reporting parent: a "married filing jointly" answer that no longer fits (the parents are not married,
   * or the other parent was removed), so the tax paid and taxable income entered for that joint return are not
   * used and the tax is estimated again on this parent's own income. */
  staleJoint: boolean[];
}

/**
 * Who reports: two parents when both are entered and they are married, remarried or unmarried and living
 * together (unknown status: taken as married); otherwise one, the first (selected) parent, as the FAFSA counts
 * only the parent who gave more support. Filing status: the parent's, else the household's, else married →
 * joint, a single parent → head of household (the second of an unmarried couple → single).
 */
export function reportingParents(profile: FamilyProfileInput, notes: MappingNotes): ReportingParents {
  // ── Parents: who reports ───────────────────────────────────────────────────────────────────────────────────
  const listed = profile.parents.slice(0, 2);
  const statusIndex = listed.findIndex((p) => p.maritalStatus !== null);
  const status: MaritalStatus | null =
    statusIndex >= 0 ? (listed[statusIndex] as ParentInput).maritalStatus : null;
  let reporting: ParentInput[];
  let maritalStatus: MaritalStatus;
  const count = reportingParentCount(listed);
  if (listed.length === 0) {
    reporting = [];
    maritalStatus = status ?? 'single';
    notes.assumptions.push('No parent is entered: the parents’ income, taxes and assets are taken as 0.');
  } else if (listed.length === 1) {
    reporting = listed;
    maritalStatus = status ?? 'single';
    if (status === null) notes.assumptions.push('The parent’s marital status is not given: taken as single.');
    if (isCouple(maritalStatus)) {
      notes.assumptions.push(
        `The parent is ${maritalStatus.replaceAll('_', ' ')} but only one parent is entered: the other parent’s ` +
          'income and taxes are missing unless the entered figures are the couple’s.',
      );
    }
  } else if (count === 2) {
    reporting = listed;
    maritalStatus = status ?? 'married';
    if (status === null) notes.assumptions.push('Two parents and no marital status: taken as married.');
  } else {
    reporting = listed.slice(0, 1);
    // Only one reports when the status is given and is not a couple's (`reportingParentCount`).
    maritalStatus = status as MaritalStatus;
    notes.assumptions.push(
      `Two parents are entered but the marital status is ${maritalStatus.replaceAll('_', ' ')}: the FAFSA counts only one parent (the one ` +
        'who gave more support), taken to be the first (selected) parent.',
    );
  }
  if (statusIndex >= 0) {
    notes.used.push({
      field: `parents[${statusIndex}].maritalStatus`,
      how: `parents’ marital status (FAFSA code ${MARITAL_CODE[maritalStatus]}); decides whether one or two parents report`,
    });
  }
  const couple = reporting.length === 2;
  const married = maritalStatus === 'married' || maritalStatus === 'remarried';

  // ── Filing status of each reporting parent ──────────────────────────────────────────────────────────────────
  const staleJoint: boolean[] = reporting.map(() => false);
  const fallback = (i: number): FilingStatus =>
    married
      ? 'married_joint'
      : maritalStatus === 'unmarried_living_together' && i === 1
        ? 'single'
        : 'head_of_household';
  const filing: FilingStatus[] = reporting.map((p, i) => {
    const given = p.filingStatus ?? profile.filingStatus;
    if (given === 'married_joint' && !married) {
      const instead = fallback(i);
      staleJoint[i] = true;
      notes.assumptions.push(
        `Parent ${i + 1}’s filing status says married filing jointly, but the parents are ` +
          `${maritalStatus.replaceAll('_', ' ')}: taken as ${FILING_WORDS[instead]}, and the tax is ` +
          'estimated again on this parent’s own income (a joint return’s tax paid and taxable income are not used).',
      );
      return instead;
    }
    if (given === 'married_joint' && married && reporting.length === 1) {
      notes.assumptions.push(
        'Married filing jointly with one parent entered: the income and tax entered are taken to be the couple’s.',
      );
    }
    if (p.filingStatus !== null) {
      notes.used.push({
        field: `parents[${i}].filingStatus`,
        how: 'filing status of this parent’s tax return',
      });
      return p.filingStatus;
    }
    if (profile.filingStatus !== null) {
      notes.used.push({ field: 'filingStatus', how: `household filing status, used for parent ${i + 1}` });
      return profile.filingStatus;
    }
    const assumed = fallback(i);
    notes.assumptions.push(
      `Parent ${i + 1}’s filing status is not given: taken as ${FILING_WORDS[assumed]}.`,
    );
    return assumed;
  });
  const joint = couple && married && (filing[0] === 'married_joint' || filing[1] === 'married_joint');
  if (joint) {
    filing[0] = 'married_joint';
    filing[1] = 'married_joint';
  }

  return { reporting, maritalStatus, filing, joint, staleJoint };
}
