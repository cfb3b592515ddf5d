import type { NetPriceMethod } from '@ccp/contracts';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';

interface EstimateNoteProps {
  /** How the figure was worked out, in a few words ("Federal formula", "Published price for your income band"). */
  method?: string;
  /** The year of the data or rules used ("2026-27 tables", "2023-24 prices"). */
  dataYear?: string;
  /** The likely range, where the figure is an estimate with one. */
  range?: { low: number | null; high: number | null } | null;
  /** Why the figure may differ, from the profile (the server's `estimateReasons`). */
  reasons?: readonly string[];
  className?: string;
}

/**
 * How sure an estimate is (a table whose rows each carry their method gives the reasons once, without a method): its method, its data year and, where inputs are estimated or the household is complex,
 * its range and the reasons. The one note every SAI, institutional estimate and net price carries.
 */
export function EstimateNote({ method, dataYear, range, reasons = [], className }: EstimateNoteProps) {
  const hasRange = range && range.low !== null && range.high !== null && range.low !== range.high;
  return (
    <div className={cn('text-xs leading-relaxed text-slate-600', className)}>
      {method ? (
        <p>
          <span className="font-semibold text-slate-700">{method}</span>
          {dataYear ? `, ${dataYear}` : ''}
          {hasRange ? `; likely ${formatUsd(range.low ?? 0)} to ${formatUsd(range.high ?? 0)}` : ''}
        </p>
      ) : null}
      {reasons.length > 0 ? (
        <ul aria-label="Why this estimate may differ" className="mt-0.5 list-disc pl-4">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The method of a net price, in a few words (NET_PRICE_METHOD_TEXT says it in full). */
export const NET_PRICE_METHOD_SHORT: Record<NetPriceMethod, string> = {
  'income-bracket': 'Published net price for your income band',
  average: 'College’s average net price',
  'need-based': 'Cost minus your need',
  'non-resident': 'Out-of-state: full cost minus federal grants',
  guarantee: 'The college’s published guarantee',
  unavailable: 'Not estimated yet',
};

/** The data year of a projected price: "2022-23 figures projected to 2027-28", or the year itself. */
export function priceDataYear(figures: { priceYear: string; netPriceDataYear: string | null }): string {
  return figures.netPriceDataYear && figures.netPriceDataYear !== figures.priceYear
    ? `${figures.netPriceDataYear} figures projected to ${figures.priceYear}`
    : `${figures.priceYear} figures`;
}
