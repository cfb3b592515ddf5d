import type { Role } from '@ccp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { forgotPasswordPath, loginPath } from '../../../lib/role-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { resetPassword } from '../api/auth-api';
import { ConfirmPasswordField, NewPasswordField } from './account-fields';
import { AuthPanel, authLinkClasses } from './auth-panel';
import { MISMATCH, matchingPasswords, NewPasswordFields } from './new-password-schema';

const FormSchema = z.object(NewPasswordFields).refine(matchingPasswords, MISMATCH);
type FormInput = z.input<typeof FormSchema>;

/** Password-recovery page of one role: the link of the reset email opens it with ?token=… */
export function PasswordRecoveryPage({ userRole: role }: { userRole: Role }) {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<ReactNode>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const askAgain = (
    <Link to={forgotPasswordPath(role)} className="font-semibold underline underline-offset-4">
      Ask for a new reset link
    </Link>
  );

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await resetPassword(token, newPassword);
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') {
        setFormError(
          <>
            {error.message} {askAgain}
          </>,
        );
        return;
      }
      const message = applyServerErrors(error, setError, ['newPassword'], { password: 'newPassword' });
      if (message) setFormError(message);
    }
  });

  if (done) {
    return (
      <AuthPanel title="Your password has been changed">
        <Alert tone="success">You can now log in with your new password.</Alert>
        <Link to={loginPath(role)} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          Go to log-in
        </Link>
      </AuthPanel>
    );
  }

  if (!token) {
    return (
      <AuthPanel title="Choose a new password">
        <Alert tone="error">
          This page opens from the link in your password reset email, and that link is missing here.{' '}
          {askAgain}
        </Alert>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title="Choose a new password"
      description="Pick a password you do not use anywhere else. After saving it, log in again on every device."
      footer={
        <p>
          <Link to={loginPath(role)} className={authLinkClasses}>
            Back to log-in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <NewPasswordField
          label="New password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
          Save new password
        </Button>
      </form>
    </AuthPanel>
  );
}
