import type { Role } from '@ccp/contracts/roles';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { loginPath, passwordRecoveryPath } from '../../../lib/role-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { requestPasswordReset } from '../api/auth-api';
import { EmailField } from './account-fields';
import { AuthPanel, authLinkClasses } from './auth-panel';
import type { ForgotPasswordFormSchema } from './forgot-password-schema';

type FormInput = z.input<typeof ForgotPasswordFormSchema>;

/** The schema (and zod) load when the user reaches the form, not with the page. */
const resolver = lazyZodResolver(() =>
  import('./forgot-password-schema').then((m) => m.ForgotPasswordFormSchema),
);

/** Forgot-password page of one role: asks for the email and mails a reset link. */
export function ForgotPasswordPage({ userRole: role }: { userRole: Role }) {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, z.output<typeof ForgotPasswordFormSchema>>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReset(email, `${window.location.origin}${passwordRecoveryPath(role)}`);
      setSentTo(email);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  const footer = (
    <p>
      Remembered it?{' '}
      <Link to={loginPath(role)} className={authLinkClasses}>
        Back to log-in
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthPanel title="Check your email" footer={footer}>
        <div role="status" className="space-y-4 text-sm leading-relaxed text-slate-700">
          <MailCheck aria-hidden="true" className="size-10 text-accent-700" />
          <p>
            If an account exists for <strong className="text-navy-900">{sentTo}</strong>, we have sent it a
            link to choose a new password. The link works for one hour.
          </p>
          <p>No email after a few minutes? Check your spam folder, or ask again.</p>
        </div>
        <Button variant="secondary" className="mt-6 w-full" onClick={() => setSentTo(null)}>
          Send another link
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title="Reset your password"
      description="Enter the email address of your account. We will send you a link to choose a new password."
      footer={footer}
    >
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
        {formError || errors.root ? <Alert tone="error">{formError ?? errors.root?.message}</Alert> : null}
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
          Send reset link
        </Button>
      </form>
    </AuthPanel>
  );
}
