import { cn } from '../../lib/cn';
import { PillTabs } from './pill-tabs';

export interface PickableStudent {
  id: string;
  name: string;
  /** A short note after the name, e.g. "1st" or "Class of 2030". */
  note?: string | undefined;
}

/**
 * Which student a page's figures are for (a family with more than one), as pill tabs.
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
  return (
    <PillTabs
      legend={legend}
      items={students.map((s) => ({ id: s.id, label: s.name, after: s.note }))}
      selected={selected}
      onSelect={onSelect}
      busy={busy}
      className={cn('mb-6', className)}
    />
  );
}
