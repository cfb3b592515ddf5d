import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import type { DraftErrors } from '../../../lib/family-drafts';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatSai } from '../../../lib/format';

interface SectionFormOptions<T extends FieldValues> {
  /** The saved values; when they change (a save here or elsewhere), the form follows unless it has edits. */
  values: T;
  validate: (values: T) => DraftErrors;
  save: (values: T) => Promise<FamilyProfile>;
  /** Server field names -> form paths (e.g. annualIncome -> annualIncome). */
  fields: readonly Path<T>[];
  rename?: Readonly<Record<string, Path<T>>>;
}

/**
 * One profile section's form: checked with the same rules as the server before sending, saved on submit,
 * server field errors shown under their fields, and a toast with the SAI after the save.
 */
export function useSectionForm<T extends FieldValues>({
  values,
  validate,
  save,
  fields,
  rename,
}: SectionFormOptions<T>) {
  const form = useForm<T>({ defaultValues: values as DefaultValues<T> });
  const { showToast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const serialized = JSON.stringify(values);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for the saved values
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(values);
  }, [serialized]);

  const onSubmit = form.handleSubmit(async (current) => {
    setProblem(null);
    form.clearErrors();
    const errors = Object.entries(validate(current));
    if (errors.length > 0) {
      errors.forEach(([path, message], i) => {
        form.setError(path as Path<T>, { type: 'manual', message }, { shouldFocus: i === 0 });
      });
      setProblem('Please check the highlighted answers.');
      return;
    }
    try {
      const profile = await save(current);
      form.reset(current);
      showToast(
        profile.federalSai === null
          ? 'Saved.'
          : `Saved. Your federal SAI is now ${formatSai(profile.federalSai)}.`,
        'success',
      );
    } catch (error) {
      const message = applyServerErrors(error, form.setError, fields, rename);
      setProblem(message ?? (isApiError(error) ? error.message : null));
    }
  });

  return {
    form,
    onSubmit,
    problem,
    reset: () => {
      setProblem(null);
      form.reset(values);
    },
  };
}
