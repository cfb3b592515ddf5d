import { describe, expect, it } from 'vitest';
import {
  formatInitials,
  formatPhone,
  formatQuantity,
  formatRelativeTime,
  formatSai,
  formatSaiOr,
  formatUsd,
  formatUsdChange,
} from './format';

describe('formatUsd', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatUsd(12345)).toBe('$12,345');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatUsd(-1500)).toBe('-$1,500');
  });

  it('rounds away cents and never shows -$0', () => {
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(99.49)).toBe('$99');
    expect(formatUsd(-0.4)).toBe('$0');
  });

  it('returns an empty string for values that are not numbers', () => {
    expect(formatUsd(Number.NaN)).toBe('');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPhone', () => {
  it('shows 10 digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
    expect(formatPhone('+1 555 123 4567')).toBe('(555) 123-4567');
  });

  it('leaves other numbers as they are and empty values empty', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('uses seconds under a minute', () => {
    expect(formatRelativeTime(ago(1), now)).toBe('1 second ago');
    expect(formatRelativeTime(ago(42), now)).toBe('42 seconds ago');
  });

  it('uses minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60 + 59), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3600), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(86_400), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(400 * 86_400), now)).toBe('400 days ago');
  });

  it('accepts ISO strings and timestamps, and treats the future as just now', () => {
    expect(formatRelativeTime('2026-11-21T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(120).getTime(), now)).toBe('2 minutes ago');
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe('1 second ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(formatInitials('Maria Lopez')).toBe('ML');
    expect(formatInitials('maria de la Cruz')).toBe('MD');
    expect(formatInitials('The Schmidt Family')).toBe('TS');
    expect(formatInitials('  Jordan   Lee  ')).toBe('JL');
    expect(formatInitials('Prince')).toBe('P');
  });

  it("falls back to 'C' without a name", () => {
    expect(formatInitials('')).toBe('C');
    expect(formatInitials('   ')).toBe('C');
    expect(formatInitials(null)).toBe('C');
    expect(formatInitials(undefined)).toBe('C');
  });
});

describe('formatSai and money changes', () => {
  it('shows the SAI as an index: no "$", the federal estimator’s minus', () => {
    expect(formatSai(25_050)).toBe('25,050');
    expect(formatSai(-1500)).toBe('-1,500');
    expect(formatSaiOr(null)).toBe('—');
    expect(formatSaiOr(undefined, 'Not yet known')).toBe('Not yet known');
  });

  it('writes a money change with the same minus as money', () => {
    expect(formatUsdChange(1500)).toBe('+$1,500');
    expect(formatUsdChange(-1500)).toBe('-$1,500');
    expect(formatUsdChange(-1500).startsWith(formatUsd(-1500).slice(0, 1))).toBe(true);
    expect(formatUsdChange(0)).toBe('$0');
  });

  it('counts with one plural rule', () => {
    expect(formatQuantity(1, 'family')).toBe('1 family');
    expect(formatQuantity(1, 'calculator user')).toBe('1 calculator user');
    expect(formatQuantity(2, 'calculator user')).toBe('2 calculator users');
  });
});
