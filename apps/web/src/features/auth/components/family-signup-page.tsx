import { FamilySignUpRequestSchema } from '@ccp/contracts/accounts';
import { US_STATES } from '@ccp/contracts/us-states';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormTextField } from '../../../components/ui/form-fields';
import { Select } from '../../../components/ui/select';
import {
  ESTIMATE_DRAFT_PARAM,
  estimateDraftQuery,
  forgetEstimateDraft,
} from '../../../domains/family/profile/estimate-draft';
import { isApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/hydration';
import { loginPath } from '../../../lib/role-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signUp } from '../api/auth-api';
import { NewPasswordField } from './account-fields';
import { AccountIdentityFields } from './account-identity-fields';
import { SignUpForm } from './sign-up-form';
import { useAccountCreation } from './use-account-creation';
import { useInvitation } from './use-invitation';

const FormSchema = FamilySignUpRequestSchema;
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const FIELDS = ['name', 'email', 'password', 'state', 'couponCode'] as const;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** Family sign-up (/family/signup and /signup). */
export function FamilySignUpPage() {
  useDocumentTitle('Create your family account');
  const invitation = useInvitation('family');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: '', email: '', password: '', state: undefined },
  });
  const { preview } = invitation;
  const { formError, create, sent, startOver } = useAccountCreation({
    setError: form.setError,
    fields: FIELDS,
    loginTo: loginPath('family'),
  });
  // The two-minute estimate's answers ("Keep going"): a server-side draft the address names, read again on a reload.
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const draftId = params.get(ESTIMATE_DRAFT_PARAM);
  const draft = useQuery({ ...estimateDraftQuery(draftId), enabled: hydrated && draftId !== null });
  const carried = draft.data?.answers ?? null;
  const dropDraft = () => {
    const next = new URLSearchParams(params);
    next.delete(ESTIMATE_DRAFT_PARAM);
    setParams(next, { replace: true });
  };
  const onSubmit = form.handleSubmit((values) =>
    create(async () => {
      const outcome = await signUp('family', {
        ...values,
        ...(invitation.token ? { inviteToken: invitation.token } : {}),
        ...(carried ? { quickEstimate: carried } : {}),
      });
      // The server holds the answers now (with the account, or with the sign-up until its link is used).
      if (draftId) void forgetEstimateDraft(draftId);
      return outcome;
    }),
  );

  return (
    <SignUpForm
      audience="Families"
      title="Create your family account"
      description="Free to start. Build your household profile once, then see your Student Aid Index and what each college may really cost you."
      loginTo={loginPath('family')}
      form={form}
      onSubmit={onSubmit}
      invitationNotice={invitation.notice}
      formError={formError}
      sent={sent}
      onStartOver={startOver}
    >
      {carried ? (
        <Alert tone="info" title="Your estimate’s answers come with you">
          <p>
            Your eight answers fill your household profile, so the onboarding opens with them. They are kept
            for an hour, so reloading this page keeps them.
          </p>
          <button
            type="button"
            className="mt-1 font-semibold underline underline-offset-4"
            onClick={() => {
              if (draftId) void forgetEstimateDraft(draftId);
              dropDraft();
            }}
          >
            Start without them
          </button>
        </Alert>
      ) : draftId !== null && draft.isError ? (
        <Alert tone="info" title="Your estimate’s answers are no longer here">
          <p>
            {isApiError(draft.error) && draft.error.status === 404
              ? 'They are kept for an hour after the estimate, and that hour has passed. You can sign up now and answer the questions in the onboarding, or make a new estimate first.'
              : 'We could not load them just now. Reload the page to try again, or sign up and answer the questions in the onboarding.'}
          </p>
          <button
            type="button"
            className="mt-1 font-semibold underline underline-offset-4"
            onClick={dropDraft}
          >
            Sign up without them
          </button>
        </Alert>
      ) : null}
      <AccountIdentityFields
        preview={preview}
        nameHint="The parent or guardian who will manage the family's plan."
      />
      <Select
        label="State of residence"
        placeholder="Choose your state (optional)"
        options={STATE_OPTIONS}
        tooltip="Public colleges usually charge lower tuition to residents of their own state, so your state changes the cost of attendance we show you."
        error={form.formState.errors.state?.message}
        {...form.register('state', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
      />
      <NewPasswordField error={form.formState.errors.password?.message} {...form.register('password')} />
      <FormTextField
        name="couponCode"
        label="Coupon code"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Optional: the code from your advisor or an offer."
        setValueAs={(value) => (value.trim() === '' ? undefined : value)}
      />
    </SignUpForm>
  );
}
