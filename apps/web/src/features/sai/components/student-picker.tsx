import type { SaiStudent } from '@ccp/contracts';
import { StudentPicker as Picker } from '../../../components/ui/student-picker';
import { ordinal } from '../../../domains/family/profile/family-fields';

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
    <Picker
      legend="Show the SAI for"
      students={students.map((s) => ({ id: s.id, name: s.name, note: ordinal(s.position) }))}
      selected={selected}
      busy={busy}
      onSelect={onSelect}
    />
  );
}
