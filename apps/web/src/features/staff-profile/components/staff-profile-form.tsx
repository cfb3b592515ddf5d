import { type StaffProfile, UpdateStaffProfileRequestSchema } from '@ccp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/format';
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
  const { showToast } = useToast();
  const update = useUpdateStaffProfile(kind);
  const [formError, setFormError] = useState<string | null>(null);
  const organisationLabel = ORGANISATION_LABEL[kind];
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(organisationLabel ? WithOrganisationSchema : AdminSchema),
    defaultValues: {
      name: profile.name,
      phone: formatPhone(profile.phone),
      ...(organisationLabel ? { organisation: profile.organisation ?? '' } : {}),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync({
        name: values.name,
        phone: values.phone ?? '',
        ...(organisationLabel ? { organisation: values.organisation } : {}),
      });
      reset({
        name: saved.name,
        phone: formatPhone(saved.phone),
        ...(organisationLabel ? { organisation: saved.organisation ?? '' } : {}),
      });
      showToast('Your profile has been saved.', 'success');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        Edit your details
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
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
        <div className="flex justify-end">
          <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
            Save changes
          </Button>
        </div>
      </form>
    </section>
  );
}
