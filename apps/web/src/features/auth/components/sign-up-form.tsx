import type { FormEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { AuthFooterLink, AuthPanel } from './auth-panel';
import { LegalConsent } from './legal-consent';

interface SignUpFormProps<Values extends FieldValues, Output> {
  audience: string;
  title: string;
  description: string;
  /** The log-in page of the same role ("Already have an account? Log in"). */
  loginTo: string;
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** Above the fields: a link that cannot be used, and the server's refusal. */
  invitationNotice: ReactNode;
  formError: ReactNode;
  /** The fields, bound to `form`. */
  children: ReactNode;
}

/** A sign-up page: its card, the fields, "Create account", the legal consent and the way to log in instead. */
export function SignUpForm<Values extends FieldValues, Output>({
  audience,
  title,
  description,
  loginTo,
  form,
  onSubmit,
  invitationNotice,
  formError,
  children,
}: SignUpFormProps<Values, Output>) {
  return (
    <AuthPanel
      audience={audience}
      title={title}
      description={description}
      footer={
        <AuthFooterLink question="Already have an account?" to={loginTo}>
          Log in
        </AuthFooterLink>
      }
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {invitationNotice}
          {formError}
          {children}
          <Button type="submit" size="lg" className="w-full" busy={form.formState.isSubmitting}>
            Create account
          </Button>
          <LegalConsent />
        </form>
      </FormProvider>
    </AuthPanel>
  );
}
