import { MAX_STUDENTS, YOUNGER_STUDENT_TYPES } from '@ccp/contracts/family-options';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormMoneyField, FormSelect, FormTextField, FormYesNo } from '../../../../components/ui/form-fields';
import { DependencyQuestions } from '../../../../domains/family/profile/dependency-questions';
import { emptyStudent, type FamilyDraft } from '../../../../domains/family/profile/family-drafts';
import {
  graduationYearOptions,
  ordinal,
  STUDENT_TYPE_OPTIONS,
  studentField,
} from '../../../../domains/family/profile/family-fields';
import { moneyRules } from '../../../../lib/money-rules';
import { studentSubStep } from '../../wizard-steps';
import { QuestionGroup } from '../question-group';

interface StudentsStepProps {
  sub: number;
  onRemove: (id: string) => void;
  onCountChange: () => void;
}

/** Step 8, Students: the list of names, then for each student school and scores, then income and savings. */
export function StudentsStep({ sub, onRemove, onCountChange }: StudentsStepProps) {
  const part = studentSubStep(sub);
  if (!part) return <StudentNames onRemove={onRemove} onCountChange={onCountChange} />;
  return part.part === 'school' ? <StudentSchool index={part.index} /> : <StudentMoney index={part.index} />;
}

function StudentNames({ onRemove, onCountChange }: Omit<StudentsStepProps, 'sub'>) {
  const { control } = useFormContext<FamilyDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'students', keyName: 'key' });
  const full = fields.length >= MAX_STUDENTS;
  return (
    <QuestionGroup
      title="Who is going to college"
      intro={`Add each child who will go to college, up to ${MAX_STUDENTS}. Next we ask about each one in turn.`}
    >
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.key} className="flex items-end gap-3">
            <FormTextField
              name={`students.${index}.name`}
              label={`${ordinal(index + 1)} student’s name`}
              className="flex-1"
            />
            {fields.length > 1 ? (
              <Button
                variant="ghost"
                className="mb-px text-red-700 hover:bg-red-50"
                aria-label={`Remove the ${ordinal(index + 1)} student`}
                onClick={() => {
                  if (field.id) onRemove(field.id);
                  remove(index);
                  onCountChange();
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">Remove</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {full ? (
        <Alert tone="info">
          A family can have at most {MAX_STUDENTS} students ({ordinal(1)} to {ordinal(MAX_STUDENTS)}). Remove
          one to add another.
        </Alert>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            append(emptyStudent());
            onCountChange();
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add another student
        </Button>
      )}
    </QuestionGroup>
  );
}

function useStudentName(index: number): string {
  const name = useWatch<FamilyDraft, `students.${number}.name`>({ name: `students.${index}.name` });
  return name?.trim() || `${ordinal(index + 1)} student`;
}

function StudentSchool({ index }: { index: number }) {
  const name = useStudentName(index);
  const type = useWatch<FamilyDraft, `students.${number}.overallStudentType`>({
    name: `students.${index}.overallStudentType`,
  });
  const younger = type !== '' && YOUNGER_STUDENT_TYPES.includes(type);
  return (
    <QuestionGroup
      title={`${name}: school and scores`}
      intro="The graduation year tells us which aid year applies. Scores help match colleges; they do not change the SAI."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <FormSelect
          {...studentField(index, 'graduationYear')}
          options={graduationYearOptions()}
          placeholder="Choose a year"
        />
        <FormSelect
          {...studentField(index, 'overallStudentType')}
          options={STUDENT_TYPE_OPTIONS}
          placeholder="Choose"
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">
          {younger ? 'Enter hypothetical scores (optional)' : 'Grades and test scores (optional)'}
        </legend>
        <p className="mt-1 text-sm text-slate-600">
          {younger
            ? 'No real scores yet? Enter what you expect, to see which colleges could fit. You can update them later.'
            : 'Leave a score empty if the student has not taken the test.'}
        </p>
        <div className="mt-4 grid gap-5 sm:grid-cols-3">
          <FormTextField {...studentField(index, 'gpa')} inputMode="decimal" />
          <FormTextField {...studentField(index, 'sat')} inputMode="numeric" />
          <FormTextField {...studentField(index, 'act')} inputMode="numeric" />
        </div>
      </fieldset>
      <DependencyQuestions index={index} />
    </QuestionGroup>
  );
}

function StudentMoney({ index }: { index: number }) {
  const name = useStudentName(index);
  const { setValue, clearErrors } = useFormContext<FamilyDraft>();
  const [filedTaxes, hasSavings, hasUtma] = useWatch<
    FamilyDraft,
    [`students.${number}.filedTaxes`, `students.${number}.hasSavings`, `students.${number}.hasUtma`]
  >({ name: [`students.${index}.filedTaxes`, `students.${index}.hasSavings`, `students.${index}.hasUtma`] });
  const clearOnNo =
    (field: 'taxAmount' | 'savingsAmount' | 'utmaAmount') =>
    (answer: boolean): void => {
      if (answer) return;
      setValue(`students.${index}.${field}`, '');
      clearErrors(`students.${index}.${field}`);
    };
  const at = (field: string) => `students.${index}.${field}`;
  return (
    <QuestionGroup
      title={`${name}: income and savings`}
      intro={`A student’s own money counts more than the parents’: the FAFSA takes ${moneyRules().studentAssetPercent}% of student savings each year.`}
    >
      <FormYesNo {...studentField(index, 'filedTaxes')} onAnswer={clearOnNo('taxAmount')} />
      {filedTaxes ? <FormMoneyField {...studentField(index, 'taxAmount')} className="max-w-md" /> : null}
      <FormMoneyField {...studentField(index, 'incomeAmount')} suffix="per year" className="max-w-md" />
      <FormYesNo
        name={at('hasSavings')}
        label={`Does ${name} have savings of their own?`}
        onAnswer={clearOnNo('savingsAmount')}
      />
      {hasSavings ? <FormMoneyField {...studentField(index, 'savingsAmount')} className="max-w-md" /> : null}
      <FormYesNo
        name={at('hasUtma')}
        label={`Is there a UTMA or UGMA account in ${name}’s name?`}
        hint="A custodial account opened for the child by a parent or grandparent."
        onAnswer={clearOnNo('utmaAmount')}
      />
      {hasUtma ? <FormMoneyField {...studentField(index, 'utmaAmount')} className="max-w-md" /> : null}
    </QuestionGroup>
  );
}
