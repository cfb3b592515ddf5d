import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export interface PickableStudent {
  id: string;
  name: string;
  /** A short note after the name, e.g. "1st" or "Class of 2030". */
  note?: string | undefined;
}

/**
 * Which student a page's figures are for (a family with more than one): a row of radio buttons styled as pills.
 * The SAI page, the college screens, the calculator and the overview share it.
 */
export function StudentPicker({
  students,
  selected,
  onSelect,
  legend,
  busy = false,
  className,
}: {
  students: PickableStudent[];
  selected: string | null;
  onSelect: (id: string) => void;
  legend: string;
  busy?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('mb-6', className)}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
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
              name={name}
              className="sr-only"
              checked={s.id === selected}
              onChange={() => onSelect(s.id)}
            />
            {s.name}
            {s.note ? (
              <span className={cn('font-normal', s.id === selected ? 'text-navy-100' : 'text-slate-500')}>
                {s.note}
              </span>
            ) : null}
          </label>
        ))}
        {busy ? <Spinner size="sm" label="Updating" /> : null}
      </div>
    </fieldset>
  );
}
