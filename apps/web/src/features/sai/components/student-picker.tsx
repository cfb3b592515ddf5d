import type { SaiStudent } from '@ccp/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ordinal } from '../../../lib/family-fields';

/** Which student's SAI the page shows (a family with more than one). */
export function StudentPicker({
  students,
  selected,
  busy,
  onSelect,
}: {
  students: SaiStudent[];
  selected: string | null;
  busy: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Show the SAI for</legend>
      <div className="flex flex-wrap items-center gap-2">
        {students.map((s) => (
          <label
            key={s.id}
            className={cn(
              'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
              s.id === selected
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-slate-300 bg-white text-navy-900 hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              name="sai-student"
              className="sr-only"
              checked={s.id === selected}
              onChange={() => onSelect(s.id)}
            />
            {s.name}
            <span className={cn('font-normal', s.id === selected ? 'text-navy-100' : 'text-slate-500')}>
              {ordinal(s.position)}
            </span>
          </label>
        ))}
        {busy ? <Spinner size="sm" label="Updating" /> : null}
      </div>
    </fieldset>
  );
}
