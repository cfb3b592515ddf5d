import type { Role } from '@ccp/contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/hydration';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-path';
import {
  forgotPasswordPath,
  homePath,
  loginPath,
  ROLE_LABEL,
  roleWithArticle,
  signUpPath,
} from '../../../lib/role-paths';
import { sessionQuery } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signInWithEmail, signOutOnServer } from '../api/auth-api';
import { useClearClientState } from '../api/use-sign-out';
import { CurrentPasswordField, EmailField } from './account-fields';
import { AuthFooterLink, AuthPanel, authLinkClasses } from './auth-panel';
import type { LoginFormSchema } from './login-form-schema';

type LoginForm = z.input<typeof LoginFormSchema>;

/** The schema (and zod) load when the user reaches the form, not with the page. */
const resolver = lazyZodResolver(() => import('./login-form-schema').then((m) => m.LoginFormSchema));

const COPY: Record<Role, { audience: string; title: string; description: string }> = {
  family: {
    audience: 'Families',
    title: 'Log in to your family account',
    description: 'Pick up where you left off: your Student Aid Index, your colleges and your cost estimates.',
  },
  admin: {
    audience: 'Administrators',
    title: 'Administrator log-in',
    description: 'Manage families, advisors, colleges and coupon codes.',
  },
  financial_agent: {
    audience: 'Financial agents',
    title: 'Log in as a financial agent',
    description: 'See the families you advise and the plans you are building with them.',
  },
  admission_professional: {
    audience: 'Admission professionals',
    title: 'Log in as an admission professional',
    description: 'Invite families and follow the families you work with.',
  },
};

/** Log-in page of one role (docs/product-spec.md §2): fields "Email" and "Password", button "Log in". */
export function LoginPage({ userRole: role }: { userRole: Role }) {
  const copy = COPY[role];
  useDocumentTitle(copy.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearClientState = useClearClientState();
  const [formError, setFormError] = useState<ReactNode>(null);
  // The page a signed-out user opened (app/routes/guards.tsx); read once the app runs, as the pre-rendered page
  // has no query.
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const returnTo = hydrated ? safeReturnPath(params.get(RETURN_PARAM), role) : null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, z.output<typeof LoginFormSchema>>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      const me = await signInWithEmail(email, password);
      if (me.user.role !== role) {
        // The account belongs to another role: do not keep it signed in here.
        await signOutOnServer().catch(() => undefined);
        clearClientState();
        const otherRole = me.user.role;
        setFormError(
          <>
            This is {roleWithArticle(otherRole)} account, so it cannot log in here. Please use the{' '}
            <Link to={loginPath(otherRole)} className="font-semibold underline underline-offset-4">
              {ROLE_LABEL[otherRole]} log-in page
            </Link>
            .
          </>,
        );
        return;
      }
      queryClient.setQueryData(sessionQuery().queryKey, me);
      navigate(returnTo ?? homePath(me), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  const signUp = signUpPath(role);
  return (
    <AuthPanel
      audience={copy.audience}
      title={copy.title}
      description={copy.description}
      footer={
        <>
          {signUp ? (
            <AuthFooterLink question="New to College Cost Planner?" to={signUp}>
              Create an account
            </AuthFooterLink>
          ) : null}
          {role === 'family' ? (
            <p className="text-slate-600">
              Advising families? Log in as a{' '}
              <Link to={loginPath('financial_agent')} className={authLinkClasses}>
                financial agent
              </Link>{' '}
              or an{' '}
              <Link to={loginPath('admission_professional')} className={authLinkClasses}>
                admission professional
              </Link>
              .
            </p>
          ) : null}
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
        {returnTo && !formError ? (
          <Alert tone="info" title="Please log in to open that page.">
            You will go straight to it after logging in.
          </Alert>
        ) : null}
        {formError || errors.root ? <Alert tone="error">{formError ?? errors.root?.message}</Alert> : null}
        <EmailField error={errors.email?.message} {...register('email')} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <p className="-mt-2 text-right text-sm">
          <Link to={forgotPasswordPath(role)} className={authLinkClasses}>
            Forgot password?
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
          Log in
        </Button>
      </form>
    </AuthPanel>
  );
}
