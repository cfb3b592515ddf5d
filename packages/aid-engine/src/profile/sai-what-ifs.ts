import { saiRuleRates } from '../sai/rule-rates';
import { usd as usdText } from '../sai/steps';
import { priorPriorTaxYear, tablesForAwardYear } from '../sai/tables/tables-for-award-year';
import { estimateFederalTaxes } from '../tax/estimate-federal-taxes';
import { dependencyStatus } from './dependency-status';
import { INDEPENDENT_ASSET_EXEMPTION_AGI } from './independent-request';
import type { FamilyProfileInput, ParentInput, StudentInput } from './profile-input';
import { parentsAfterRetirementMove } from './retirement-move';

/** One change to the profile, to be run through the engine next to the real profile. */
export interface WhatIf {
  key: string;
  label: string;
  description: string;
  profile: FamilyProfileInput;
  student: StudentInput;
}

const STEP = 10_000;
const STUDENT_STEP = 5_000;
const usd = usdText;
const amount = (n: number | null) => (n !== null && n > 0 ? n : 0);

/** A parent's extra federal income tax on more wages, by the engine's tax estimator (joint: on both incomes). */
function extraTax(profile: FamilyProfileInput, index: number, raise: number, taxYear: number): number {
  const parent = profile.parents[index] as ParentInput;
  const other = profile.parents[1 - index];
  const status = parent.filingStatus ?? profile.filingStatus ?? 'single';
  const joint = status === 'married_joint' && other !== undefined;
  const base = {
    filingStatus: status,
    taxYear,
    ...(joint ? { spouseWages: amount(other.annualIncome) } : {}),
  };
  const before = estimateFederalTaxes({ ...base, wages: amount(parent.annualIncome) }).incomeTax;
  const after = estimateFederalTaxes({ ...base, wages: amount(parent.annualIncome) + raise }).incomeTax;
  return after - before;
}

/**
 * The what-ifs that teach the most about this family's SAI ("What would change your SAI"): moving money between
 * accounts, saving, earning, paying down the home, retirement contributions, a second student in college. Only the
 * ones that apply. Each is the same profile with one change, for the engine to run again; the retirement
 * contribution is made by the same rule as the SAI page's what-if (`parentsAfterRetirementMove`), so both move the
 * SAI the same way. `awardYear` is the one the profile's money stands for (the base award year): its tax year
 * prices a raise, its tables give the student's allowance the list names. `formula`: the one the page's figure used
 * (a student 24 by a later first college year, after a gap year, is independent there): B or C gives the independent
 * student's own levers.
 */
export function saiWhatIfs(
  profile: FamilyProfileInput,
  student: StudentInput,
  studentName: string,
  awardYear: string,
  formula: 'A' | 'B' | 'C' | null = dependencyStatus(student, awardYear).formula,
): WhatIf[] {
  const lookup = tablesForAwardYear(awardYear);
  if (!lookup) throw new RangeError(`No SAI tables for award year ${awardYear}`);
  if (formula === 'B' || formula === 'C')
    return independentWhatIfs(profile, student, studentName, awardYear, formula);
  const taxYear = priorPriorTaxYear(awardYear);
  const rates = saiRuleRates(awardYear);
  const list: WhatIf[] = [];
  const brokerage = amount(profile.taxableBrokerageAccountsAmount);
  const cash = amount(profile.checkingAmount);

  const source = brokerage > 0 ? 'brokerage' : cash > 0 ? 'cash' : null;
  if (source) {
    const moved = Math.min(STEP, source === 'brokerage' ? brokerage : cash);
    list.push({
      key: 'move-to-529',
      label: `Move ${usd(moved)} from ${source === 'brokerage' ? 'a brokerage account' : 'savings'} into a 529`,
      description:
        'Parent-owned 529 plans and taxable investments are both parent assets on the FAFSA: the move changes the counted total only when the asset exemption applies.',
      profile: {
        ...profile,
        ...(source === 'brokerage'
          ? { taxableBrokerageAccountsAmount: brokerage - moved }
          : { checkingAmount: cash - moved }),
        collegeSavingsAccountsAmount: amount(profile.collegeSavingsAccountsAmount) + moved,
      },
      student,
    });
  }

  const studentMoney = amount(student.savingsAmount) + amount(student.utmaAmount);
  if (studentMoney > 0) {
    const moved = Math.min(STEP, studentMoney);
    const fromSavings = Math.min(moved, amount(student.savingsAmount));
    list.push({
      key: 'student-money-to-parent-529',
      label: `Move ${usd(moved)} of ${studentName}’s money into a parent-owned 529`,
      description: `The FAFSA counts ${rates.studentAssetPercent}% of a student’s assets but at most about ${rates.parentAssetTopPercent}% of parents’ assets. A custodial (UTMA/UGMA) account can be moved into a custodial 529, which counts as a parent asset.`,
      profile: {
        ...profile,
        collegeSavingsAccountsAmount: amount(profile.collegeSavingsAccountsAmount) + moved,
      },
      student: {
        ...student,
        savingsAmount: amount(student.savingsAmount) - fromSavings,
        utmaAmount: amount(student.utmaAmount) - (moved - fromSavings),
      },
    });
  }

  list.push({
    key: 'save-more',
    label: `Save ${usd(STEP)} more in the bank`,
    description: `Parents’ cash and investments add to the SAI at a rate that rises to about ${rates.parentAssetTopPercent}% at the top.`,
    profile: { ...profile, checkingAmount: cash + STEP },
    student,
  });

  if (profile.primaryResidence === 'own' && cash + brokerage > 0) {
    const used = Math.min(STEP, cash + brokerage);
    const fromCash = Math.min(used, cash);
    list.push({
      key: 'pay-down-mortgage',
      label: `Use ${usd(used)} of savings to pay down the mortgage`,
      description:
        'The FAFSA does not count the home you live in, so money moved into home equity stops counting. Colleges using the CSS Profile usually do count home equity.',
      profile: {
        ...profile,
        checkingAmount: cash - fromCash,
        taxableBrokerageAccountsAmount: brokerage - (used - fromCash),
        residenceEquity: amount(profile.residenceEquity) + used,
      },
      student,
    });
  }

  if (profile.parents.length > 0) {
    const first = profile.parents[0] as ParentInput;
    const raisedParents = profile.parents.map((p, i) =>
      i === 0
        ? {
            ...p,
            annualIncome: amount(p.annualIncome) + STEP,
            taxPaid: p.taxPaid === null ? null : p.taxPaid + extraTax(profile, 0, STEP, taxYear),
            taxableIncome: p.taxableIncome === null ? null : p.taxableIncome + STEP,
          }
        : p,
    );
    list.push({
      key: 'parents-earn-more',
      label: `Parents earn ${usd(STEP)} more a year`,
      description: `Income counts most: after taxes and allowances, each extra dollar of parents’ income adds ${rates.aaiLowestPercent}% to ${rates.aaiHighestPercent}% to the contribution.`,
      profile: { ...profile, parents: raisedParents },
      student,
    });
    if (amount(first.annualIncome) + amount(profile.parents[1]?.annualIncome ?? null) > STEP) {
      list.push({
        key: 'retirement-more',
        label: `Put ${usd(STEP)} more a year into a 401(k)`,
        description:
          'Pre-tax contributions through payroll lower the income the FAFSA starts from (and the tax, estimated again), and since 2024-25 they are no longer added back. The CSS Profile adds them back. The what-if “Move into a retirement account” makes the same contribution from savings.',
        profile: {
          ...profile,
          has401k: true,
          parents: parentsAfterRetirementMove(profile, STEP, 'payroll'),
        },
        student,
      });
    }
  }

  list.push({
    key: 'student-earns-more',
    label: `${studentName} earns ${usd(STUDENT_STEP)} more a year`,
    description: `A dependent student’s income is protected up to an allowance (${usd(lookup.tables.dependentStudentIpa)} in the ${lookup.tables.awardYear} tables); half of what is above it counts.`,
    profile,
    student: { ...student, incomeAmount: amount(student.incomeAmount) + STUDENT_STEP, filedTaxes: true },
  });

  const inCollege = amount(profile.familyMembersInCollege);
  const household = amount(profile.familyMembersCount);
  if (inCollege < 4 && (household === 0 || inCollege + 1 <= household)) {
    list.push({
      key: 'one-more-in-college',
      label:
        inCollege <= 1 ? 'Two in college at the same time' : `${inCollege + 1} in college at the same time`,
      description:
        'Since 2024-25 the federal SAI is no longer divided among siblings in college. Many colleges using the CSS Profile still split the parents’ contribution.',
      profile: { ...profile, familyMembersInCollege: Math.max(inCollege, 1) + 1 },
      student,
    });
  }
  return list;
}

/**
 * An independent student's levers (Formula B or C): the FAFSA has no parent section, so the list speaks of the
 * student's (and spouse's) income and assets and the student's household, with the rates of the award year's tables.
 */
function independentWhatIfs(
  profile: FamilyProfileInput,
  student: StudentInput,
  studentName: string,
  awardYear: string,
  formula: 'B' | 'C',
): WhatIf[] {
  const { tables } = tablesForAwardYear(awardYear) as NonNullable<ReturnType<typeof tablesForAwardYear>>;
  const rates = saiRuleRates(awardYear);
  const married = student.dependency?.married === true;
  const whose = married ? `${studentName}’s and the spouse’s` : `${studentName}’s`;
  const assetPercent = Math.round(
    (formula === 'B' ? tables.assetRates.formulaB : tables.assetRates.formulaC) * 100,
  );
  const incomeRule =
    formula === 'B'
      ? `after taxes and an income protection allowance (${usd(married ? tables.formulaBIpa.married : tables.formulaBIpa.unmarried)} in the ${tables.awardYear} tables), ${rates.studentIncomePercent}% of what is left counts`
      : `after taxes and the household’s income protection allowance, each extra dollar adds ${rates.aaiLowestPercent}% to ${rates.aaiHighestPercent}% to the SAI`;
  const list: WhatIf[] = [];
  const savings = amount(student.savingsAmount);

  list.push({
    key: 'student-earns-more',
    label: `${studentName} earns ${usd(STEP)} more a year`,
    description: `An independent student’s income counts most (Formula ${formula}): ${incomeRule}.`,
    profile,
    student: {
      ...student,
      incomeAmount: amount(student.incomeAmount) + STEP,
      taxAmount: null,
      filedTaxes: true,
    },
  });

  if (married) {
    list.push({
      key: 'spouse-earns-more',
      label: `The spouse earns ${usd(STEP)} more a year`,
      description: `A married student’s FAFSA counts the couple’s income together: ${incomeRule}.`,
      profile,
      student: {
        ...student,
        spouseIncomeAmount: amount(student.spouseIncomeAmount ?? null) + STEP,
        taxAmount: null,
      },
    });
  }

  list.push({
    key: 'student-saves-more',
    label: `${studentName} saves ${usd(STEP)} more in the bank`,
    description: `${whose} cash and investments count at ${assetPercent}% (Formula ${formula}) only when the FAFSA asks about assets. It does not ask with an AGI under ${usd(INDEPENDENT_ASSET_EXEMPTION_AGI)} and no Schedule A, B, D, E, F or H filed, nor when the household received a federal means-tested benefit.`,
    profile,
    student: { ...student, savingsAmount: savings + STEP },
  });

  const household = amount(student.householdSize ?? null);
  const minimum = formula === 'C' ? (married ? 3 : 2) : married ? 2 : 1;
  const size = Math.max(household, minimum);
  list.push({
    key: 'one-more-dependant',
    label:
      formula === 'C'
        ? 'One more dependant in the household'
        : `${studentName} supports a child or other dependant`,
    description:
      formula === 'C'
        ? 'A larger household raises the income protection allowance (the C tables, by household size), so less of the income counts.'
        : 'Supporting a dependant other than a spouse moves the FAFSA to Formula C, with a larger income protection allowance and a lower rate on assets.',
    profile,
    student: {
      ...student,
      householdSize: size + 1,
      dependency: { ...(student.dependency ?? {}), supportsDependants: true },
    },
  });
  return list;
}
