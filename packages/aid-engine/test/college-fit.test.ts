import { describe, expect, it } from 'vitest';
import { collegeFit } from '../src/fit/college-fit';

const college = {
  admissionRate: 0.5,
  satRange: { low: 1340, high: 1530 },
  actRange: { low: 30, high: 34 },
};

describe('collegeFit', () => {
  it('labels an SAT below the middle 50% a reach, with the reason in words', () => {
    expect(collegeFit({ sat: 1310, act: null }, college)).toEqual({
      level: 'reach',
      reason: 'SAT 1310 is below the middle 50% of 1340–1530.',
    });
  });

  it('labels a score inside the middle 50% (both ends included) a target', () => {
    expect(collegeFit({ sat: 1340, act: null }, college).level).toBe('target');
    expect(collegeFit({ sat: 1530, act: null }, college).level).toBe('target');
    expect(collegeFit({ sat: 1400, act: null }, college).reason).toBe(
      'SAT 1400 is within the middle 50% of 1340–1530.',
    );
  });

  it('labels a score above the 75th percentile likely', () => {
    expect(collegeFit({ sat: 1560, act: null }, college)).toEqual({
      level: 'likely',
      reason: 'SAT 1560 is above the middle 50% of 1340–1530.',
    });
  });

  it('keeps a strong score a target at a college admitting fewer than 30%', () => {
    const fit = collegeFit({ sat: 1560, act: null }, { ...college, admissionRate: 0.2 });
    expect(fit.level).toBe('target');
    expect(fit.reason).toContain('admits only 20% of applicants');
  });

  it('makes a college admitting fewer than 15% a reach for everyone', () => {
    expect(collegeFit({ sat: 1600, act: 36 }, { ...college, admissionRate: 0.04 })).toEqual({
      level: 'reach',
      reason: 'Admits 4% of applicants, so it is a reach for every applicant.',
    });
  });

  it('uses the ACT when there is no SAT pair to compare', () => {
    expect(collegeFit({ sat: null, act: 29 }, college).reason).toBe(
      'ACT 29 is below the middle 50% of 30–34.',
    );
    expect(collegeFit({ sat: 1400, act: 35 }, { ...college, satRange: null }).level).toBe('likely');
  });

  it('never labels without enough data', () => {
    expect(collegeFit({ sat: null, act: null }, college)).toEqual({
      level: 'unknown',
      reason: 'Not enough data. Add an SAT or ACT score to the student to see the fit.',
    });
    const noRanges = { admissionRate: 0.6, satRange: null, actRange: null };
    expect(collegeFit({ sat: 1400, act: 30 }, noRanges).level).toBe('unknown');
    expect(collegeFit({ sat: 1400, act: null }, { ...college, satRange: null }).reason).toContain(
      'Not enough data',
    );
  });
});
