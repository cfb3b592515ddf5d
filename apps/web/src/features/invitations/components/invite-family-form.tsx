import { InviteFamilyRequestSchema } from '@ccp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormEmailField, FormPhoneField, FormTextField } from '../../../components/ui/form-fields';
import { useLeaveGuard } from '../../../components/ui/leave-guard';
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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(InviteFamilyRequestSchema),
    defaultValues: { name: '', email: '', phone: '' },
  });
  // An invitation typed and not sent asks before the page is left (ADR 0066).
  const { prompt } = useLeaveGuard({
    unsaved: form.formState.isDirty && !form.formState.isSubmitting,
    description: 'The invitation you started is not sent yet. If you leave, what you typed is lost.',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const sent = await invite.mutateAsync({ ...values, phone: values.phone || undefined });
      form.reset();
      showToast(`Invitation sent to ${sent.email}.`, 'success');
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
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
      {prompt}
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div className="grid gap-4 md:grid-cols-3">
            <FormTextField name="name" label="Family name" />
            <FormEmailField name="email" />
            <FormPhoneField name="phone" />
          </div>
          <div className="flex justify-end">
            <Button type="submit" busy={form.formState.isSubmitting}>
              Send invitation
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
