/* Issue 21: every family's shape, from hand-worked examples on the 2026-27 tables (tax year 2024). Each figure in a
 * comment is worked by hand from docs/sai/formula.md; the engine must give the same. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeSai,
  dependencyStatus,
  estimateInstitutionalSai,
  estimateReasons,
  type FamilyProfileInput,
  type ParentInput,
  type StudentInput,
  saiRequestFromProfile,
  studentEstimateReasons,
  yearFigures,
} from '../src/index';
import { parentInputArb, profileArb } from './arbitraries';
import { answeredProfile, parent } from './profile-fixtures';

const YEAR = '2026-27';
const noStudentMoney: StudentInput = {
  incomeAmount: 0,
  taxAmount: 0,
  savingsAmount: 0,
  utmaAmount: 0,
  filedTaxes: false,
};
const sai = (p: FamilyProfileInput, s: StudentInput = noStudentMoney) =>
  computeSai(saiRequestFromProfile(p, s, YEAR).request).sai;

// Mom earns $50,000 (tax paid $2,000), Dad $150,000 (tax paid $20,000); both head of household; two people in
// each household; no assets.
const mom = (more: boolean | null): ParentInput =>
  parent({
    annualIncome: 50_000,
    taxPaid: 2_000,
    filingStatus: 'head_of_household',
    maritalStatus: null,
    providedMoreSupport: more,
  });
const dad = (more: boolean | null): ParentInput =>
  parent({
    annualIncome: 150_000,
    taxPaid: 20_000,
    filingStatus: 'head_of_household',
    maritalStatus: null,
    providedMoreSupport: more,
    householdSize: 1,
  });
const divorced = (parents: ParentInput[], more: Partial<FamilyProfileInput> = {}) =>
  answeredProfile({ state: 'OH', familyMembersCount: 2, parentsMaritalStatus: 'divorced', parents, ...more });

describe('divorced parents: the parent who provided more support reports, whatever the order of entry', () => {
  it('Mom provided more support: her figures alone (SAI 2,197), in either order', () => {
    // Total income 50,000 − (tax 2,000 + payroll 3,825 + IPA(2) 29,190 + EEA 5,000) = 9,985; AGI under $60,000 with
    // no schedules: assets not asked. 22% of 9,985 = 2,196.70 → 2,197. Student: no income or assets.
    const a = divorced([mom(true), dad(false)]);
    const b = divorced([dad(false), mom(true)]);
    const mapped = saiRequestFromProfile(a, noStudentMoney, YEAR);
    expect(mapped.request.parent?.agi).toBe(50_000);
    expect(mapped.request.otherParent).toBeUndefined();
    expect(mapped.request.parentMaritalStatusCode).toBe(5);
    expect(mapped.reportingParentIndexes).toEqual([0]);
    expect(mapped.otherParentIndex).toBe(1);
    expect(mapped.whoReported).toMatch(/Parent 1, who provided more financial support/);
    expect(sai(a)).toBe(2_197);
    expect(sai(b)).toBe(2_197);
    expect(saiRequestFromProfile(b, noStudentMoney, YEAR).whoReported).toMatch(/Parent 2, who provided more/);
  });

  it('Dad provided more support: his figures alone (parents’ contribution 30,874), in either order', () => {
    // 150,000 − (20,000 + payroll 9,300 + 2,175 + 29,190 + 5,000) = 84,335; 11,870 + 47% × (84,335 − 43,900)
    // = 30,874.45 → 30,874 (assets: none).
    const a = divorced([mom(false), dad(true)]);
    const b = divorced([dad(true), mom(false)]);
    const mapped = saiRequestFromProfile(a, noStudentMoney, YEAR);
    expect(mapped.request.parent?.agi).toBe(150_000);
    expect(computeSai(mapped.request).intermediates.parentContribution).toBe(30_874);
    expect(sai(a)).toBe(sai(b));
    expect(sai(a)).toBe(computeSai(mapped.request).sai);
  });

  it('support not answered: the parent giving the higher SAI is taken, said so, and the order still does not matter', () => {
    const a = saiRequestFromProfile(divorced([mom(null), dad(null)]), noStudentMoney, YEAR);
    const b = saiRequestFromProfile(divorced([dad(null), mom(null)]), noStudentMoney, YEAR);
    expect(a.request.parent?.agi).toBe(150_000);
    expect(computeSai(a.request).sai).toBe(computeSai(b.request).sai);
    expect(a.assumptions.join(' ')).toMatch(/is not answered: Parent 2 is taken to report/);
  });
});

describe('a remarried parent: the stepparent reports as the spouse', () => {
  it('Mom provided more support and remarried: Mom and the stepparent report (code 4), Dad does not', () => {
    const step = parent({
      annualIncome: 60_000,
      relationship: 'stepparent',
      maritalStatus: null,
      filingStatus: null,
    });
    const wed = (p: ParentInput) => ({ ...p, filingStatus: 'married_joint' as const, taxPaid: null });
    const p = divorced([wed(mom(true)), dad(false), step], {
      reportingParentRemarried: true,
      familyMembersCount: 3,
    });
    const mapped = saiRequestFromProfile(p, noStudentMoney, YEAR);
    expect(mapped.request.parentMaritalStatusCode).toBe(4);
    expect(mapped.request.parent?.agi).toBe(50_000);
    expect(mapped.request.otherParent?.agi).toBe(60_000);
    expect(mapped.whoReported).toMatch(/and the stepparent/);
    expect(mapped.otherParentIndex).toBe(1);
    // The same as Mom and the stepparent entered as a married couple, in any order.
    const couple = answeredProfile({
      state: 'OH',
      familyMembersCount: 3,
      parentsMaritalStatus: 'married',
      parents: [{ ...step, relationship: null }, wed(mom(null))],
    });
    expect(sai(p)).toBe(sai(couple));
    expect(
      sai(
        divorced([step, dad(false), wed(mom(true))], {
          reportingParentRemarried: true,
          familyMembersCount: 3,
        }),
      ),
    ).toBe(sai(p));
  });
});

describe('the other parent in the institutional estimate: a contribution of its own', () => {
  it('Dad (not reporting) gives 35,988 after his own household allowance; counted or not, the custodial line is the same', () => {
    // Dad: 150,000 − tax 20,000 − payroll 11,475 = 118,525 after taxes; less his own household of 1 (Formula B
    // single allowance 18,310) and the employment allowance 5,000: 95,215; 11,870 + 47% × (95,215 − 43,900)
    // = 35,988.05 → 35,988. One in college: all of it.
    const p = divorced([mom(true), dad(false)]);
    const counted = estimateInstitutionalSai(p, noStudentMoney, { awardYear: YEAR });
    const not = estimateInstitutionalSai(p, noStudentMoney, {
      awardYear: YEAR,
      includeNoncustodialParent: false,
    });
    expect(counted.components.noncustodialParentIncome).toBe(118_525);
    expect(counted.components.otherParentContribution).toBe(35_988);
    expect(counted.components.otherParentContributionLow).toBeLessThan(35_988);
    expect(counted.components.otherParentContributionHigh).toBeGreaterThan(35_988);
    expect(counted.components.parentContribution).toBe(not.components.parentContribution);
    expect(counted.estimate - not.estimate).toBe(35_988);
    // The federal SAI never counts him.
    expect(counted.components.federalSai).toBe(2_197);
    // Issue 21's case: the other parent's wages are no longer poured into the custodial household's income.
    expect(not.components.parentAvailableIncome).toBe(9_985);
  });

  it('the net price income band is the FAFSA family’s income: the reporting parent’s, not both parents’', () => {
    const f = yearFigures({
      profile: divorced([mom(true), dad(false)]),
      student: noStudentMoney,
      awardYear: YEAR,
      baseAwardYear: YEAR,
      incomeGrowthPercent: 3,
      assetGrowthPercent: 2,
      studentsInCollege: 1,
    });
    expect(f.income).toBe(50_000);
  });
});

describe('independent students: Formula B or C, never the parents', () => {
  const independent = (s: Partial<StudentInput>): StudentInput => ({ ...noStudentMoney, ...s });

  it('24 by January 1, no dependants: Formula B (SAI 8,065)', () => {
    // Born 2000 (before January 1, 2003). 40,000 − (tax 2,500 + payroll 3,060 + IPA 18,310) = 16,130; 50% = 8,065.
    // AGI under $60,000: assets not asked. Above 175% of the 1-person guideline (26,355): no Maximum Pell.
    const s = independent({ birthYear: 2000, incomeAmount: 40_000, taxAmount: 2_500, savingsAmount: 9_000 });
    const mapped = saiRequestFromProfile(divorced([mom(true), dad(false)]), s, YEAR);
    expect(mapped.dependency.kind).toBe('independent');
    expect(mapped.request.formula).toBe('B');
    expect(mapped.request.parent).toBeUndefined();
    expect(mapped.whoReported).toBe('The student');
    expect(computeSai(mapped.request).sai).toBe(8_065);
  });

  it('supports a child: Formula C (SAI 3,644)', () => {
    // 90,000 − (tax 8,000 + payroll 6,885 + IPA C(2) 54,950 + EEA 5,000) = 15,165; assets 20,000 × 7% = 1,400;
    // AAI 16,565 × 22% = 3,644.30 → 3,644.
    const s = independent({
      birthYear: 2004,
      dependency: { supportsDependants: true },
      householdSize: 2,
      incomeAmount: 90_000,
      taxAmount: 8_000,
      savingsAmount: 20_000,
    });
    const mapped = saiRequestFromProfile(answeredProfile({ state: 'OH' }), s, YEAR);
    expect(mapped.request.formula).toBe('C');
    expect(mapped.request.familySize).toBe(2);
    expect(computeSai(mapped.request).sai).toBe(3_644);
    expect(mapped.dependency.explanation).toMatch(/Formula C/);
  });

  it('each dependency question makes the student independent; 23 on January 1 alone does not', () => {
    for (const key of [
      'married',
      'graduateStudent',
      'activeDutyOrVeteran',
      'orphanWardOrFoster',
      'emancipatedOrGuardianship',
      'homelessYouth',
    ] as const) {
      expect(dependencyStatus(independent({ dependency: { [key]: true } }), YEAR)).toMatchObject({
        kind: 'independent',
        formula: 'B',
      });
    }
    expect(dependencyStatus(independent({ birthYear: 2003 }), YEAR).kind).toBe('dependent');
    expect(dependencyStatus(independent({ birthYear: 2002 }), YEAR).kind).toBe('independent');
    expect(dependencyStatus(independent({ dependency: { unusualCircumstances: true } }), YEAR).kind).toBe(
      'provisionally_independent',
    );
  });

  it('parents who refuse: no SAI, unsubsidized loans only', () => {
    const d = dependencyStatus(independent({ dependency: { parentsRefuse: true } }), YEAR);
    expect(d.kind).toBe('parents_refuse');
    expect(d.formula).toBeNull();
    expect(d.explanation).toMatch(/Unsubsidized loans only/);
  });
});

describe('the FAFSA’s other questions', () => {
  const couple = (more: Partial<FamilyProfileInput> = {}) =>
    answeredProfile({
      state: 'OH',
      familyMembersCount: 4,
      childrenUnder17: 0,
      parentsMaritalStatus: 'married',
      checkingAmount: 100_000,
      parents: [
        parent({ annualIncome: 30_000, taxPaid: 0, filingStatus: 'married_joint' }),
        parent({ annualIncome: 20_000, taxPaid: 0, filingStatus: 'married_joint' }),
      ],
      ...more,
    });

  it('Schedule A ends the asset exemption below $60,000', () => {
    const no = saiRequestFromProfile(couple({ filedSchedulesABDEFH: false }), noStudentMoney, YEAR);
    const yes = saiRequestFromProfile(couple({ filedSchedulesABDEFH: true }), noStudentMoney, YEAR);
    expect(no.request.parent?.cashSavingsChecking).toBe(0);
    expect(yes.request.parent?.cashSavingsChecking).toBe(100_000);
    // 100,000 × 12% = 12,000 more adjusted available income.
    const d = computeSai(yes.request).intermediates;
    expect(d.parentContributionFromAssets).toBe(12_000);
    expect(yes.assumptions.join(' ')).toMatch(/filed Schedule A, B, D, E, F or H/);
  });

  it('a means-tested benefit exempts assets whatever the income', () => {
    const rich = couple({
      meansTestedBenefits: true,
      parents: [parent({ annualIncome: 90_000, taxPaid: 5_000, filingStatus: 'married_joint' })],
    });
    expect(saiRequestFromProfile(rich, noStudentMoney, YEAR).request.parent?.cashSavingsChecking).toBe(0);
  });

  it('child support received is an asset: $6,000 adds 12% of it to the parents’ adjusted available income', () => {
    const base = couple({ filedSchedulesABDEFH: true });
    const withSupport = couple({ filedSchedulesABDEFH: true, childSupportReceived: 6_000 });
    const a = computeSai(saiRequestFromProfile(base, noStudentMoney, YEAR).request).intermediates;
    const b = computeSai(saiRequestFromProfile(withSupport, noStudentMoney, YEAR).request).intermediates;
    expect((b.parentNetWorth ?? 0) - (a.parentNetWorth ?? 0)).toBe(6_000);
    expect((b.parentContributionFromAssets ?? 0) - (a.parentContributionFromAssets ?? 0)).toBe(720);
  });

  it('foreign income counts in the Pell test (from 2026-27): $10,000 takes a single parent at $40,000 out of Maximum Pell', () => {
    // Household of 2: 225% × 20,440 = 45,990. AGI 40,000 qualifies; with 10,000 of foreign income, 50,000 does not.
    const single = (foreignIncome: number | null) =>
      answeredProfile({
        state: 'OH',
        familyMembersCount: 2,
        parentsMaritalStatus: 'single',
        foreignIncome,
        parents: [
          parent({
            annualIncome: 40_000,
            taxPaid: 1_000,
            filingStatus: 'head_of_household',
            maritalStatus: null,
          }),
        ],
      });
    const without = computeSai(saiRequestFromProfile(single(null), noStudentMoney, YEAR).request);
    const withForeign = computeSai(saiRequestFromProfile(single(10_000), noStudentMoney, YEAR).request);
    expect(without.maxPell.eligible).toBe(true);
    expect(without.maxPell.agiLimit).toBe(45_990);
    expect(withForeign.maxPell.agi).toBe(50_000);
    expect(withForeign.maxPell.eligible).toBe(false);
  });

  it('says once which of them were taken as none', () => {
    const m = saiRequestFromProfile(couple(), noStudentMoney, YEAR);
    expect(m.assumptions.join(' ')).toMatch(
      /Not answered, taken as none \(as for most families\): tax-exempt interest income/,
    );
  });
});

describe('the estimate note’s reasons', () => {
  it('names the other parent, an unanswered support question, the other FAFSA answers and the student’s status', () => {
    const keys = (p: FamilyProfileInput) => estimateReasons(p).map((r) => r.key);
    expect(keys(divorced([mom(null), dad(null)]))).toEqual(
      expect.arrayContaining(['support-not-answered', 'other-parent']),
    );
    expect(keys(divorced([mom(true), dad(false)]))).not.toContain('support-not-answered');
    expect(keys(divorced([mom(true), dad(false)], { childSupportReceived: 4_000 }))).toContain(
      'other-fafsa-inputs',
    );
    const refuse = dependencyStatus({ ...noStudentMoney, dependency: { parentsRefuse: true } }, YEAR);
    expect(studentEstimateReasons(refuse).map((r) => r.key)).toEqual(['parents-refuse']);
  });
});

describe('property: the SAI does not depend on the order the parents were entered in', () => {
  const statusArb = fc.constantFrom(
    'married',
    'unmarried_living_together',
    'divorced',
    'separated',
    'single',
    'widowed',
    'remarried',
    null,
  );
  it('any two or three adults, any answers, shuffled', () => {
    fc.assert(
      fc.property(
        profileArb,
        fc.array(parentInputArb, { minLength: 2, maxLength: 2 }),
        fc.option(parentInputArb, { nil: null }),
        statusArb,
        fc.option(fc.boolean(), { nil: null }),
        fc.constantFrom(null, 0, 1),
        (base, [a, b], step, status, remarried, supporter) => {
          const legal = [a, b].map((p, i) => ({
            ...(p as ParentInput),
            providedMoreSupport: supporter === null ? null : supporter === i,
          }));
          const adults = step ? [...legal, { ...step, relationship: 'stepparent' as const }] : legal;
          const p = { ...base, parentsMaritalStatus: status, reportingParentRemarried: remarried };
          const forward = sai({ ...p, parents: adults }, { ...noStudentMoney });
          const reversed = sai({ ...p, parents: [...adults].reverse() }, { ...noStudentMoney });
          expect(reversed).toBe(forward);
        },
      ),
      { numRuns: 300 },
    );
  });
});
