import { computeSai } from '../sai/compute-sai';
import type { SaiContributor, SaiRequest } from '../sai/sai-request';
import { type AwardYearStatus, awardYearStatus } from '../sai/tables/award-year-status';
import { awardYearStart, tablesForAwardYear } from '../sai/tables/tables-for-award-year';
import { estimateFederalTaxes } from '../tax/estimate-federal-taxes';
import { filingStatusCode } from '../tax/filing-status';
import { type DependencyStatus, dependencyStatus } from './dependency-status';
import { independentRequest } from './independent-request';
import type { MappingNotes } from './mapping-notes';
import { otherFafsaInputs } from './other-fafsa-inputs';
import { type ParentFigures, parentIncomeAndTax, taxEstimateNote } from './parent-income-and-tax';
import { profileAssets } from './profile-assets';
import type { FamilyProfileInput, ProfileFieldUse, StudentInput } from './profile-input';
import { dollars, known, positiveDollars } from './profile-money';
import { MARITAL_CODE, parentsStatus, reportingParents } from './reporting-parents';

export interface SaiRequestFromProfile {
  request: SaiRequest;
  /** Every profile field read, and how it was used (or why it does not count), in plain words. */
  used: ProfileFieldUse[];
  /** What was assumed where the profile is silent or the FAFSA asks something the profile does not hold. */
  assumptions: string[];
  /** The tax year the award year's FAFSA reads, and the tax year whose figures estimated any tax not given. */
  taxYear: number;
  taxTablesYear: number;
  /** Dependent (Formula A), independent (B or C) or no SAI at all (parents refuse): from the FAFSA's questions. */
  dependency: DependencyStatus;
  /** Who reported on the FAFSA, in plain words ("Parent 2, who provided more financial support…"; "The student"). */
  whoReported: string;
  /** Indexes in `profile.parents` of the parents who report, and of the other parent (institutional only). */
  reportingParentIndexes: number[];
  otherParentIndex: number | null;
}

const NO_PARENT: ParentFigures = {
  index: 0,
  filingStatus: 'single',
  income: 0,
  preTax: 0,
  deductibleIra: 0,
  earned: 0,
  agi: 0,
  incomeTax: 0,
  scheduleC: 0,
};

/**
 * Turns the product's family profile and one student into a federal SAI request (Formula A for a dependent
 * student; B or C for an independent one, from the FAFSA's dependency questions), applying the current FAFSA rules: which assets count (cash, investments including
 * parent-owned 529s and investment real estate, reportable business net worth) and which do not (the home,
 * retirement accounts, life insurance, annuities; from 2026-27 small family businesses and farms); the asset
 * exemption below $60,000 AGI; taxes estimated from income when not given. Says which fields it used and how.
 */
export function saiRequestFromProfile(
  profile: FamilyProfileInput,
  student: StudentInput,
  awardYear: string,
): SaiRequestFromProfile {
  const open = supportQuestionOpen(profile);
  if (open) {
    // Not answered: each legal parent in turn as the one who gave more support; the higher SAI (the cautious
    // figure) is kept, so neither the order of entry nor a fall in one parent's income can raise the estimate.
    const [a, b] = open.map((i) => mapWith(profile, student, awardYear, i));
    const pick =
      computeSai((b as SaiRequestFromProfile).request).sai >
      computeSai((a as SaiRequestFromProfile).request).sai
        ? b
        : a;
    const chosen = pick as SaiRequestFromProfile;
    const name = `Parent ${(chosen.reportingParentIndexes[0] ?? 0) + 1}`;
    chosen.used = chosen.used.filter((u) => !u.field.endsWith('.providedMoreSupport'));
    chosen.assumptions.push(
      `Which parent provided more financial support in the last 12 months is not answered: ${name} is taken to report, the parent whose figures give the higher SAI (the cautious estimate). Answer the question: the FAFSA uses that parent.`,
    );
    chosen.whoReported = `${name}, taken as the parent who provided more support (not answered)`;
    return chosen;
  }
  return mapProfile(profile, student, awardYear);
}

/** The two legal parents' indexes when they live apart and which one gave more support is not answered. */
function supportQuestionOpen(profile: FamilyProfileInput): [number, number] | null {
  const legal = profile.parents.map((p, i) => ({ p, i })).filter((e) => e.p.relationship !== 'stepparent');
  if (legal.length !== 2) return null;
  const status = parentsStatus(profile);
  if (status === null || status === 'married' || status === 'unmarried_living_together') return null;
  const step = profile.parents.some((p) => p.relationship === 'stepparent');
  if (status === 'remarried' && !step && profile.reportingParentRemarried !== true) return null;
  const marked = legal.filter((e) => e.p.providedMoreSupport === true).length;
  return marked === 1 ? null : [(legal[0] as { i: number }).i, (legal[1] as { i: number }).i];
}

function mapWith(profile: FamilyProfileInput, student: StudentInput, awardYear: string, reporter: number) {
  return mapProfile(
    {
      ...profile,
      parents: profile.parents.map((p, i) =>
        p.relationship === 'stepparent' ? p : { ...p, providedMoreSupport: i === reporter },
      ),
    },
    student,
    awardYear,
  );
}

function mapProfile(
  profile: FamilyProfileInput,
  student: StudentInput,
  awardYear: string,
): SaiRequestFromProfile {
  const lookup = tablesForAwardYear(awardYear);
  const start = awardYearStart(awardYear);
  if (!lookup || start === null) throw new RangeError(`No SAI tables for award year ${awardYear}`);
  const { tables } = lookup;
  const taxYear = start - 2;
  const notes: MappingNotes = { used: [], assumptions: [] };
  const { used, assumptions } = notes;
  const dependency = dependencyStatus(student, awardYear);
  const status = awardYearStatus(awardYear) as AwardYearStatus;
  if (dependency.formula === 'B' || dependency.formula === 'C') {
    const request = independentRequest(profile, student, awardYear, dependency.formula, notes);
    assumptions.unshift(dependency.explanation);
    if (lookup.projected)
      assumptions.push(
        `Award year ${awardYear} has no federal tables yet: the ${tables.awardYear} tables are used as they are.`,
      );
    if (status.provisionalPell) assumptions.push(`${status.pell}.`);
    return {
      request,
      used,
      assumptions,
      taxYear,
      taxTablesYear: status.taxTablesYear,
      dependency,
      whoReported: request.spouse ? 'The student and spouse' : 'The student',
      reportingParentIndexes: [],
      otherParentIndex: null,
    };
  }
  assumptions.push(
    dependency.kind === 'parents_refuse'
      ? `${dependency.explanation} The figures below are what the parents’ information would give, for planning only.`
      : 'The student is a dependent student, so Formula A applies (parents’ and student’s income and assets).',
  );
  // A later year mapped on its own runs on the latest tables as they are; the screens' figures for it grow them
  // (`yearFigures`, which maps onto the latest year and states the award year's projection itself).
  if (lookup.projected)
    assumptions.push(
      `Award year ${awardYear} has no federal tables yet: the ${tables.awardYear} tables are used as they are.`,
    );
  if (status.provisionalPell) assumptions.push(`${status.pell}.`);

  const parentsInfo = reportingParents(profile, notes);
  const { reporting, maritalStatus } = parentsInfo;
  const parents = parentIncomeAndTax(profile, parentsInfo, taxYear, notes);
  const assets = profileAssets(
    profile,
    parents.reduce((sum, f) => sum + f.agi, 0),
    parents.map((f) => f.scheduleC),
    tables,
    notes,
  );
  const { exempt, assetHow } = assets;

  // ── Household ───────────────────────────────────────────────────────────────────────────────────────────────
  let familySize = positiveDollars(profile.familyMembersCount);
  if (familySize > 0) {
    used.push({
      field: 'familyMembersCount',
      how: 'family size for the parents’ income protection allowance and the poverty guideline',
    });
  } else {
    familySize = reporting.length + 1;
    assumptions.push(
      `Family size is not given: taken as the parents entered plus the student (${familySize}).`,
    );
  }
  familySize = Math.max(familySize, 2);
  const state =
    typeof profile.state === 'string' && /^[A-Za-z]{2}$/.test(profile.state)
      ? profile.state.toUpperCase()
      : undefined;
  if (state) {
    used.push({
      field: 'state',
      how: 'state of legal residence: the poverty guideline table (Alaska and Hawaii have their own)',
    });
  } else {
    assumptions.push('State not given: the 48-states poverty guideline is used.');
  }

  // ── Student ─────────────────────────────────────────────────────────────────────────────────────────────────
  const sIncome = positiveDollars(student.incomeAmount);
  const sFiled = student.filedTaxes ?? sIncome > 0;
  let sTax: number;
  if (known(student.taxAmount)) {
    sTax = Math.max(dollars(student.taxAmount), 0);
    used.push({ field: 'student.taxAmount', how: 'student’s U.S. income tax paid' });
  } else if (!sFiled) {
    sTax = 0;
  } else {
    sTax = estimateFederalTaxes({ wages: sIncome, filingStatus: 'single', taxYear }).incomeTax;
    taxEstimateNote(notes, 'Student’s tax paid is not given', taxYear);
  }
  used.push({ field: 'student.incomeAmount', how: 'student’s wages: AGI and income earned from work' });
  if (student.filedTaxes !== null) {
    used.push({ field: 'student.filedTaxes', how: 'whether the student filed a tax return' });
  }
  used.push({ field: 'student.savingsAmount', how: assetHow('student’s cash, savings and checking') });
  used.push({
    field: 'student.utmaAmount',
    how: assetHow('student’s investments: UTMA/UGMA accounts are the student’s assets'),
  });

  const other = otherFafsaInputs(profile, exempt, 'parents’', notes);

  // ── The request ─────────────────────────────────────────────────────────────────────────────────────────────
  const parentBlock = (f: ParentFigures, holdsAssets: boolean): SaiContributor => ({
    filedTaxReturn: f.income > 0 || f.incomeTax > 0 ? 1 : 2,
    filingStatus: filingStatusCode(f.filingStatus),
    agi: f.agi,
    incomeTaxPaid: f.incomeTax,
    incomeEarnedFromWork: f.earned,
    iraKeoghDeductiblePayments: f.deductibleIra,
    scheduleC: f.scheduleC,
    cashSavingsChecking: holdsAssets && !exempt ? assets.cash : 0,
    investmentsNetWorth: holdsAssets && !exempt ? assets.investments : 0,
    businessFarmNetWorth: holdsAssets && !exempt ? assets.business : 0,
  });
  const request: SaiRequest = {
    awardYear,
    formula: 'A',
    familySize,
    parentMaritalStatusCode: MARITAL_CODE[maritalStatus],
    parent: { ...parentBlock(parents[0] ?? NO_PARENT, true), ...other },
    student: {
      filedTaxReturn: sFiled ? 1 : 2,
      filingStatus: 1,
      agi: sIncome,
      incomeTaxPaid: sTax,
      incomeEarnedFromWork: sIncome,
      cashSavingsChecking: exempt ? 0 : positiveDollars(student.savingsAmount),
      investmentsNetWorth: exempt ? 0 : positiveDollars(student.utmaAmount),
    },
  };
  if (parents[1]) request.otherParent = parentBlock(parents[1], false);
  if (state) {
    request.parentStateOfResidence = state;
    request.studentStateOfResidence = state;
  }
  return {
    request,
    used,
    assumptions,
    taxYear,
    taxTablesYear: status.taxTablesYear,
    dependency,
    whoReported: parentsInfo.who,
    reportingParentIndexes: parentsInfo.indexes,
    otherParentIndex: parentsInfo.otherIndex,
  };
}
