import type { AdminFamilyStatus } from '@ccp/contracts';
import { cn } from '../../../lib/cn';

export const STATUS_LABEL: Record<AdminFamilyStatus, string> = {
  invited: 'Invited',
  onboarding: 'Onboarding',
  active: 'Active',
};

const STATUS_TONE: Record<AdminFamilyStatus, string> = {
  invited: 'bg-slate-100 text-slate-800',
  onboarding: 'bg-sky-100 text-sky-900',
  active: 'bg-emerald-100 text-emerald-900',
};

/** A family's onboarding status (invited, onboarding, active), as every staff list and page shows it. */
export function StatusBadge({ status }: { status: AdminFamilyStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[status])}>
      {STATUS_LABEL[status]}
    </span>
  );
}
