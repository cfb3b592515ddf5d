import { type StaffProfile, UpdateStaffProfileRequestSchema } from '@ccp/contracts';
import { useId } from 'react';
import type { z } from 'zod';
import { AutosaveStatus } from '../../../components/ui/autosave-status';
import { TextField } from '../../../components/ui/text-field';
import { readWithSchema } from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/format';
import { useAutosaveForm } from '../../../lib/use-autosave-form';
import { type StaffKind, useUpdateStaffProfile } from '../api/staff-profile-api';

const AdminSchema = UpdateStaffProfileRequestSchema.omit({ organisation: true });
const WithOrganisationSchema = UpdateStaffProfileRequestSchema.required({ organisation: true });
type FormInput = z.input<typeof UpdateStaffProfileRequestSchema>;
type FormOutput = z.output<typeof UpdateStaffProfileRequestSchema>;
const FIELDS = ['name', 'phone', 'organisation'] as const;

const ORGANISATION_LABEL: Record<StaffKind, string | null> = {
  admin: null,
  agent: 'Organisation',
  professional: 'Institution',
};

interface StaffProfileFormProps {
  kind: StaffKind;
  profile: StaffProfile;
}

export function StaffProfileForm({ kind, profile }: StaffProfileFormProps) {
  const headingId = useId();
  const update = useUpdateStaffProfile(kind);
  const organisationLabel = ORGANISATION_LABEL[kind];
  const schema = organisationLabel ? WithOrganisationSchema : AdminSchema;
  const valuesOf = (p: StaffProfile): FormInput => ({
    name: p.name,
    phone: formatPhone(p.phone),
    ...(organisationLabel ? { organisation: p.organisation ?? '' } : {}),
  });
  const { form, formProps, status, problem, leavePrompt } = useAutosaveForm({
    values: valuesOf(profile),
    read: (values: FormInput) => readWithSchema<FormOutput>(schema, values),
    save: (values: FormOutput) =>
      update.mutateAsync({
        name: values.name,
        phone: values.phone ?? '',
        ...(organisationLabel ? { organisation: values.organisation } : {}),
      }),
    valuesOf,
    fields: FIELDS,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        Edit your details
      </h2>
      <form {...formProps} aria-labelledby={headingId} className="mt-6 space-y-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            hint="10-digit US number. Leave empty to remove it."
            error={errors.phone?.message}
            {...register('phone')}
          />
          {organisationLabel ? (
            <TextField
              label={organisationLabel}
              autoComplete="organization"
              className="md:col-span-2"
              error={errors.organisation?.message}
              {...register('organisation')}
            />
          ) : null}
        </div>
        <div className="border-t border-slate-200 pt-4">
          <AutosaveStatus status={status} problem={problem} what="Your details" />
        </div>
      </form>
      {leavePrompt}
    </section>
  );
}
