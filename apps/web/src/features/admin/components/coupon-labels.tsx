import type { Coupon, CouponStatus } from '@ccp/contracts/coupons';
import { cn } from '../../../lib/cn';
import { formatUsd } from '../../../lib/format';

export const COUPON_STATUS_LABEL: Record<CouponStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  used_up: 'Used up',
};

const TONE: Record<CouponStatus, string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  active: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-200 text-slate-800',
  used_up: 'bg-amber-100 text-amber-900',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}>
      {COUPON_STATUS_LABEL[status]}
    </span>
  );
}

/** "25% off" or "$100 off". */
export const discountLabel = (c: Pick<Coupon, 'discountPercent' | 'discountAmount'>) =>
  c.discountPercent !== null ? `${c.discountPercent}% off` : `${formatUsd(c.discountAmount ?? 0)} off`;

const isoDates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** An ISO date (YYYY-MM-DD) as "May 10, 2026". */
export const formatIsoDate = (iso: string) => isoDates.format(new Date(`${iso}T00:00:00Z`));
