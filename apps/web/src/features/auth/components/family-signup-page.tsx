import { FamilySignUpRequestSchema } from '@ccp/contracts/accounts';
import { US_STATES } from '@ccp/contracts/us-states';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { loginPath } from '../../../lib/role-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signUp } from '../api/auth-api';
import { EmailField, NewPasswordField } from './account-fields';
import { AuthPanel, authLinkClasses } from './auth-panel';
import { LegalConsent } from './legal-consent';
import { useAccountCreation } from './use-account-creation';

const FormSchema = FamilySignUpRequestSchema;
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const FIELDS = ['name', 'email', 'password', 'state', 'couponCode'] as const;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** Family sign-up (/family/signup and /signup). */
export function FamilySignUpPage() {
  useDocumentTitle('Create your family account');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: '', email: '', password: '', state: undefined },
  });

  const { formError, create } = useAccountCreation({
    setError,
    fields: FIELDS,
    loginTo: loginPath('family'),
  });
  const onSubmit = handleSubmit((values) => create(() => signUp('family', values)));

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
        <EmailField error={errors.email?.message} {...register('email')} />
        <Select
          label="State of residence"
          placeholder="Choose your state (optional)"
          options={STATE_OPTIONS}
          tooltip="Public colleges usually charge lower tuition to residents of their own state, so your state changes the cost of attendance we show you."
          error={errors.state?.message}
          {...register('state', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
        />
        <NewPasswordField error={errors.password?.message} {...register('password')} />
        <TextField
          label="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Optional: the code from your advisor or an offer."
          error={errors.couponCode?.message}
          {...register('couponCode', {
            setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
          })}
        />
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
          Create account
        </Button>
        <LegalConsent />
      </form>
    </AuthPanel>
  );
}
