import { roundHalfAwayFromZero } from '../round';
import type { SaiContributor, SaiRequest } from '../sai/sai-request';
import { awardYearStart, tablesForAwardYear } from '../sai/tables/tables-for-award-year';
import { estimateFederalTaxes, incomeTaxFromBrackets } from '../tax/estimate-federal-taxes';
import { FEDERAL_TAX_2024 } from '../tax/federal-tax-2024';
import { type FilingStatus, filingStatusCode } from '../tax/filing-status';
import type {
  FamilyProfileInput,
  MaritalStatus,
  ParentInput,
  ProfileFieldUse,
  StudentInput,
} from './profile-input';

export interface SaiRequestFromProfile {
  request: SaiRequest;
  /** Every profile field read, and how it was used (or why it does not count), in plain words. */
  used: ProfileFieldUse[];
  /** What was assumed where the profile is silent or the FAFSA asks something the profile does not hold. */
  assumptions: string[];
}

/** FAFSA 2026-27 parent marital status codes. */
const MARITAL_CODE: Readonly<Record<MaritalStatus, number>> = {
  single: 1,
  unmarried_living_together: 2,
  married: 3,
  remarried: 4,
  divorced: 5,
  separated: 6,
  widowed: 7,
};

/** Below this combined AGI (with no Schedule A, B, D, E, F or H) the FAFSA does not ask about assets (§1.3). */
const ASSET_EXEMPTION_AGI = 60_000;

/**
 * A taxable brokerage balance above which Schedule B/D is assumed to be filed (more than $1,500 of interest and
 * dividends at a yield of about 3%, or capital gains), which ends the asset exemption. A judgement, not a rule.
 */
const SCHEDULE_B_BROKERAGE_BALANCE = 50_000;

function dollars(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? roundHalfAwayFromZero(value) : 0;
}

function positiveDollars(value: number | null | undefined): number {
  return Math.max(dollars(value), 0);
}

function known(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isCouple(status: MaritalStatus | null): boolean {
  return status === 'married' || status === 'remarried' || status === 'unmarried_living_together';
}

type RetirementKind = 'pre-tax plan' | 'deductible IRA' | 'Roth';

interface ParentFigures {
  index: number;
  filingStatus: FilingStatus;
  income: number;
  preTax: number;
  deductibleIra: number;
  earned: number;
  agi: number;
  incomeTax: number;
}

/**
 * Turns the product's family profile and one student into a federal SAI request (Formula A: the product's
 * students are dependent), applying the current FAFSA rules: which assets count (cash, investments including
 * parent-owned 529s and investment real estate, reportable business net worth) and which do not (the home,
 * retirement accounts, life insurance, annuities; from 2026-27 small family businesses and farms); the asset
 * exemption below $60,000 AGI; taxes estimated from income when not given. Says which fields it used and how.
 */
export function saiRequestFromProfile(
  profile: FamilyProfileInput,
  student: StudentInput,
  awardYear: string,
): SaiRequestFromProfile {
  const lookup = tablesForAwardYear(awardYear);
  const start = awardYearStart(awardYear);
  if (!lookup || start === null) throw new RangeError(`No SAI tables for award year ${awardYear}`);
  const { tables } = lookup;
  const taxYear = start - 2;
  const used: ProfileFieldUse[] = [];
  const assumptions: string[] = [
    'The student is a dependent student, so Formula A applies (parents’ and student’s income and assets).',
  ];
  if (lookup.projected) {
    assumptions.push(
      `Award year ${awardYear} has no published tables yet: the ${tables.awardYear} tables are used.`,
    );
  }

  // ── Parents: who reports ───────────────────────────────────────────────────────────────────────────────────
  const listed = profile.parents.slice(0, 2);
  const statusIndex = listed.findIndex((p) => p.maritalStatus !== null);
  const status: MaritalStatus | null =
    statusIndex >= 0 ? (listed[statusIndex] as ParentInput).maritalStatus : null;
  let reporting: ParentInput[];
  let maritalStatus: MaritalStatus;
  if (listed.length === 0) {
    reporting = [];
    maritalStatus = status ?? 'single';
    assumptions.push('No parent is entered: the parents’ income, taxes and assets are taken as 0.');
  } else if (listed.length === 1) {
    reporting = listed;
    maritalStatus = status ?? 'single';
    if (status === null) assumptions.push('The parent’s marital status is not given: taken as single.');
    if (isCouple(maritalStatus)) {
      assumptions.push(
        `The parent is ${maritalStatus.replaceAll('_', ' ')} but only one parent is entered: the other parent’s ` +
          'income and taxes are missing unless the entered figures are the couple’s.',
      );
    }
  } else if (status === null || isCouple(status)) {
    reporting = listed;
    maritalStatus = status ?? 'married';
    if (status === null) assumptions.push('Two parents and no marital status: taken as married.');
  } else {
    reporting = listed.slice(0, 1);
    maritalStatus = status;
    assumptions.push(
      `Two parents are entered but the marital status is ${status}: the FAFSA counts only one parent (the one ` +
        'who gave more support), taken to be the first (selected) parent.',
    );
  }
  if (statusIndex >= 0) {
    used.push({
      field: `parents[${statusIndex}].maritalStatus`,
      how: `parents’ marital status (FAFSA code ${MARITAL_CODE[maritalStatus]}); decides whether one or two parents report`,
    });
  }
  const couple = reporting.length === 2;
  const married = maritalStatus === 'married' || maritalStatus === 'remarried';

  // ── Filing status of each reporting parent ──────────────────────────────────────────────────────────────────
  const filing: FilingStatus[] = reporting.map((p, i) => {
    if (p.filingStatus !== null) {
      used.push({ field: `parents[${i}].filingStatus`, how: 'filing status of this parent’s tax return' });
      return p.filingStatus;
    }
    if (profile.filingStatus !== null) {
      used.push({ field: 'filingStatus', how: `household filing status, used for parent ${i + 1}` });
      return profile.filingStatus;
    }
    const assumed: FilingStatus = married
      ? 'married_joint'
      : maritalStatus === 'unmarried_living_together' && i === 1
        ? 'single'
        : 'head_of_household';
    assumptions.push(
      `Parent ${i + 1}’s filing status is not given: taken as ${assumed.replaceAll('_', ' ')}.`,
    );
    return assumed;
  });
  const joint = couple && married && (filing[0] === 'married_joint' || filing[1] === 'married_joint');
  if (joint) {
    filing[0] = 'married_joint';
    filing[1] = 'married_joint';
  }

  // ── Retirement contributions (income side) ──────────────────────────────────────────────────────────────────
  const retirement = positiveDollars(profile.annualRetirementAmount);
  const retirementKind: RetirementKind =
    profile.has401k || (!profile.hasIRA && !profile.hasRothIRA)
      ? 'pre-tax plan'
      : profile.hasIRA
        ? 'deductible IRA'
        : 'Roth';
  const incomes = reporting.map((p) => positiveDollars(p.annualIncome));
  const totalIncome = incomes.reduce((a, b) => a + b, 0);

  const parents: ParentFigures[] = reporting.map((p, i) => {
    const income = incomes[i] as number;
    const share =
      reporting.length === 0
        ? 0
        : totalIncome > 0
          ? (retirement * income) / totalIncome
          : i === 0
            ? retirement
            : 0;
    const preTax = retirementKind === 'pre-tax plan' ? Math.min(roundHalfAwayFromZero(share), income) : 0;
    const deductibleIra = retirementKind === 'deductible IRA' ? roundHalfAwayFromZero(share) : 0;
    const earned = income - preTax;
    if (p.annualIncome === null)
      assumptions.push(`Parent ${i + 1}’s annual income is not given: taken as 0.`);
    used.push({
      field: `parents[${i}].annualIncome`,
      how: 'wages earned from work: the AGI and the income earned from work (payroll and employment allowances)',
    });
    return {
      index: i,
      filingStatus: filing[i] as FilingStatus,
      income,
      preTax,
      deductibleIra,
      earned,
      agi: income - preTax - deductibleIra,
      incomeTax: 0,
    };
  });
  if (retirement > 0 && reporting.length > 0) {
    const how =
      retirementKind === 'pre-tax plan'
        ? 'pre-tax 401(k)/403(b)-type contributions: lower AGI and taxes; since 2024-25 the FAFSA does not add them back'
        : retirementKind === 'deductible IRA'
          ? 'deductible IRA payments: lower AGI and taxes, and are added back as untaxed income'
          : 'Roth contributions: made from taxed income, no effect on AGI';
    used.push({ field: 'annualRetirementAmount', how });
    if (couple)
      assumptions.push('Retirement contributions are split between the parents in proportion to income.');
    if (!profile.has401k && !profile.hasIRA && !profile.hasRothIRA) {
      assumptions.push(
        'Retirement contributions with no account type given: taken as pre-tax workplace-plan deferrals.',
      );
    }
  }

  // ── Income tax paid ─────────────────────────────────────────────────────────────────────────────────────────
  const taxNote = (what: string) =>
    assumptions.push(
      `${what}: estimated with the federal tax estimator (tax year ${taxYear}, standard deduction, no credits)` +
        (taxYear === FEDERAL_TAX_2024.taxYear ? '.' : `; ${FEDERAL_TAX_2024.taxYear} brackets used.`),
    );
  if (joint) {
    const [a, b] = parents as [ParentFigures, ParentFigures];
    const [pa, pb] = reporting as [ParentInput, ParentInput];
    const sameOrSum = (x: number | null, y: number | null): number | null => {
      if (known(x) && known(y)) return x === y ? x : x + y;
      return known(x) ? x : known(y) ? y : null;
    };
    const paid = sameOrSum(pa.taxPaid, pb.taxPaid);
    const taxable = sameOrSum(pa.taxableIncome, pb.taxableIncome);
    if (known(pa.taxPaid) && known(pb.taxPaid)) {
      assumptions.push(
        'Joint return: the same tax on both parents is counted once; different figures are added.',
      );
    }
    if (paid !== null) {
      a.incomeTax = Math.max(dollars(paid), 0);
      for (const i of [0, 1]) {
        if (known((reporting[i] as ParentInput).taxPaid)) {
          used.push({ field: `parents[${i}].taxPaid`, how: 'U.S. income tax paid on the joint return' });
        }
      }
    } else if (taxable !== null) {
      a.incomeTax = roundHalfAwayFromZero(
        incomeTaxFromBrackets(FEDERAL_TAX_2024, 'married_joint', Math.max(taxable, 0)),
      );
      for (const i of [0, 1]) {
        if (known((reporting[i] as ParentInput).taxableIncome)) {
          used.push({
            field: `parents[${i}].taxableIncome`,
            how: 'taxable income of the joint return, taxed by the brackets',
          });
        }
      }
      assumptions.push(
        `Parents’ tax paid is not given: computed from their taxable income with the ${FEDERAL_TAX_2024.taxYear} brackets, no credits.`,
      );
    } else {
      a.incomeTax = estimateFederalTaxes({
        wages: a.income,
        spouseWages: b.income,
        filingStatus: 'married_joint',
        taxYear,
        preTaxRetirementContributions: a.preTax + b.preTax,
        adjustmentsToIncome: a.deductibleIra + b.deductibleIra,
      }).incomeTax;
      taxNote('Parents’ tax paid and taxable income are not given (joint return)');
    }
  } else {
    for (const f of parents) {
      const p = reporting[f.index] as ParentInput;
      if (known(p.taxPaid)) {
        f.incomeTax = Math.max(dollars(p.taxPaid), 0);
        used.push({ field: `parents[${f.index}].taxPaid`, how: 'U.S. income tax paid' });
      } else if (known(p.taxableIncome)) {
        f.incomeTax = roundHalfAwayFromZero(
          incomeTaxFromBrackets(FEDERAL_TAX_2024, f.filingStatus, Math.max(p.taxableIncome, 0)),
        );
        used.push({
          field: `parents[${f.index}].taxableIncome`,
          how: 'taxable income, taxed by the brackets',
        });
        assumptions.push(
          `Parent ${f.index + 1}’s tax paid is not given: computed from the taxable income with the ${FEDERAL_TAX_2024.taxYear} brackets, no credits.`,
        );
      } else {
        f.incomeTax = estimateFederalTaxes({
          wages: f.income,
          filingStatus: f.filingStatus,
          taxYear,
          preTaxRetirementContributions: f.preTax,
          adjustmentsToIncome: f.deductibleIra,
        }).incomeTax;
        taxNote(`Parent ${f.index + 1}’s tax paid and taxable income are not given`);
      }
    }
  }
  reporting.forEach((p, i) => {
    if (p.age !== null) {
      used.push({
        field: `parents[${i}].age`,
        how: 'not needed: the asset protection allowance is $0 at every age',
      });
    }
  });
  assumptions.push(
    'Parents’ income is all wages earned from work; no untaxed income (tax-exempt interest, untaxed pensions or ' +
      'IRA distributions), education credits, taxable grant aid, foreign income or child support received.',
  );

  // ── Assets ──────────────────────────────────────────────────────────────────────────────────────────────────
  const parentAgi = parents.reduce((sum, f) => sum + f.agi, 0);
  const cash = positiveDollars(profile.checkingAmount);
  const brokerage = positiveDollars(profile.taxableBrokerageAccountsAmount);
  const college529 = positiveDollars(profile.collegeSavingsAccountsAmount);
  const investmentProperty = profile.ownsInvestmentProperty ? dollars(profile.investmentEquity) : 0;
  const businessReported = profile.hasBusinessAssets ? positiveDollars(profile.businessAssetsAmount) : 0;
  const businessExcluded = tables.excludesSmallFamilyBusiness && profile.businessIsSmallFamilyOwned === true;
  const business = businessExcluded ? 0 : businessReported;
  const exempt =
    parentAgi < ASSET_EXEMPTION_AGI &&
    !profile.hasBusinessAssets &&
    !profile.ownsInvestmentProperty &&
    brokerage <= SCHEDULE_B_BROKERAGE_BALANCE;
  const assetHow = (what: string) =>
    exempt ? `not reported: ${what} (assets exempt, see assumptions)` : what;
  if (!exempt && parentAgi < ASSET_EXEMPTION_AGI) {
    assumptions.push(
      'Parents’ AGI is under $60,000, but a business, rental property or a taxable brokerage balance over $50,000 ' +
        'suggests Schedule B, C, D, E or F, so assets are counted.',
    );
  }
  if (exempt) {
    assumptions.push(
      `Parents’ combined AGI (${parentAgi}) is under $60,000 with no business, no rental property and at most ` +
        '$50,000 in taxable brokerage accounts: the FAFSA does not ask about assets, so parent and student assets ' +
        'count as 0. Assumed: no Schedule A, B, D, E, F or H (itemized deductions, more than $1,500 of interest or ' +
        'dividends, capital gains).',
    );
  }
  used.push({ field: 'checkingAmount', how: assetHow('parents’ cash, savings and checking') });
  used.push({ field: 'taxableBrokerageAccountsAmount', how: assetHow('parents’ investments') });
  used.push({
    field: 'collegeSavingsAccountsAmount',
    how: assetHow(
      'parents’ investments: parent-owned 529 and other qualified education plans count as parent assets',
    ),
  });
  used.push({
    field: 'investmentEquity',
    how: profile.ownsInvestmentProperty
      ? assetHow('parents’ investments: net worth of investment real estate')
      : 'not counted: ownsInvestmentProperty is false',
  });
  used.push({
    field: 'businessAssetsAmount',
    how: !profile.hasBusinessAssets
      ? 'not counted: hasBusinessAssets is false'
      : businessExcluded
        ? `not counted: from ${tables.awardYear} a family-owned business with 100 or fewer employees, the family farm and family fishing business are not reported`
        : 'parents’ business/farm net worth, adjusted by Table A3',
  });
  if (profile.hasBusinessAssets && businessReported > 0 && tables.excludesSmallFamilyBusiness) {
    used.push({
      field: 'businessIsSmallFamilyOwned',
      how:
        profile.businessIsSmallFamilyOwned === null
          ? 'unknown: the business is counted'
          : profile.businessIsSmallFamilyOwned
            ? 'yes: the business is excluded'
            : 'no: the business is counted',
    });
    if (profile.businessIsSmallFamilyOwned === null) {
      assumptions.push(
        `It is not known whether the business is family-owned with 100 or fewer employees (excluded from ${tables.awardYear}): it is counted.`,
      );
    }
  }
  used.push({
    field: 'residenceEquity',
    how: 'not counted: the FAFSA excludes the family home (formula.md §3 step 4)',
  });
  used.push({
    field: 'hasRothIRA, hasIRA, has401k',
    how: 'retirement accounts are not counted as assets (formula.md §3 step 4); the flags only decide how contributions affect income',
  });
  used.push({
    field: 'insuranceAmount',
    how: 'not counted: the cash value of life insurance is not a FAFSA asset (formula.md §9 lists it among CSS Profile items only)',
  });
  used.push({
    field: 'annuitiesAmount',
    how: 'not counted: annuities are retirement assets, not FAFSA investments (formula.md §9: CSS Profile only)',
  });
  used.push({
    field: 'familyMembersInCollege',
    how: 'not used: the federal SAI no longer divides by the number in college (used by the institutional estimate)',
  });
  assumptions.push('No child support was received (the profile does not hold it).');

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
    taxNote('Student’s tax paid is not given');
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

  // ── The request ─────────────────────────────────────────────────────────────────────────────────────────────
  const parentBlock = (f: ParentFigures, holdsAssets: boolean): SaiContributor => ({
    filedTaxReturn: f.income > 0 || f.incomeTax > 0 ? 1 : 2,
    filingStatus: filingStatusCode(f.filingStatus),
    agi: f.agi,
    incomeTaxPaid: f.incomeTax,
    incomeEarnedFromWork: f.earned,
    iraKeoghDeductiblePayments: f.deductibleIra,
    cashSavingsChecking: holdsAssets && !exempt ? cash : 0,
    investmentsNetWorth: holdsAssets && !exempt ? brokerage + college529 + investmentProperty : 0,
    businessFarmNetWorth: holdsAssets && !exempt ? business : 0,
  });
  const request: SaiRequest = {
    awardYear,
    formula: 'A',
    familySize,
    parentMaritalStatusCode: MARITAL_CODE[maritalStatus],
    parent: parents[0]
      ? parentBlock(parents[0], true)
      : parentBlock(
          {
            index: 0,
            filingStatus: 'single',
            income: 0,
            preTax: 0,
            deductibleIra: 0,
            earned: 0,
            agi: 0,
            incomeTax: 0,
          },
          true,
        ),
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
  return { request, used, assumptions };
}
