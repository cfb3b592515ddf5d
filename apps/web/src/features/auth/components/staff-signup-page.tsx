import { AgentSignUpRequestSchema, ProfessionalSignUpRequestSchema } from '@ccp/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormPhoneField, FormTextField } from '../../../components/ui/form-fields';
import { loginPath } from '../../../lib/role-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type SignUpBody, signUp } from '../api/auth-api';
import { NewPasswordField } from './account-fields';
import { AccountIdentityFields } from './account-identity-fields';
import { SignUpForm } from './sign-up-form';
import { useAccountCreation } from './use-account-creation';
import { useInvitation } from './use-invitation';

/** One form for both advisor roles; the organisation field is the agent's organisation or the professional's institution. */
const FormSchema = AgentSignUpRequestSchema;
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const FIELDS = ['name', 'email', 'password', 'organisation', 'phone'] as const;

type StaffKind = 'agent' | 'professional';

const COPY: Record<
  StaffKind,
  {
    audience: string;
    title: string;
    description: string;
    orgLabel: string;
    orgHint: string;
    role: 'financial_agent' | 'admission_professional';
  }
> = {
  agent: {
    audience: 'Financial agents',
    title: 'Create your financial agent account',
    description:
      'Invite the families you advise, see their plans in one place and prepare case studies with them.',
    orgLabel: 'Organisation',
    orgHint: 'The firm or practice you advise families for.',
    role: 'financial_agent',
  },
  professional: {
    audience: 'Admission professionals',
    title: 'Create your admission professional account',
    description: 'Invite families to plan their college costs and follow the families you work with.',
    orgLabel: 'Institution',
    orgHint: 'The school, college or counseling office you work for.',
    role: 'admission_professional',
  },
};

function toBody(kind: StaffKind, values: FormOutput, inviteToken: string | null): SignUpBody {
  const phone = values.phone ? values.phone : undefined;
  const invite = inviteToken ? { inviteToken } : {};
  if (kind === 'agent') return { ...values, phone, ...invite };
  const { organisation, ...rest } = values;
  return ProfessionalSignUpRequestSchema.parse({ ...rest, phone, institution: organisation, ...invite });
}

/** Sign-up of a financial agent (/agent/signup) or an admission professional (/admission-professional/signup). */
export function StaffSignUpPage({ kind }: { kind: StaffKind }) {
  const copy = COPY[kind];
  useDocumentTitle(copy.title);
  const invitation = useInvitation(copy.role);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: '', email: '', password: '', organisation: '', phone: '' },
  });
  const { preview } = invitation;
  // An agent joins the organisation the administrator named; a professional may correct its institution.
  const organisationLocked = preview !== null && kind === 'agent' && preview.organisation !== null;
  const { setValue, getValues } = form;
  useEffect(() => {
    if (preview?.organisation && !getValues('organisation')) setValue('organisation', preview.organisation);
  }, [preview, setValue, getValues]);

  const { formError, create, sent, startOver } = useAccountCreation({
    setError: form.setError,
    fields: FIELDS,
    rename: { institution: 'organisation' },
    loginTo: loginPath(copy.role),
  });
  const onSubmit = form.handleSubmit((values) =>
    create(() => signUp(kind, toBody(kind, values, invitation.token))),
  );

  return (
    <SignUpForm
      audience={copy.audience}
      title={copy.title}
      description={copy.description}
      loginTo={loginPath(copy.role)}
      form={form}
      onSubmit={onSubmit}
      invitationNotice={invitation.notice}
      formError={formError}
      sent={sent}
      onStartOver={startOver}
    >
      <AccountIdentityFields preview={preview} />
      <FormTextField
        name="organisation"
        label={copy.orgLabel}
        autoComplete="organization"
        hint={organisationLocked ? 'Set by the administrator who invited you.' : copy.orgHint}
        readOnly={organisationLocked}
      />
      <FormPhoneField
        name="phone"
        autoComplete="tel-national"
        hint="10-digit US number, like (555) 123-4567."
      />
      <NewPasswordField error={form.formState.errors.password?.message} {...form.register('password')} />
    </SignUpForm>
  );
}
