import { YOUNGER_STUDENT_TYPES } from '@ccp/contracts/family-options';
import type { FamilyProfile, Student } from '@ccp/contracts/family-profile-types';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { FormMoneyField, FormSelect, FormTextField, FormYesNo } from '../../../components/ui/form-fields';
import { DependencyQuestions } from '../../../domains/family/profile/dependency-questions';
import {
  type StudentDraft,
  studentDraft,
  studentRequest,
} from '../../../domains/family/profile/family-drafts';
import {
  graduationYearOptions,
  STUDENT_FIELDS,
  STUDENT_TYPE_OPTIONS,
  studentField,
} from '../../../domains/family/profile/family-fields';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { heldAt, studentSchema } from '../../../domains/family/profile/family-validation';
import { DeleteRecord } from './delete-record';
import { AutosaveBar } from './section-card';
import { changedAnswers, useSectionForm } from './use-section-form';

type Form = { students: StudentDraft[] };
const FIELDS = [
  'name',
  'graduationYear',
  'overallStudentType',
  'gpa',
  'sat',
  'act',
  'filedTaxes',
  'taxAmount',
  'incomeAmount',
  'savingsAmount',
  'utmaAmount',
  'birthYear',
  'spouseIncomeAmount',
  'householdSize',
  'dependency',
  'livingArrangement',
  'inCollegeDistrict',
] as const;

const LIVING_OPTIONS = [
  { value: 'on_campus', label: 'On campus' },
  { value: 'off_campus', label: 'Off campus' },
  { value: 'with_family', label: 'At home with family' },
];

/** Where the student will live, and (at a community college) whether the family lives in its district. */
function College() {
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-slate-800">College years (optional)</legend>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">
        <FormSelect
          name="students.0.livingArrangement"
          label="Where will they live in college?"
          hint="Housing, food, transport and personal costs follow it. Not said: each college's usual choice."
          options={LIVING_OPTIONS}
          placeholder="Not decided"
        />
        <FormYesNo
          name="students.0.inCollegeDistrict"
          label="Does your family live in your community college's district?"
          hint="In-district tuition is lower; it applies at a community college in your state."
        />
      </div>
    </fieldset>
  );
}

function Scores() {
  const type = useWatch<Form, 'students.0.overallStudentType'>({ name: 'students.0.overallStudentType' });
  const younger = type !== '' && YOUNGER_STUDENT_TYPES.includes(type);
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-slate-800">
        {younger ? 'Hypothetical scores (optional)' : 'Grades and test scores (optional)'}
      </legend>
      <div className="mt-3 grid gap-5 sm:grid-cols-3">
        <FormTextField {...studentField(0, 'gpa')} inputMode="decimal" />
        <FormTextField {...studentField(0, 'sat')} inputMode="numeric" />
        <FormTextField {...studentField(0, 'act')} inputMode="numeric" />
      </div>
    </fieldset>
  );
}

function Money() {
  const { setValue, clearErrors } = useFormContext<Form>();
  const [filedTaxes, hasSavings, hasUtma] = useWatch<
    Form,
    ['students.0.filedTaxes', 'students.0.hasSavings', 'students.0.hasUtma']
  >({ name: ['students.0.filedTaxes', 'students.0.hasSavings', 'students.0.hasUtma'] });
  const clearOnNo = (field: 'taxAmount' | 'savingsAmount' | 'utmaAmount') => (answer: boolean) => {
    if (answer) return;
    setValue(`students.0.${field}`, '', { shouldDirty: true });
    clearErrors(`students.0.${field}`);
  };
  return (
    <div className="mt-6 space-y-6 border-t border-slate-200 pt-6">
      <div className="grid gap-6 md:grid-cols-2">
        <FormYesNo {...studentField(0, 'filedTaxes')} onAnswer={clearOnNo('taxAmount')} />
        {filedTaxes ? <FormMoneyField {...studentField(0, 'taxAmount')} /> : null}
      </div>
      <div className="max-w-md">
        <FormMoneyField {...studentField(0, 'incomeAmount')} suffix="per year" />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <FormYesNo
          name="students.0.hasSavings"
          label="Savings of their own?"
          onAnswer={clearOnNo('savingsAmount')}
        />
        {hasSavings ? <FormMoneyField {...studentField(0, 'savingsAmount')} /> : null}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <FormYesNo
          name="students.0.hasUtma"
          label="A UTMA or UGMA account?"
          onAnswer={clearOnNo('utmaAmount')}
        />
        {hasUtma ? <FormMoneyField {...studentField(0, 'utmaAmount')} /> : null}
      </div>
    </div>
  );
}

/** One student's answers: school and scores, income and savings. */
export function StudentForm({
  profile,
  student,
  canDelete,
}: {
  profile: FamilyProfile;
  student: Student;
  canDelete: boolean;
}) {
  const writes = useFamilyProfileWrites();
  const section = useSectionForm<Form>({
    profile,
    toValues: (p) => ({ students: [studentDraft(p.students.find((s) => s.id === student.id) ?? student)] }),
    schema: heldAt('students.0', studentSchema(['name', 'school', 'money'])),
    save: (v, base, version): Promise<FamilyProfile> =>
      writes.updateStudent.mutateAsync({
        id: student.id,
        input: changedAnswers(
          studentRequest(v.students[0] as StudentDraft),
          studentRequest(base.students[0] as StudentDraft),
        ),
        version,
      }),
    fields: [...FIELDS.map((f) => `students.0.${f}` as const), 'students.0.hasSavings', 'students.0.hasUtma'],
    at: 'students.0.',
  });

  return (
    <FormProvider {...section.form}>
      <form {...section.formProps} aria-label={`${student.name}’s answers`}>
        <div className="grid gap-5 md:grid-cols-3">
          <FormTextField name="students.0.name" label={STUDENT_FIELDS.name.label} />
          <FormSelect
            {...studentField(0, 'graduationYear')}
            options={graduationYearOptions()}
            placeholder="Choose a year"
          />
          <FormSelect
            name="students.0.overallStudentType"
            label={STUDENT_FIELDS.overallStudentType.label}
            options={STUDENT_TYPE_OPTIONS}
            placeholder="Choose"
          />
        </div>
        <Scores />
        <College />
        <Money />
        <div className="mt-6">
          <DependencyQuestions index={0} />
        </div>
        <AutosaveBar section={section} />
        {canDelete ? (
          <DeleteRecord
            name={student.name}
            consequence="Their answers and saved colleges leave the profile. The students after them move up one place."
            id={student.id}
            remove={writes.deleteStudent}
          />
        ) : null}
      </form>
    </FormProvider>
  );
}
