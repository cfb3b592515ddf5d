/** Formatters: one per kind of value the product shows (docs/product-spec.md §9). */

/** The Student Aid Index, an index and not dollars: 14790 -> "14,790", -1500 -> "-1,500" (the engine's one formatter). */
import { formatSai } from '@ccp/aid-engine/format-sai';
import { countOf, initialsOf } from '@ccp/contracts/display';

export { formatSai, formatSaiChange, isSaiStep } from '@ccp/aid-engine/format-sai';

/** The SAI, or `unknown` (a dash) when there is none yet. */
export function formatSaiOr(value: number | null | undefined, unknown = '—'): string {
  return value === null || value === undefined ? unknown : formatSai(value);
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** US dollars without decimals: 12345 -> "$12,345", -1500 -> "-$1,500" (the one minus style for money). */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = Math.round(amount);
  // Avoid "-$0" for small negative amounts that round to zero.
  return usd.format(rounded === 0 ? 0 : rounded);
}

/** A change in dollars: "+$1,500", "-$1,500", "$0". */
export function formatUsdChange(change: number): string {
  const text = formatUsd(change);
  return Math.round(change) > 0 ? `+${text}` : text;
}

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const dateTimes = {
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }),
};

/** A count with thousands separators: 1234 -> "1,234"; a dash when there is none. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : count.format(value);
}

/** A count and its noun, singular for one: (1, 'family') -> "1 family", (1200, 'college') -> "1,200 colleges". */
export const formatQuantity = countOf;
export { nounFor } from '@ccp/contracts/display';

/** A proportion as a whole percentage: 0.716 -> "72%"; a dash when there is none. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : percent.format(rate);
}

/** US dollars, or a dash when the amount is unknown. */
export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatUsd(value);
}

/** A date and time: "Nov 21, 2026, 2:30 PM" (medium) or "November 21, 2026 at 2:30 PM" (long). */
export function formatDateTime(
  value: Date | string | number,
  style: keyof typeof dateTimes = 'medium',
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimes[style].format(date);
}

/** A 10-digit US phone number as (xxx) xxx-xxxx; anything else is returned as given. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const;

/** Relative time in seconds, minutes, hours or days: "5 minutes ago". */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const then = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = Math.max(1, Math.floor((now.getTime() - then.getTime()) / 1000));
  for (const { unit, seconds } of UNITS) {
    if (elapsed >= seconds) {
      return `${countOf(Math.floor(elapsed / seconds), unit)} ago`;
    }
  }
  return `${countOf(elapsed, 'second')} ago`;
}

/** Avatar initials: the first letters of the first two words of the name; 'C' when there is no name. */
export const formatInitials = initialsOf;
