import { Link } from 'react-router';
import { PayStatusLine } from './pay-status-line';
import { useCanWePay } from './use-can-we-pay';

/**
 * The "Can we pay for this?" line of one college for one student, from the list the page asks for at once
 * (`collegeIds`: every college the page shows), with a link to the funding plan that explains it.
 */
export function CanWePayFor({
  studentId,
  collegeIds,
  collegeId,
  withLink = false,
}: {
  studentId: string | null | undefined;
  collegeIds: readonly number[];
  collegeId: number;
  withLink?: boolean;
}) {
  const pay = useCanWePay(studentId, collegeIds);
  if (!studentId) return <span className="text-sm text-slate-600">Choose a student</span>;
  if (pay.isPending) return <span className="text-sm text-slate-600">Working it out…</span>;
  if (pay.isError) return <span className="text-sm text-slate-600">Not available right now</span>;
  const item = pay.byCollege.get(collegeId);
  if (!item) return <span className="text-sm text-slate-600">—</span>;
  return (
    <div>
      <PayStatusLine status={item.status} line={item.line} />
      {withLink ? (
        <p className="mt-1 text-xs text-slate-600">
          From your funding plan with this college counted: your savings and income, then the federal loans.{' '}
          <Link to="/family/plan" className="font-semibold text-accent-700 underline">
            See how you pay
          </Link>
        </p>
      ) : null}
    </div>
  );
}
