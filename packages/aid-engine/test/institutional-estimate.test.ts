import { describe, expect, it } from 'vitest';
import { estimateInstitutionalSai } from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

describe('estimateInstitutionalSai (CSS-Profile-style estimate)', () => {
  it('is labelled an estimate, lists its assumptions and gives a range around it', () => {
    const r = estimateInstitutionalSai(profile(), studentInput());
    expect(r.label).toBe('estimate');
    expect(r.assumptions[0]).toMatch(/Estimate only/);
    expect(r.low).toBeLessThanOrEqual(r.estimate);
    expect(r.high).toBeGreaterThanOrEqual(r.estimate);
    expect(r.components.federalSai).toBe(10_898);
  });

  it('counts home equity, and a cap as a multiple of income limits it', () => {
    const p = profile({ residenceEquity: 400_000 });
    const full = estimateInstitutionalSai(p, studentInput());
    const capped = estimateInstitutionalSai(p, studentInput(), { homeEquityCapMultipleOfIncome: 1.2 });
    const noHome = estimateInstitutionalSai(profile({ residenceEquity: 0 }), studentInput());
    expect(full.components.homeEquityCounted).toBe(400_000);
    expect(capped.components.homeEquityCounted).toBe(120_000); // 1.2 × 100,000
    expect(full.estimate).toBeGreaterThan(capped.estimate);
    expect(capped.estimate).toBeGreaterThan(noHome.estimate);
    const renter = estimateInstitutionalSai(
      profile({ primaryResidence: 'rent', residenceEquity: 400_000 }),
      studentInput(),
    );
    expect(renter.components.homeEquityCounted).toBe(0);
  });

  it('splits the parents’ contribution by the number in college', () => {
    const one = estimateInstitutionalSai(profile({ familyMembersInCollege: 1 }), studentInput());
    const two = estimateInstitutionalSai(profile({ familyMembersInCollege: 2 }), studentInput());
    expect(two.components.numberInCollegeShare).toBe(0.6);
    expect(two.components.parentContributionPerStudent).toBe(
      Math.round(one.components.parentContribution * 0.6),
    );
    expect(two.estimate).toBeLessThan(one.estimate);
  });

  it('adds back pre-tax retirement contributions', () => {
    const without = estimateInstitutionalSai(profile(), studentInput());
    const withRetirement = estimateInstitutionalSai(
      profile({ annualRetirementAmount: 15_000, has401k: true }),
      studentInput(),
    );
    expect(withRetirement.components.retirementAddBack).toBe(15_000);
    expect(withRetirement.components.parentAvailableIncome).toBeLessThan(
      without.components.parentAvailableIncome,
    );
    expect(withRetirement.estimate).toBeGreaterThan(withRetirement.components.federalSai);
  });

  it('counts a small family business that the 2026-27 FAFSA excludes', () => {
    const r = estimateInstitutionalSai(
      profile({ hasBusinessAssets: true, businessAssetsAmount: 100_000, businessIsSmallFamilyOwned: true }),
      studentInput(),
    );
    expect(r.components.businessCounted).toBe(40_000); // Table A3: 40% of 100,000
    expect(r.components.parentNetWorth).toBeGreaterThanOrEqual(40_000 + 50_000 + 150_000);
  });

  it('applies a minimum student contribution and 25% on student assets', () => {
    const r = estimateInstitutionalSai(profile(), studentInput({ savingsAmount: 8_000 }), {
      minimumStudentContribution: 3_000,
    });
    expect(r.components.studentContributionFromIncome).toBe(3_000);
    expect(r.components.studentContributionFromAssets).toBe(2_000);
  });

  it('counts the other (noncustodial) parent as a contribution of its own unless told not to', () => {
    const p = profile({
      parents: [
        parent({
          maritalStatus: 'divorced',
          annualIncome: 60_000,
          taxPaid: 5_000,
          providedMoreSupport: true,
        }),
        parent({
          maritalStatus: 'divorced',
          annualIncome: 90_000,
          taxPaid: 9_000,
          providedMoreSupport: false,
        }),
      ],
    });
    const counted = estimateInstitutionalSai(p, studentInput());
    const not = estimateInstitutionalSai(p, studentInput(), { includeNoncustodialParent: false });
    expect(counted.components.noncustodialParentIncome).toBe(90_000 - 9_000 - 6_885);
    expect(not.components.noncustodialParentIncome).toBe(0);
    expect(not.components.otherParentContribution).toBe(0);
    // Its own line: the custodial parents' contribution is the same either way, the other parent's is added.
    expect(counted.components.parentContribution).toBe(not.components.parentContribution);
    expect(counted.estimate).toBe(not.estimate + counted.components.otherParentContribution);
    expect(counted.components.otherParentContribution).toBeGreaterThan(0);
    expect(counted.low).toBeLessThanOrEqual(not.estimate);
  });

  it('counts life insurance and annuities only when asked', () => {
    const p = profile({ insuranceAmount: 50_000, hasAnnuities: true, annuitiesAmount: 30_000 });
    expect(estimateInstitutionalSai(p, studentInput()).components.lifeInsuranceAndAnnuitiesCounted).toBe(0);
    expect(
      estimateInstitutionalSai(p, studentInput(), { countLifeInsuranceAndAnnuities: true }).components
        .lifeInsuranceAndAnnuitiesCounted,
    ).toBe(80_000);
  });

  it('is never negative', () => {
    const r = estimateInstitutionalSai(
      profile({
        parents: [parent({ annualIncome: 10_000, taxPaid: 0 })],
        checkingAmount: 0,
        collegeSavingsAccountsAmount: 0,
        residenceEquity: 0,
      }),
      studentInput({ incomeAmount: 0, savingsAmount: 0 }),
      { minimumStudentContribution: 0 },
    );
    expect(r.estimate).toBe(0);
    expect(r.low).toBe(0);
  });
});
