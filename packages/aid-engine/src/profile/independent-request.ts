import type { SaiRequest } from '../sai/sai-request';
import { usd } from '../sai/steps';
import { awardYearStart } from '../sai/tables/tables-for-award-year';
import { estimateFederalTaxes } from '../tax/estimate-federal-taxes';
import type { MappingNotes } from './mapping-notes';
import { otherFafsaInputs } from './other-fafsa-inputs';
import { taxEstimateNote } from './parent-income-and-tax';
import type { FamilyProfileInput, StudentInput } from './profile-input';
import { dollars, known, positiveDollars } from './profile-money';

/** Below this AGI (student and spouse) the FAFSA does not ask an independent student about assets (§1.3). */
export const INDEPENDENT_ASSET_EXEMPTION_AGI = 60_000;

/**
 * An independent student's federal request (docs/sai/formula.md §4-§5): the student's and any spouse's income and
 * assets; Formula C's household (the student, a spouse and the dependants) from the student's answer. Married:
 * one joint return (the student's tax answer is the couple's). The parents' figures are not read.
 */
export function independentRequest(
  profile: FamilyProfileInput,
  student: StudentInput,
  awardYear: string,
  formula: 'B' | 'C',
  notes: MappingNotes,
): SaiRequest {
  const { used, assumptions } = notes;
  const taxYear = (awardYearStart(awardYear) as number) - 2;
  const married = student.dependency?.married === true;
  const income = positiveDollars(student.incomeAmount);
  const spouseIncome = married ? positiveDollars(student.spouseIncomeAmount ?? null) : 0;
  used.push({ field: 'student.incomeAmount', how: 'student’s pay: AGI and income earned from work' });
  if (married) {
    if (known(student.spouseIncomeAmount ?? null))
      used.push({
        field: 'student.spouseIncomeAmount',
        how: 'spouse’s pay: AGI and income earned from work',
      });
    else assumptions.push('The spouse’s pay is not given: taken as 0.');
  }
  const filingStatus = married ? 'married_joint' : formula === 'C' ? 'head_of_household' : 'single';
  const minimum = formula === 'C' ? (married ? 3 : 2) : married ? 2 : 1;
  let familySize = positiveDollars(student.householdSize ?? null);
  if (familySize > 0) {
    used.push({
      field: 'student.householdSize',
      how: 'the student’s household: income protection allowance and poverty guideline',
    });
    if (familySize < minimum) {
      assumptions.push(
        `The student’s household (${familySize}) is smaller than the student${married ? ', the spouse' : ''}${formula === 'C' ? ' and a dependant' : ''}: ${minimum} is used.`,
      );
      familySize = minimum;
    }
  } else {
    familySize = minimum;
    assumptions.push(`The student’s household is not given: taken as ${familySize}.`);
  }
  const children = formula === 'C' ? familySize - (married ? 2 : 1) : 0;
  let tax: number;
  if (known(student.taxAmount)) {
    tax = Math.max(dollars(student.taxAmount), 0);
    used.push({
      field: 'student.taxAmount',
      how: married ? 'U.S. income tax paid on the couple’s joint return' : 'student’s U.S. income tax paid',
    });
  } else {
    tax = estimateFederalTaxes({
      wages: income,
      spouseWages: married ? spouseIncome : undefined,
      filingStatus,
      taxYear,
      qualifyingChildren: children,
    }).incomeTax;
    taxEstimateNote(
      notes,
      married ? 'The couple’s tax paid is not given' : 'The student’s tax paid is not given',
      taxYear,
    );
  }
  const agi = income + spouseIncome;
  // A profile with no parent is the student's own: its answers to the FAFSA's other questions (schedules, a
  // means-tested benefit, child support, foreign income…) are the student's return. With parents they are theirs.
  const ownReturn = profile.parents.length === 0;
  const schedules = ownReturn ? (profile.filedSchedulesABDEFH ?? null) : null;
  const meansTested = ownReturn && profile.meansTestedBenefits === true;
  const exempt = meansTested || (agi < INDEPENDENT_ASSET_EXEMPTION_AGI && schedules !== true);
  const cash = exempt ? 0 : positiveDollars(student.savingsAmount);
  const investments = exempt ? 0 : positiveDollars(student.utmaAmount);
  if (meansTested)
    used.push({
      field: 'meansTestedBenefits',
      how: 'a federal means-tested benefit in the household: assets are not asked',
    });
  else if (exempt)
    assumptions.push(
      `The student’s${married ? ' and spouse’s' : ''} AGI (${usd(agi)}) is under $60,000: assets are not asked (${schedules === false ? 'no Schedule A, B, D, E, F or H, as answered' : 'assumed no Schedule A, B, D, E, F or H'}, Schedule C within ±$10,000).`,
    );
  else if (schedules === true && agi < INDEPENDENT_ASSET_EXEMPTION_AGI)
    used.push({
      field: 'filedSchedulesABDEFH',
      how: 'Schedule A, B, D, E, F or H filed: assets are asked although the AGI is under $60,000',
    });
  const other = ownReturn ? otherFafsaInputs(profile, exempt, 'student’s', notes) : {};
  used.push({
    field: 'student.savingsAmount',
    how: exempt ? 'not reported: assets exempt' : 'student’s (and spouse’s) cash, savings and checking',
  });
  used.push({
    field: 'student.utmaAmount',
    how: exempt ? 'not reported: assets exempt' : 'student’s (and spouse’s) investments',
  });
  assumptions.push(
    'The parents’ income and assets are not read: an independent student’s FAFSA has no parent section.',
  );
  const code = married ? 2 : formula === 'C' ? 4 : 1;
  const request: SaiRequest = {
    awardYear,
    formula,
    familySize,
    studentMaritalStatusCode: married ? 2 : 1,
    student: {
      filedTaxReturn: agi > 0 || tax > 0 ? 1 : 2,
      filingStatus: code,
      agi: income,
      incomeTaxPaid: tax,
      incomeEarnedFromWork: income,
      cashSavingsChecking: cash,
      investmentsNetWorth: investments,
      ...other,
    },
  };
  if (married)
    request.spouse = {
      filedTaxReturn: 1,
      filingStatus: 2,
      agi: spouseIncome,
      incomeTaxPaid: 0,
      incomeEarnedFromWork: spouseIncome,
    };
  const state =
    typeof profile.state === 'string' && /^[A-Za-z]{2}$/.test(profile.state)
      ? profile.state.toUpperCase()
      : undefined;
  if (state) request.studentStateOfResidence = state;
  return request;
}
