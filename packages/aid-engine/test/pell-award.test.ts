import { describe, expect, it } from 'vitest';
import { computeSai, pellAward } from '../src/index';
import { pellExamples, vectors } from './vectors';

function example(id: string) {
  const found = pellExamples.find((e) => e.id === id);
  if (!found) throw new Error(`missing Pell example ${id}`);
  return found as {
    inputs: Record<string, number | boolean>;
    expected: Record<string, number | boolean | string>;
  };
}

describe('pellAward: FSA Handbook Vol. 7 examples (pellExamples in vectors.json)', () => {
  for (const id of ['V7-25-ch2-ex1', 'V7-25-ch2-ex2', 'V7-25-ch2-ex3']) {
    it(id, () => {
      const { inputs, expected } = example(id);
      const result = pellAward({
        sai: inputs.sai as number,
        costOfAttendance: inputs.pellCOA as number,
        awardYear: '2025-26',
        maxPell: inputs.maxPell as number,
        minPell: inputs.minPell as number,
      });
      expect(result.maxMinusSai).toBe(expected.step1_maxMinusSai);
      expect(result.atLeastMinPell).toBe(expected.step2_atLeastMinPell);
      if (expected.step3_roundedToNearest5 !== undefined) {
        expect(result.roundedToNearest5).toBe(expected.step3_roundedToNearest5);
      }
      expect(result.scheduledAward).toBe(expected.scheduledAward);
    });
  }

  it('V7-25-ch3-ltht: a Max Pell student is capped at the less-than-half-time Pell COA', () => {
    const { inputs, expected } = example('V7-25-ch3-ltht');
    const base = {
      sai: -1500,
      awardYear: '2025-26',
      maxPell: inputs.maxPell as number,
      maxPellEligible: true,
    };
    expect(pellAward({ ...base, costOfAttendance: inputs.pellCOA_fullTime as number }).scheduledAward).toBe(
      expected.scheduledAward_fullTime,
    );
    expect(
      pellAward({ ...base, costOfAttendance: inputs.pellCOA_lessThanHalfTime as number }).scheduledAward,
    ).toBe(expected.scheduledAward_lessThanHalfTime);
  });

  it('OBBBA-2026-27-threshold: no Pell at an SAI of twice the Max Pell (14,790) or more', () => {
    const { inputs, expected } = example('OBBBA-2026-27-threshold');
    expect(2 * (inputs.maxPell as number)).toBe(expected.pellIneligibleIfSaiAtLeast);
    const at = pellAward({
      sai: 14_790,
      costOfAttendance: 30_000,
      awardYear: '2026-27',
      minPellEligible: true,
    });
    expect(at.scheduledAward).toBe(0);
    expect(at.kind).toBe('none');
    const below = pellAward({
      sai: 14_789,
      costOfAttendance: 30_000,
      awardYear: '2026-27',
      minPellEligible: true,
    });
    expect(below.kind).toBe('minimum');
    expect(below.scheduledAward).toBe(740);
  });

  it('OBBBA-2026-27-flag-evidence: SAI 18,033 with Min Pell indicator 4 gets Pell in 2025-26 rules, not in 2026-27', () => {
    const { inputs } = example('OBBBA-2026-27-flag-evidence');
    const sai = inputs.sai as number;
    expect(
      pellAward({ sai, costOfAttendance: 30_000, awardYear: '2025-26', minPellEligible: true })
        .scheduledAward,
    ).toBe(740);
    expect(
      pellAward({ sai, costOfAttendance: 30_000, awardYear: '2026-27', minPellEligible: true })
        .scheduledAward,
    ).toBe(0);
  });
});

describe('pellAward: amounts and rules', () => {
  it('uses the award-year amounts: Max 7,395 and Min 740', () => {
    const r = pellAward({ sai: 0, costOfAttendance: 50_000, awardYear: '2026-27' });
    expect(r.maxPell).toBe(7_395);
    expect(r.minPell).toBe(740);
    expect(r.scheduledAward).toBe(7_395);
    expect(r.kind).toBe('calculated');
  });

  it('counts a negative SAI as 0', () => {
    expect(pellAward({ sai: -1500, costOfAttendance: 50_000, awardYear: '2026-27' }).maxMinusSai).toBe(7_395);
  });

  it('worked example C of docs/sai/formula.md: SAI 6,506 gives a calculated Pell of $890', () => {
    const r = pellAward({ sai: 6_506, costOfAttendance: 20_000, awardYear: '2026-27' });
    expect(r.maxMinusSai).toBe(889);
    expect(r.scheduledAward).toBe(890);
  });

  it('worked example A of docs/sai/formula.md: SAI 7,285 leaves 110 < 740, so no calculated Pell', () => {
    const r = pellAward({ sai: 7_285, costOfAttendance: 20_000, awardYear: '2026-27' });
    expect(r.atLeastMinPell).toBe(false);
    expect(r.scheduledAward).toBe(0);
  });

  it('derives Min Pell as 10% of an overridden Max Pell, rounded to the nearest $5', () => {
    expect(pellAward({ sai: 0, costOfAttendance: 1, awardYear: '2026-27', maxPell: 7_395 }).minPell).toBe(
      740,
    );
    expect(pellAward({ sai: 0, costOfAttendance: 1, awardYear: '2026-27', maxPell: 7_500 }).minPell).toBe(
      750,
    );
  });

  it('the Special Rule gives Max Pell regardless of SAI, even from 2026-27', () => {
    const r = pellAward({ sai: 40_000, costOfAttendance: 50_000, awardYear: '2026-27', specialRule: true });
    expect(r.scheduledAward).toBe(7_395);
  });

  it('scales the annual award by enrollment intensity', () => {
    const r = pellAward({ sai: 1_004, costOfAttendance: 50_000, awardYear: '2026-27', enrollment: 75 });
    expect(r.scheduledAward).toBe(6_390);
    expect(r.annualAward).toBe(4_793);
  });

  it('projects a later award year with the latest amounts', () => {
    expect(pellAward({ sai: 0, costOfAttendance: 50_000, awardYear: '2027-28' }).projected).toBe(false);
    expect(pellAward({ sai: 0, costOfAttendance: 50_000, awardYear: '2028-29' }).projected).toBe(true);
  });

  it('agrees with the FPS Pell eligibility of the vector records that are Pell-eligible by formula', () => {
    // Calculated Pell: every 2026-27 record with 1 <= SAI <= 6,654 is flagged eligible (docs/sai/formula.md §7.4).
    for (const v of vectors.filter((r) => r.awardYear === '2026-27' && r.expected.sai !== undefined)) {
      const sai = computeSai(v.request);
      const award = pellAward({
        sai: sai.sai,
        costOfAttendance: 50_000,
        awardYear: v.awardYear,
        maxPellEligible: sai.maxPell.eligible,
        minPellEligible: sai.minPell.indicator !== null,
      });
      if (sai.sai >= 1 && sai.sai <= 6_654) expect(award.kind, v.id).toBe('calculated');
      if (sai.sai >= 14_790) expect(award.eligible, v.id).toBe(false);
    }
  });
});
