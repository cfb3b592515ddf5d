import { SIGN_UP_LINK_HOURS, type SignUpAccepted } from '@ccp/contracts/accounts';
import { MailCheck } from 'lucide-react';
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
  /** Set once the server mailed a link to finish: the page then says "Check your email". */
  sent: SignUpAccepted | null;
  onStartOver: () => void;
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
  sent,
  onStartOver,
}: SignUpFormProps<Values, Output>) {
  const footer = (
    <AuthFooterLink question="Already have an account?" to={loginTo}>
      Log in
    </AuthFooterLink>
  );
  if (sent) {
    // The same page whether or not the address already had an account: its owner's mail says which (ADR 0043).
    return (
      <AuthPanel audience={audience} title="Check your email" footer={footer}>
        <div role="status" className="space-y-4 text-sm leading-relaxed text-slate-700">
          <MailCheck aria-hidden="true" className="size-10 text-accent-700" />
          <p>
            We sent a message to <strong className="text-navy-900">{sent.email}</strong>. To finish creating
            your account, open the link in it within {SIGN_UP_LINK_HOURS} hours and press “Confirm and
            continue”.
          </p>
          <p>No email after a few minutes? Check your spam folder, or sign up again.</p>
        </div>
        <Button variant="secondary" className="mt-6 w-full" onClick={onStartOver}>
          Use another email
        </Button>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel audience={audience} title={title} description={description} footer={footer}>
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
