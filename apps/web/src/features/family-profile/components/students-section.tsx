import { PersonNameSchema } from '@ccp/contracts/common';
import { MAX_STUDENTS } from '@ccp/contracts/family-options';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PillTabs } from '../../../components/ui/pill-tabs';
import { TextField } from '../../../components/ui/text-field';
import { ordinal } from '../../../domains/family/profile/family-fields';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { errorMessage } from '../../../lib/api-client';
import { SectionCard } from './section-card';
import { StudentForm } from './student-form';
import { useSelection } from './use-selection';

function AddStudent({ onAdded, onCancel }: { onAdded: (id: string) => void; onCancel: () => void }) {
  const writes = useFamilyProfileWrites();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PersonNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    writes.addStudent.mutate(
      { name: parsed.data },
      { onSuccess: (created) => onAdded(created.id), onError: (e) => setError(errorMessage(e)) },
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="New student"
    >
      <TextField
        label="New student’s name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        error={error}
        className="flex-1"
        autoFocus
      />
      <div className="flex gap-2 sm:mb-px">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={writes.addStudent.isPending}>
          Add student
        </Button>
      </div>
    </form>
  );
}

export function StudentsSection({ profile }: { profile: FamilyProfile }) {
  const { students } = profile;
  const [selected, select] = useSelection(students.map((s) => s.id));
  const [adding, setAdding] = useState(false);
  const student = students.find((s) => s.id === selected);
  const full = students.length >= MAX_STUDENTS;
  return (
    <SectionCard
      id="students"
      title="Students"
      description={`Each child heading to college, ${ordinal(1)} to ${ordinal(MAX_STUDENTS)}. The SAI is computed for each one.`}
      aside={
        !adding ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)} disabled={full}>
            <Plus aria-hidden="true" className="size-4" />
            Add a student
          </Button>
        ) : null
      }
    >
      {full ? (
        <Alert tone="info" className="mb-4">
          A family can have at most {MAX_STUDENTS} students ({ordinal(1)} to {ordinal(MAX_STUDENTS)}). Remove
          a student before adding another.
        </Alert>
      ) : null}
      {adding ? (
        <div className="mb-5 rounded-xl border border-slate-200 p-4">
          <AddStudent
            onAdded={(id) => {
              setAdding(false);
              select(id);
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : null}
      <PillTabs
        legend="Student shown"
        hideLegend
        items={students.map((s) => ({ id: s.id, label: s.name, before: ordinal(s.position) }))}
        selected={selected}
        onSelect={select}
      />
      <div className="mt-5">
        {student ? (
          <StudentForm key={student.id} profile={profile} student={student} canDelete={students.length > 1} />
        ) : (
          <p className="text-sm text-slate-600">Add a student to compute their SAI.</p>
        )}
      </div>
    </SectionCard>
  );
}
