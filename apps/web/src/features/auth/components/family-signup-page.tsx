import { FamilySignUpRequestSchema } from '@ccp/contracts/accounts';
import { US_STATES } from '@ccp/contracts/us-states';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { homePath, loginPath } from '../../../lib/role-paths';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signUp } from '../api/auth-api';
import { AuthPanel, authLinkClasses } from './auth-panel';
import { EmailTakenAlert } from './email-taken-alert';
import { LegalConsent } from './legal-consent';

const FormSchema = FamilySignUpRequestSchema;
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const FIELDS = ['name', 'email', 'password', 'state'] as const;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** Family sign-up (/family/signup and /signup). */
export function FamilySignUpPage() {
  useDocumentTitle('Create your family account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<ReactNode>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: '', email: '', password: '', state: undefined },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const me = await signUp('family', values);
      queryClient.setQueryData(SESSION_QUERY_KEY, me);
      navigate(homePath(me), { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, setError, FIELDS);
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setFormError(
          <EmailTakenAlert message={error.fields.email ?? error.message} loginTo={loginPath('family')} />,
        );
      } else if (message) {
        setFormError(<Alert tone="error">{message}</Alert>);
      }
    }
  });

  return (
    <AuthPanel
      audience="Families"
      title="Create your family account"
      description="Free to start. Build your household profile once, then see your Student Aid Index and what each college may really cost you."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={loginPath('family')} className={authLinkClasses}>
            Log in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError}
        <TextField
          label="Your full name"
          autoComplete="name"
          hint="The parent or guardian who will manage the family's plan."
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Select
          label="State of residence"
          placeholder="Choose your state (optional)"
          options={STATE_OPTIONS}
          tooltip="Public colleges usually charge lower tuition to residents of their own state, so your state changes the cost of attendance we show you."
          error={errors.state?.message}
          {...register('state', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
          Create account
        </Button>
        <LegalConsent />
      </form>
    </AuthPanel>
  );
}
