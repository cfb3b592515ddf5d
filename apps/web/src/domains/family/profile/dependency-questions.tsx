import { DEPENDENCY_KEYS, DEPENDENCY_LABELS } from '@ccp/contracts/family-options';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormMoneyField, FormTextField } from '../../../components/ui/form-fields';
import type { FamilyDraft } from './family-drafts';
import { DEPENDENCY_HELP, studentField } from './family-fields';

/**
 * The FAFSA's dependency questions for one student, in its order: any Yes (or 24 by January 1 of the award year)
 * makes the student independent — the FAFSA then uses the student's own (and spouse's) income and assets. An
 * independent student's spouse and household are asked here too.
 */
export function DependencyQuestions({ index }: { index: number }) {
  const { register } = useFormContext<FamilyDraft>();
  const answers = useWatch<FamilyDraft, `students.${number}.dependency`>({
    name: `students.${index}.dependency`,
  });
  const id = (key: string) => `student-${index}-dependency-${key}`;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-sm font-bold text-navy-900">Dependent or independent (FAFSA)</legend>
      <p className="text-sm leading-relaxed text-slate-600">
        Most students are dependent: the FAFSA counts their parents. It counts the student’s own income
        instead when the student was born before January 1 of the year college starts less 23 (24 by then), or
        any of these is true. Leave them unticked if none applies.
      </p>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <FormTextField {...studentField(index, 'birthYear')} inputMode="numeric" className="md:max-w-40" />
      </div>
      <ul className="mt-4 space-y-3">
        {DEPENDENCY_KEYS.map((key) => (
          <li key={key} className="flex items-start gap-3">
            <input
              id={id(key)}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-navy-700"
              aria-describedby={`${id(key)}-why`}
              {...register(`students.${index}.dependency.${key}`)}
            />
            <div>
              <label htmlFor={id(key)} className="text-sm font-medium text-slate-800">
                {DEPENDENCY_LABELS[key]}
              </label>
              <p id={`${id(key)}-why`} className="text-xs leading-relaxed text-slate-600">
                {DEPENDENCY_HELP[key]}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {answers?.married || answers?.supportsDependants ? (
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          {answers?.married ? (
            <FormMoneyField {...studentField(index, 'spouseIncomeAmount')} suffix="per year" />
          ) : null}
          <FormTextField
            {...studentField(index, 'householdSize')}
            inputMode="numeric"
            className="md:max-w-40"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
