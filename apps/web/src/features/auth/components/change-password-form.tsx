import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { changePassword } from '../api/auth-api';
import { ConfirmPasswordField, CurrentPasswordField, NewPasswordField } from './account-fields';
import { MISMATCH, matchingPasswords, NewPasswordFields } from './new-password-schema';

const FormSchema = z
  .object({ currentPassword: z.string().min(1, 'Enter your current password.'), ...NewPasswordFields })
  .refine(matchingPasswords, MISMATCH)
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: 'Choose a password different from the current one.',
    path: ['newPassword'],
  });
type FormInput = z.input<typeof FormSchema>;

/** Wrong current password: better-auth answers 400 INVALID_PASSWORD (or 401). */
const WRONG_CURRENT_CODES = new Set(['INVALID_PASSWORD', 'INVALID_CREDENTIALS']);

/** Change password: current + new + confirm. Other sessions are signed out. */
export function ChangePasswordForm() {
  const headingId = useId();
  const { showToast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { register, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changePassword(currentPassword, newPassword);
      form.reset();
      showToast('Your password has been changed.', 'success');
    } catch (error) {
      if (isApiError(error) && (WRONG_CURRENT_CODES.has(error.code) || error.fields.currentPassword)) {
        setError(
          'currentPassword',
          {
            type: 'server',
            message: error.fields.currentPassword ?? 'Your current password is not correct.',
          },
          { shouldFocus: true },
        );
        return;
      }
      if (isApiError(error) && error.fields.newPassword) {
        setError('newPassword', { type: 'server', message: error.fields.newPassword }, { shouldFocus: true });
        return;
      }
      setFormError(errorMessage(error));
    }
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        After the change, you stay logged in here and every other device is logged out.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <CurrentPasswordField
          label="Current password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <NewPasswordField
            label="New password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" busy={isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
