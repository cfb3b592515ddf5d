import type { FilingStatus } from '../tax/filing-status';
import type { MappingNotes } from './mapping-notes';
import type { FamilyProfileInput, MaritalStatus, ParentInput } from './profile-input';

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

export interface ReportingParents {
  /** The parents whose figures the FAFSA uses (0, 1 or 2): the reporting parent first, then the spouse. */
  reporting: ParentInput[];
  /** Each reporting parent's index in `profile.parents` (the order they were entered in). */
  indexes: number[];
  /** The other legal parent, who does not report on the FAFSA (CSS Profile colleges ask about this parent), and
   * its index in `profile.parents`; null when there is none. */
  other: ParentInput | null;
  otherIndex: number | null;
  /** How the reporting parents were chosen, in plain words ("Parent 2, who provided more support, and the
   * stepparent"). */
  who: string;
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

/** Legal parents who live together: both report (FAFSA codes 2 and 3). */
const togetherStatuses: readonly MaritalStatus[] = ['married', 'unmarried_living_together'];

/** An order-free key of a parent: the same parents entered in any order sort the same way. */
function parentKey(p: ParentInput): string {
  const income = (p.annualIncome ?? 0) + (p.scheduleCNetProfit ?? 0);
  return `${String(1e12 - income).padStart(14, '0')}|${JSON.stringify(Object.entries(p).sort())}`;
}

/** `parents` in their order-free order; each key is built once (the what-ifs sort on every keystroke). */
function sortedByKey<T extends { p: ParentInput }>(parents: readonly T[]): T[] {
  return parents
    .map((parent) => ({ parent, key: parentKey(parent.p) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ parent }) => parent);
}

/**
 * Who reports, from the answers and never from the order the parents were entered in (FAFSA 2024-25 on):
 * legal parents married to each other or unmarried and living together both report; otherwise the legal parent
 * who provided more financial support in the last 12 months (if equal, in the last year support was given)
 * reports, with a spouse (the stepparent) when that parent has remarried. An older profile without the support
 * answer: the legal parent with more income, said so. Filing status: the parent's, else the household's, else
 * married → joint, a single parent → head of household (the second of an unmarried couple → single).
 */
/** The parents' marital status: the family's answer, else (older profiles) the legal parents' own, order-free. */
export function parentsStatus(profile: FamilyProfileInput): MaritalStatus | null {
  if (profile.parentsMaritalStatus) return profile.parentsMaritalStatus;
  const legal = profile.parents
    .filter((p) => p.relationship !== 'stepparent')
    .slice(0, 2)
    .map((p) => ({ p }));
  return legalStatusHolder(legal)?.p.maritalStatus ?? null;
}

function legalStatusHolder<T extends { p: ParentInput }>(legal: T[]): T | undefined {
  const rank = (e: T) => (e.p.maritalStatus ? MARITAL_CODE[e.p.maritalStatus] : 99);
  return [...legal].filter((e) => e.p.maritalStatus != null).sort((a, b) => rank(a) - rank(b))[0];
}

export function reportingParents(profile: FamilyProfileInput, notes: MappingNotes): ReportingParents {
  // ── Parents: who reports ───────────────────────────────────────────────────────────────────────────────────
  const entered = profile.parents.map((p, index) => ({ p, index }));
  const legal = entered.filter((e) => e.p.relationship !== 'stepparent').slice(0, 2);
  const step = entered.filter((e) => e.p.relationship === 'stepparent').slice(0, 1);
  // An older profile held the status per parent: when they differ, the first in MARITAL_CODE's order wins (free of
  // the order of entry and of any amount).
  const perParent = legalStatusHolder(legal);
  const answered = profile.parentsMaritalStatus ?? null;
  const status: MaritalStatus | null = answered ?? perParent?.p.maritalStatus ?? null;
  const remarried = profile.reportingParentRemarried === true || status === 'remarried';
  let chosen: { p: ParentInput; index: number }[];
  let other: { p: ParentInput; index: number } | null = null;
  let maritalStatus: MaritalStatus;
  let who: string;
  const name = (e: { index: number }) => `Parent ${e.index + 1}`;
  if (legal.length === 0 && step.length === 0) {
    chosen = [];
    maritalStatus = status ?? 'single';
    who = 'No parent is entered';
    notes.assumptions.push('No parent is entered: the parents’ income, taxes and assets are taken as 0.');
  } else if (
    legal.length === 2 &&
    (status === null ||
      togetherStatuses.includes(status) ||
      (status === 'remarried' && step.length === 0 && !legal.some((e) => e.p.providedMoreSupport != null)))
  ) {
    // Both legal parents report; an older profile's "remarried" couple (no stepparent entered) is read the same way.
    chosen = sortedByKey(legal);
    maritalStatus = status ?? 'married';
    who = `${name(legal[0] as { index: number })} and ${name(legal[1] as { index: number })}, who live together`;
    if (status === null) notes.assumptions.push('Two parents and no marital status: taken as married.');
  } else {
    // One legal parent reports: the one who provided more support.
    const supporting = legal.filter((e) => e.p.providedMoreSupport === true);
    let reporter: { p: ParentInput; index: number } | undefined;
    if (legal.length <= 1) {
      reporter = legal[0];
      who = reporter ? name(reporter) : 'The stepparent';
    } else if (supporting.length === 1) {
      reporter = supporting[0];
      who = `${name(reporter as { index: number })}, who provided more financial support in the last 12 months`;
      notes.used.push({
        field: `parents[${(reporter as { index: number }).index}].providedMoreSupport`,
        how: 'provided more financial support in the last 12 months: this parent reports on the FAFSA',
      });
    } else {
      reporter = sortedByKey(legal)[0];
      who = `${name(reporter as { index: number })}, taken as the parent who provided more support (more income)`;
      notes.assumptions.push(
        `Which parent provided more financial support in the last 12 months is not answered${supporting.length > 1 ? ' (both are marked)' : ''}: ` +
          `the parent with more income (${name(reporter as { index: number })}) is taken to report. Answer the question: the FAFSA uses that parent.`,
      );
    }
    other = legal.find((e) => e !== reporter) ?? null;
    chosen = reporter ? [reporter] : [];
    const spouse = step[0];
    if (remarried && spouse) {
      chosen.push(spouse);
      who += ', and the stepparent (the reporting parent’s spouse)';
      maritalStatus = 'remarried';
    } else {
      maritalStatus = status === 'remarried' ? 'remarried' : (status ?? 'single');
      if (remarried && !spouse && legal.length <= 1)
        notes.assumptions.push(
          'The reporting parent has remarried but no stepparent is entered: the stepparent’s income and taxes are missing unless the entered figures are the couple’s.',
        );
      if (spouse && !remarried)
        notes.assumptions.push(
          'A stepparent is entered but the reporting parent is not marked as remarried: the stepparent does not report.',
        );
    }
    if (!reporter && spouse && !remarried) chosen = [];
    if (status === null && legal.length === 1)
      notes.assumptions.push('The parent’s marital status is not given: taken as single.');
    if (legal.length === 1 && (status === 'married' || status === 'unmarried_living_together')) {
      notes.assumptions.push(
        `The parents are ${status.replaceAll('_', ' ')} but only one parent is entered: the other parent’s ` +
          'income and taxes are missing unless the entered figures are the couple’s.',
      );
    }
    if (other)
      notes.used.push({
        field: `parents[${other.index}]`,
        how: 'the other parent: does not report on the FAFSA (the parents do not live together); counted only in the institutional (CSS Profile) estimate',
      });
  }
  const reporting = chosen.map((e) => e.p);
  const indexes = chosen.map((e) => e.index);
  if (status !== null) {
    notes.used.push({
      field:
        answered !== null
          ? 'parentsMaritalStatus'
          : `parents[${(perParent as { index: number }).index}].maritalStatus`,
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
        `Parent ${(indexes[i] ?? i) + 1}’s filing status says married filing jointly, but the parents are ` +
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
        field: `parents[${indexes[i] ?? i}].filingStatus`,
        how: 'filing status of this parent’s tax return',
      });
      return p.filingStatus;
    }
    if (profile.filingStatus !== null) {
      notes.used.push({
        field: 'filingStatus',
        how: `household filing status, used for parent ${(indexes[i] ?? i) + 1}`,
      });
      return profile.filingStatus;
    }
    const assumed = fallback(i);
    notes.assumptions.push(
      `Parent ${(indexes[i] ?? i) + 1}’s filing status is not given: taken as ${FILING_WORDS[assumed]}.`,
    );
    return assumed;
  });
  const joint = couple && married && (filing[0] === 'married_joint' || filing[1] === 'married_joint');
  if (joint) {
    filing[0] = 'married_joint';
    filing[1] = 'married_joint';
  }

  return {
    reporting,
    indexes,
    other: other?.p ?? null,
    otherIndex: other?.index ?? null,
    who,
    maritalStatus,
    filing,
    joint,
    staleJoint,
  };
}
