import { describe, expect, it } from 'vitest';
import { computeSai, saiRequestFromProfile } from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

/* Who reports and who is in the household; the student; what the mapping says it used and assumed. The money
   (taxes, assets, self-employment, retirement) is in sai-request-money.test.ts. */
const map = (p = profile(), s = studentInput(), year = '2026-27') => saiRequestFromProfile(p, s, year);

describe('saiRequestFromProfile', () => {
  it('maps a married couple to a Formula A request and a hand-checked SAI of 10,898', () => {
    const { request, assumptions } = map();
    expect(request.formula).toBe('A');
    expect(assumptions[0]).toMatch(/dependent student/);
    expect(request.familySize).toBe(4);
    expect(request.parentMaritalStatusCode).toBe(3);
    expect(request.parentStateOfResidence).toBe('OH');
    expect(request.parent?.filingStatus).toBe(2);
    expect(request.otherParent?.filingStatus).toBe(2);
    // Joint return, the same 8,000 on both parents is counted once.
    expect((request.parent?.incomeTaxPaid ?? 0) + (request.otherParent?.incomeTaxPaid ?? 0)).toBe(8_000);
    const result = computeSai(request);
    // PTI 100,000 − (8,000 + 7,650 + 44,880 + 5,000) = 34,470; + 12% × 50,000 = 40,470 → 9,670 + 40% × 2,070 = 10,498
    expect(result.intermediates.parentContribution).toBe(10_498);
    // Student: 5,000 income is fully protected; 20% × 2,000 savings = 400.
    expect(result.sai).toBe(10_898);
  });

  describe('one or two parents', () => {
    it('two parents, married or unmarried living together: both report', () => {
      const together = map(
        profile({
          parents: [
            parent({ maritalStatus: 'unmarried_living_together', annualIncome: 50_000 }),
            parent({ maritalStatus: 'unmarried_living_together', annualIncome: 30_000 }),
          ],
        }),
      );
      expect(together.request.parentMaritalStatusCode).toBe(2);
      expect(together.request.otherParent?.agi).toBe(30_000);
      // Separate returns: the first parent head of household, the second single.
      expect(together.request.parent?.filingStatus).toBe(4);
      expect(together.request.otherParent?.filingStatus).toBe(1);
    });

    it('two parents entered but divorced, support not answered: one parent reports, the cautious one', () => {
      const r = map(
        profile({
          parents: [
            parent({ maritalStatus: 'divorced', annualIncome: 70_000 }),
            parent({ maritalStatus: 'divorced' }),
          ],
        }),
      );
      expect(r.request.parentMaritalStatusCode).toBe(5);
      expect(r.request.otherParent).toBeUndefined();
      expect(r.request.parent?.agi).toBe(70_000);
      expect(r.assumptions.join(' ')).toMatch(/is not answered: Parent 1 is taken to report/);
    });

    it('one parent: single parent filing head of household by default (the 225% Max Pell test)', () => {
      const r = map(
        profile({
          parents: [parent({ maritalStatus: 'widowed', annualIncome: 50_000 })],
          familyMembersCount: 2,
        }),
      );
      expect(r.request.parentMaritalStatusCode).toBe(7);
      expect(r.request.parent?.filingStatus).toBe(4);
      expect(r.assumptions.join(' ')).toMatch(/filing status is not given: taken as head of household/);
      const sai = computeSai(r.request);
      // 2024 guideline for 2 people: 20,440 × 225% = 45,990 < 50,000: no Max Pell.
      expect(sai.maxPell.eligible).toBe(false);
    });

    it('marital status codes follow the FAFSA', () => {
      const code = (maritalStatus: 'single' | 'married' | 'remarried' | 'separated') =>
        map(profile({ parents: [parent({ maritalStatus })] })).request.parentMaritalStatusCode;
      expect(code('single')).toBe(1);
      expect(code('married')).toBe(3);
      expect(code('remarried')).toBe(4);
      expect(code('separated')).toBe(6);
    });

    it('no parents: parents’ figures are 0 and it says so', () => {
      const r = map(profile({ parents: [] }));
      expect(r.request.parent?.agi).toBe(0);
      expect(r.assumptions.join(' ')).toMatch(/No parent is entered/);
    });
  });

  describe('student, household and explanations', () => {
    it('student income, tax (estimated when unknown), savings and UTMA', () => {
      const r = map(
        profile(),
        studentInput({ incomeAmount: 20_000, taxAmount: null, savingsAmount: 3_000, utmaAmount: 7_000 }),
      );
      expect(r.request.student?.agi).toBe(20_000);
      expect(r.request.student?.incomeTaxPaid).toBe(540); // 10% × (20,000 − 14,600)
      expect(r.request.student?.cashSavingsChecking).toBe(3_000);
      expect(r.request.student?.investmentsNetWorth).toBe(7_000);
      expect(r.assumptions.join(' ')).toMatch(/Student’s tax paid is not given/);
    });

    it('family size defaults to the parents plus the student; state is upper-cased', () => {
      const r = map(profile({ familyMembersCount: null, state: 'ak' }));
      expect(r.request.familySize).toBe(3);
      expect(r.request.parentStateOfResidence).toBe('AK');
      expect(r.assumptions.join(' ')).toMatch(/Family size is not given/);
    });

    it('lists every field it used, with how', () => {
      const fields = map().used.map((u) => u.field);
      for (const field of [
        'parents[0].maritalStatus',
        'parents[0].annualIncome',
        'parents[1].annualIncome',
        'parents[0].taxPaid',
        'checkingAmount',
        'taxableBrokerageAccountsAmount',
        'collegeSavingsAccountsAmount',
        'investmentEquity',
        'businessAssetsAmount',
        'residenceEquity',
        'insuranceAmount',
        'annuitiesAmount',
        'familyMembersCount',
        'familyMembersInCollege',
        'state',
        'student.incomeAmount',
        'student.savingsAmount',
        'student.utmaAmount',
      ]) {
        expect(fields).toContain(field);
      }
      for (const u of map().used) expect(u.how.length).toBeGreaterThan(5);
    });

    it('the mapped request always passes computeSai for a projected year', () => {
      const r = map(profile(), studentInput(), '2028-29');
      expect(computeSai(r.request).projected).toBe(true);
      expect(r.assumptions.join(' ')).toMatch(/the 2027-28 tables are used as they are/);
      expect(r.assumptions.join(' ')).toMatch(/2028-29 maximum Pell not set yet: 2026-27’s \$7,395 used/);
    });
  });
});
