import { FIT_LABEL, type FitLevelName } from '@ccp/contracts';

const FIT_TONE: Record<FitLevelName, string> = {
  reach: 'bg-rose-50 text-rose-800 ring-rose-200',
  target: 'bg-amber-50 text-amber-900 ring-amber-200',
  likely: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  unknown: 'bg-slate-50 text-slate-700 ring-slate-200',
};

/** The student's fit with a college: the label and, beside it, why. */
export function CollegeFit({
  fit,
  studentName,
}: {
  fit: { level: FitLevelName; reason: string };
  studentName: string | null;
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-700">
      <span
        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${FIT_TONE[fit.level]}`}
      >
        {studentName && fit.level !== 'unknown'
          ? `${FIT_LABEL[fit.level]} for ${studentName}`
          : FIT_LABEL[fit.level]}
      </span>
      <span className="min-w-0">
        {fit.level === 'unknown' ? fit.reason.replace(/^Not enough data\. /, '') : fit.reason}
      </span>
    </p>
  );
}

/** "$307 a month for 10 years at 6.52% (2026-27 federal undergraduate rate)". */
export function debtPaymentText(
  payment: number | null,
  rate: { percent: number; awardYear: string },
  format: (amount: number | null) => string,
): string | null {
  if (payment === null) return null;
  return `${format(payment)} a month for 10 years at ${rate.percent}%, the ${rate.awardYear} federal undergraduate loan rate`;
}

/** "$62,400 a year 10 years after entry; the loan payment is 6% of it". */
export function earningsText(
  earnings: number | null,
  share: number | null,
  format: (amount: number | null) => string,
): string | null {
  if (earnings === null) return null;
  const part = share === null ? '' : `; the loan payment is ${Math.round(share * 1000) / 10}% of it`;
  return `${format(earnings)} a year 10 years after entry${part}`;
}
