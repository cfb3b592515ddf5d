import fc from 'fast-check';
import type {
  FamilyProfileInput,
  FilingStatus,
  MaritalStatus,
  ParentInput,
  SaiContributor,
  SaiRequest,
  StudentInput,
} from '../src/index';

const money = (min: number, max: number) => fc.integer({ min, max });

/** A contributor block with any subset of fields, values from typical to extreme. */
export const contributorArb: fc.Arbitrary<SaiContributor> = fc.record(
  {
    filedTaxReturn: fc.constantFrom(1, 2),
    filingStatus: fc.constantFrom(1, 2, 3, 4, 5),
    agi: fc.oneof(money(-100_000, 400_000), money(-5_000_000, 20_000_000)),
    incomeTaxPaid: fc.oneof(money(-1_000, 80_000), money(0, 5_000_000)),
    incomeEarnedFromWork: fc.oneof(money(-50_000, 400_000), money(0, 20_000_000)),
    taxExemptInterest: money(0, 50_000),
    untaxedIraDistributionsGross: money(0, 100_000),
    iraRollover: money(0, 100_000),
    untaxedPensionsGross: money(0, 100_000),
    pensionRollover: money(0, 100_000),
    iraKeoghDeductiblePayments: money(0, 30_000),
    educationCredits: money(0, 5_000),
    foreignEarnedIncomeExclusion: money(-120_000, 120_000),
    taxableCollegeGrantAid: money(0, 30_000),
    childSupportReceived: money(0, 40_000),
    cashSavingsChecking: fc.oneof(money(0, 100_000), money(0, 50_000_000)),
    investmentsNetWorth: fc.oneof(money(-100_000, 500_000), money(0, 50_000_000)),
    businessFarmNetWorth: fc.oneof(money(-100_000, 2_000_000), money(0, 50_000_000)),
    scheduleC: money(-50_000, 200_000),
    federalWorkStudy: money(0, 10_000),
  },
  { requiredKeys: [] },
);

const state = fc.constantFrom('CA', 'AK', 'HI', 'NY', 'TX', 'PR', 'FM');

export const saiRequestArb: fc.Arbitrary<SaiRequest> = fc
  .record(
    {
      awardYear: fc.constantFrom('2025-26', '2026-27', '2027-28'),
      formula: fc.constantFrom('A' as const, 'B' as const, 'C' as const),
      familySize: fc.oneof(fc.integer({ min: 1, max: 15 }), fc.constant(null)),
      parentMaritalStatusCode: fc.integer({ min: 1, max: 7 }),
      parentStateOfResidence: state,
      studentMaritalStatusCode: fc.integer({ min: 1, max: 6 }),
      studentStateOfResidence: state,
      parent: contributorArb,
      otherParent: contributorArb,
      student: contributorArb,
      spouse: contributorArb,
    },
    { requiredKeys: ['awardYear', 'formula', 'familySize'] },
  )
  .map((r) => r as SaiRequest);

/** A dependent-student request (Formula A) with at least one parent. */
export const formulaARequestArb: fc.Arbitrary<SaiRequest> = fc
  .tuple(saiRequestArb, contributorArb)
  .map(([r, parent]) => ({ ...r, formula: 'A' as const, parent }));

const filingStatusArb: fc.Arbitrary<FilingStatus> = fc.constantFrom(
  'single',
  'married_joint',
  'married_separate',
  'head_of_household',
  'qualifying_surviving_spouse',
);
const maritalArb: fc.Arbitrary<MaritalStatus> = fc.constantFrom(
  'married',
  'remarried',
  'unmarried_living_together',
  'single',
  'divorced',
  'separated',
  'widowed',
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

export const parentInputArb: fc.Arbitrary<ParentInput> = fc.record({
  age: maybe(fc.integer({ min: 30, max: 70 })),
  maritalStatus: maybe(maritalArb),
  annualIncome: maybe(money(0, 600_000)),
  filingStatus: maybe(filingStatusArb),
  taxPaid: maybe(money(0, 150_000)),
  taxableIncome: maybe(money(0, 500_000)),
});

export const profileArb: fc.Arbitrary<FamilyProfileInput> = fc.record({
  state: maybe(state),
  familyMembersCount: maybe(fc.integer({ min: 1, max: 10 })),
  childrenUnder17: maybe(fc.integer({ min: 0, max: 6 })),
  familyMembersInCollege: maybe(fc.integer({ min: 0, max: 4 })),
  filingStatus: maybe(filingStatusArb),
  checkingAmount: maybe(money(0, 300_000)),
  taxableBrokerageAccountsAmount: maybe(money(0, 1_000_000)),
  collegeSavingsAccountsAmount: maybe(money(0, 300_000)),
  annualRetirementAmount: maybe(money(0, 50_000)),
  insuranceAmount: maybe(money(0, 500_000)),
  primaryResidence: maybe(fc.constantFrom('own' as const, 'rent' as const, 'other' as const)),
  residenceEquity: maybe(money(0, 2_000_000)),
  ownsInvestmentProperty: fc.boolean(),
  investmentEquity: maybe(money(-50_000, 1_000_000)),
  hasBusinessAssets: fc.boolean(),
  businessAssetsAmount: maybe(money(0, 3_000_000)),
  businessIsSmallFamilyOwned: maybe(fc.boolean()),
  hasAnnuities: fc.boolean(),
  annuitiesAmount: maybe(money(0, 500_000)),
  hasLifeInsuranceAccount: fc.boolean(),
  hasRothIRA: fc.boolean(),
  hasIRA: fc.boolean(),
  has401k: fc.boolean(),
  parents: fc.array(parentInputArb, { minLength: 0, maxLength: 2 }),
});

export const studentInputArb: fc.Arbitrary<StudentInput> = fc.record({
  incomeAmount: maybe(money(0, 60_000)),
  taxAmount: maybe(money(0, 8_000)),
  savingsAmount: maybe(money(0, 60_000)),
  utmaAmount: maybe(money(0, 60_000)),
  filedTaxes: maybe(fc.boolean()),
});

export const awardYearArb = fc.constantFrom('2025-26', '2026-27', '2027-28');
