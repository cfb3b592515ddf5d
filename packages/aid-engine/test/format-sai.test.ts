import { describe, expect, it } from 'vitest';
import { formatSai, formatSaiChange, isSaiStep, pellAward } from '../src';

describe('formatSai: the SAI is an index, not dollars', () => {
  it('shows no dollar sign and separates thousands', () => {
    expect(formatSai(14790)).toBe('14,790');
    expect(formatSai(25050)).toBe('25,050');
    expect(formatSai(0)).toBe('0');
    expect(formatSai(999_999)).toBe('999,999');
  });

  it('shows a negative SAI as the federal estimator does, with a hyphen-minus', () => {
    expect(formatSai(-1500)).toBe('-1,500');
    expect(formatSai(-1)).toBe('-1');
    expect(formatSai(-0.2)).toBe('0');
  });

  it('signs a change', () => {
    expect(formatSaiChange(1200)).toBe('+1,200');
    expect(formatSaiChange(-800)).toBe('-800');
    expect(formatSaiChange(0)).toBe('0');
  });

  it('formats the SAI in the Pell Grant text', () => {
    const result = pellAward({ sai: 20_000, costOfAttendance: 30_000, awardYear: '2026-27' });
    expect(result.reason).toMatch(/an SAI of \d{2},\d{3} \(twice the Maximum Pell\)/);
    expect(result.reason).not.toMatch(/\$/);
  });
});

describe('isSaiStep', () => {
  it('marks the steps that are the SAI itself', () => {
    expect(isSaiStep({ label: 'Student Aid Index' })).toBe(true);
    expect(isSaiStep({ label: 'Student Aid Index (Maximum Pell)' })).toBe(true);
    expect(isSaiStep({ label: 'Parents’ contribution' })).toBe(false);
  });
});
