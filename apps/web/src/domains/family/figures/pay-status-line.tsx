import type { PayStatusDto } from '@ccp/contracts';
import { CircleAlert, CircleCheck, Landmark } from 'lucide-react';
import { cn } from '../../../lib/cn';

const LOOKS: Record<PayStatusDto, { icon: typeof CircleCheck; box: string; label: string }> = {
  covered: { icon: CircleCheck, box: 'border-accent-100 bg-accent-50 text-accent-800', label: 'Covered' },
  loans: { icon: Landmark, box: 'border-navy-100 bg-navy-50 text-navy-900', label: 'Needs loans' },
  gap: { icon: CircleAlert, box: 'border-red-200 bg-red-50 text-red-800', label: 'Gap' },
};

/**
 * "Can we pay for this?" in one line: covered by savings and income, needs loans within the federal limits, or
 * leaves a gap beyond them (red). The words carry the meaning; the colour and icon only repeat it.
 */
export function PayStatusLine({
  status,
  line,
  className,
}: {
  status: PayStatusDto | null;
  line: string;
  className?: string;
}) {
  if (status === null) return <p className={cn('text-sm text-slate-600', className)}>{line}</p>;
  const { icon: Icon, box } = LOOKS[status];
  return (
    <p
      className={cn(
        'inline-flex items-start gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm font-semibold',
        box,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{line}</span>
    </p>
  );
}
