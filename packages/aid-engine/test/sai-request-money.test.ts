import { describe, expect, it } from 'vitest';
import { computeSai, estimateFederalTaxes, saiRequestFromProfile } from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

/* How saiRequestFromProfile maps the money: taxes, assets, self-employment (Schedule C) and retirement contributions. */
const map = (p = profile(), s = studentInput(), year = '2026-27') => saiRequestFromProfile(p, s, year);

describe('saiRequestFromProfile', () => {
  describe('taxes', () => {
    it('uses taxPaid when given', () => {
      const r = map(
        profile({ parents: [parent({ maritalStatus: 'single', annualIncome: 80_000, taxPaid: 9_123 })] }),
      );
      expect(r.request.parent?.incomeTaxPaid).toBe(9_123);
      expect(r.used.some((u) => u.field === 'parents[0].taxPaid')).toBe(true);
    });

    it('taxes taxableIncome by the brackets when taxPaid is unknown', () => {
      const r = map(
        profile({
          parents: [
            parent({
              maritalStatus: 'single',
              filingStatus: 'single',
              annualIncome: 80_000,
              taxableIncome: 50_000,
            }),
          ],
        }),
      );
      expect(r.request.parent?.incomeTaxPaid).toBe(6_053); // 5,426 + 22% × 2,850
      expect(r.assumptions.join(' ')).toMatch(/computed from the taxable income/);
    });

    it('estimates the tax from income when both are unknown, and says so', () => {
      const r = map(
        profile({
          parents: [
            parent({ annualIncome: 90_000, taxPaid: null }),
            parent({ annualIncome: 30_000, taxPaid: null }),
          ],
        }),
      );
      const expected = estimateFederalTaxes({
        wages: 90_000,
        spouseWages: 30_000,
        filingStatus: 'married_joint',
        taxYear: 2024,
      }).incomeTax;
      expect(r.request.parent?.incomeTaxPaid).toBe(expected);
      expect(r.assumptions.join(' ')).toMatch(/estimated with the federal tax estimator \(tax year 2024/);
    });

    it('2025-26 estimates with tax year 2023 and flags the 2024 brackets', () => {
      const r = map(
        profile({ parents: [parent({ annualIncome: 90_000, taxPaid: null })] }),
        studentInput(),
        '2025-26',
      );
      expect(r.assumptions.join(' ')).toMatch(/tax year 2023.*2024 brackets used/);
    });
  });

  describe('assets', () => {
    it('parent-owned 529s, brokerage and investment property are parent investments; checking is cash', () => {
      const r = map(
        profile({
          taxableBrokerageAccountsAmount: 10_000,
          collegeSavingsAccountsAmount: 25_000,
          ownsInvestmentProperty: true,
          investmentEquity: 100_000,
        }),
      );
      expect(r.request.parent?.cashSavingsChecking).toBe(20_000);
      expect(r.request.parent?.investmentsNetWorth).toBe(135_000);
      expect(r.used.find((u) => u.field === 'collegeSavingsAccountsAmount')?.how).toMatch(/parent-owned 529/);
    });

    it('the home, retirement accounts, life insurance and annuities never change the request', () => {
      const base = map().request;
      const rich = map(
        profile({
          residenceEquity: 2_000_000,
          insuranceAmount: 300_000,
          hasLifeInsuranceAccount: true,
          hasAnnuities: true,
          annuitiesAmount: 400_000,
          hasRothIRA: true,
          has401k: true,
        }),
      ).request;
      expect(rich).toEqual(base);
    });

    it('a small family business is counted in 2025-26 and excluded from 2026-27', () => {
      const p = profile({
        hasBusinessAssets: true,
        businessAssetsAmount: 200_000,
        businessIsSmallFamilyOwned: true,
      });
      expect(map(p, studentInput(), '2025-26').request.parent?.businessFarmNetWorth).toBe(200_000);
      const r = map(p, studentInput(), '2026-27');
      expect(r.request.parent?.businessFarmNetWorth).toBe(0);
      expect(r.used.find((u) => u.field === 'businessAssetsAmount')?.how).toMatch(/100 or fewer employees/);
    });

    it('a business of unknown size is counted, and it says so', () => {
      const r = map(
        profile({ hasBusinessAssets: true, businessAssetsAmount: 80_000, businessIsSmallFamilyOwned: null }),
      );
      expect(r.request.parent?.businessFarmNetWorth).toBe(80_000);
      expect(r.assumptions.join(' ')).toMatch(/it is counted/);
    });

    it('under $60,000 AGI with no business or rental: parent and student assets are not reported', () => {
      const r = map(
        profile({ parents: [parent({ maritalStatus: 'single', annualIncome: 45_000, taxPaid: 2_000 })] }),
        studentInput({ savingsAmount: 9_000, utmaAmount: 4_000 }),
      );
      expect(r.request.parent?.cashSavingsChecking).toBe(0);
      expect(r.request.parent?.investmentsNetWorth).toBe(0);
      expect(r.request.student?.cashSavingsChecking).toBe(0);
      expect(r.request.student?.investmentsNetWorth).toBe(0);
      expect(r.assumptions.join(' ')).toMatch(/does not ask about assets/);
      const withBusiness = map(
        profile({
          parents: [parent({ maritalStatus: 'single', annualIncome: 45_000, taxPaid: 2_000 })],
          hasBusinessAssets: true,
          businessAssetsAmount: 10_000,
        }),
      );
      expect(withBusiness.request.parent?.cashSavingsChecking).toBe(20_000);
    });
  });

  describe('self-employment (Schedule C)', () => {
    // A single parent (head of household, household of 2) with $55,000 of AGI, $1,000 of tax paid, $20,000 cash
    // and a $30,000 529; the student has no income or savings. 2026-27.
    const selfEmployed = (wages: number, scheduleCNetProfit: number) =>
      map(
        profile({
          familyMembersCount: 2,
          parents: [
            parent({ maritalStatus: 'single', annualIncome: wages, taxPaid: 1_000, scheduleCNetProfit }),
          ],
        }),
        studentInput({ incomeAmount: 0, savingsAmount: 0, filedTaxes: false }),
      );

    it('Schedule C profit is part of the AGI and of income earned from work, and is reported as Schedule C', () => {
      const p = selfEmployed(40_000, 15_000).request.parent;
      expect(p?.agi).toBe(55_000);
      expect(p?.incomeEarnedFromWork).toBe(55_000);
      expect(p?.scheduleC).toBe(15_000);
      // A loss lowers both.
      const loss = selfEmployed(40_000, -6_000).request.parent;
      expect(loss?.agi).toBe(34_000);
      expect(loss?.incomeEarnedFromWork).toBe(34_000);
      expect(loss?.scheduleC).toBe(-6_000);
    });

    it('hand-worked: Schedule C net income beyond ±$10,000 ends the asset exemption under $60,000 AGI (SAI 4,752, not 3,432)', () => {
      // Total income 55,000. Allowances: tax 1,000 + payroll 7.65% × 55,000 = 4,207.5 → 4,208 + income
      // protection (2 people) 29,190 + employment expense min(35% × 55,000, 5,000) = 5,000 → 39,398.
      // Available income 55,000 − 39,398 = 15,602.
      const beyond = selfEmployed(40_000, 15_000);
      expect(beyond.request.parent?.cashSavingsChecking).toBe(20_000);
      expect(beyond.request.parent?.investmentsNetWorth).toBe(30_000);
      expect(beyond.assumptions.join(' ')).toMatch(/Schedule C net income is beyond ±\$10,000/);
      const counted = computeSai(beyond.request);
      expect(counted.intermediates.parentAvailableIncome).toBe(15_602);
      // Assets 50,000 × 12% = 6,000; AAI 21,602 × 22% = 4,752.44 → 4,752.
      expect(counted.intermediates.parentContributionFromAssets).toBe(6_000);
      expect(counted.sai).toBe(4_752);

      // The same AGI with $8,000 of Schedule C (within ±$10,000): assets are not asked; AAI 15,602 × 22% → 3,432.
      const within = selfEmployed(47_000, 8_000);
      expect(within.request.parent?.cashSavingsChecking).toBe(0);
      expect(within.request.parent?.investmentsNetWorth).toBe(0);
      expect(computeSai(within.request).sai).toBe(3_432);
      // A loss beyond $10,000 ends the exemption too.
      expect(selfEmployed(66_000, -11_000).request.parent?.cashSavingsChecking).toBe(20_000);
    });

    it('an estimated tax counts Schedule C profit as income (without self-employment tax)', () => {
      const estimated = map(
        profile({
          parents: [parent({ maritalStatus: 'single', annualIncome: 50_000, scheduleCNetProfit: 20_000 })],
        }),
      );
      const tax = estimateFederalTaxes({
        wages: 50_000,
        otherIncome: 20_000,
        filingStatus: 'head_of_household',
        taxYear: 2024,
      }).incomeTax;
      expect(estimated.request.parent?.incomeTaxPaid).toBe(tax);
      expect(estimated.used.some((u) => u.field === 'parents[0].scheduleCNetProfit')).toBe(true);
    });
  });

  describe('retirement contributions', () => {
    const withRetirement = (flags: { has401k?: boolean; hasIRA?: boolean; hasRothIRA?: boolean }) =>
      map(
        profile({
          annualRetirementAmount: 10_000,
          has401k: false,
          hasIRA: false,
          hasRothIRA: false,
          ...flags,
          parents: [parent({ maritalStatus: 'single', annualIncome: 100_000, taxPaid: 10_000 })],
        }),
      ).request.parent;

    it('401(k) deferrals lower AGI and earned income and are not added back', () => {
      const p = withRetirement({ has401k: true });
      expect(p?.agi).toBe(90_000);
      expect(p?.incomeEarnedFromWork).toBe(90_000);
      expect(p?.iraKeoghDeductiblePayments).toBe(0);
    });

    it('deductible IRA payments lower AGI and are added back as untaxed income', () => {
      const p = withRetirement({ hasIRA: true });
      expect(p?.agi).toBe(90_000);
      expect(p?.incomeEarnedFromWork).toBe(100_000);
      expect(p?.iraKeoghDeductiblePayments).toBe(10_000);
    });

    it('Roth contributions change nothing', () => {
      const p = withRetirement({ hasRothIRA: true });
      expect(p?.agi).toBe(100_000);
      expect(p?.iraKeoghDeductiblePayments).toBe(0);
    });
  });
});
