import { type ReactNode, type Ref, useImperativeHandle } from 'react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { FamilyDraft } from '../../../domains/family/profile/family-drafts';

interface WizardFormProps {
  defaultValues: FamilyDraft;
  /** The form, for the wizard's Save and Back (answers, highlighted errors, ids of new records). */
  ref: Ref<UseFormReturn<FamilyDraft>>;
  children: ReactNode;
  /** The step's problem message; a "check the highlighted answers" one leaves with the last highlighted answer. */
  problem: ReactNode;
  problemIsValidation: boolean;
}

/**
 * The wizard's one form for the visit (react-hook-form): it loads with the first step that asks questions and
 * then stays, so that Back, even to Welcome, keeps every answer typed.
 */
export function WizardForm({ defaultValues, ref, children, problem, problemIsValidation }: WizardFormProps) {
  const form = useForm<FamilyDraft>({ defaultValues, mode: 'onSubmit' });
  useImperativeHandle(ref, () => form, [form]);
  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <FormProvider {...form}>
      {children}
      {!problemIsValidation || hasFieldErrors ? problem : null}
    </FormProvider>
  );
}
