import { InviteFamilyRequestSchema } from '@ccp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { applyServerErrors } from '../../../lib/form-errors';
import { type Inviter, useInviteFamily } from '../api/invitations-api';

type FormInput = z.input<typeof InviteFamilyRequestSchema>;
type FormOutput = z.output<typeof InviteFamilyRequestSchema>;
const FIELDS = ['name', 'email', 'phone'] as const;

/** "Invite a family": name, email and an optional phone; the family gets a link valid for 14 days. */
export function InviteFamilyForm({ inviter }: { inviter: Inviter }) {
  const headingId = useId();
  const invite = useInviteFamily(inviter);
  const { showToast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(InviteFamilyRequestSchema),
    defaultValues: { name: '', email: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const sent = await invite.mutateAsync({ ...values, phone: values.phone || undefined });
      reset();
      showToast(`Invitation sent to ${sent.email}.`, 'success');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        Invite a family
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        They get an email with a link to create their account. The link works once, for 14 days; their family
        is then linked to you.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label="Family name"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="off"
            inputMode="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" busy={isSubmitting}>
            Send invitation
          </Button>
        </div>
      </form>
    </section>
  );
}
