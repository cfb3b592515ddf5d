import { type StaffListItem, TextSchema } from '@ccp/contracts';
import { EmailSchema, PersonNameSchema, PhoneSchema } from '@ccp/contracts/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormEmailField, FormPhoneField, FormTextField } from '../../../components/ui/form-fields';
import { useDiscardPrompt } from '../../../components/ui/leave-guard';
import { useToast } from '../../../components/ui/toast';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/format';
import { type StaffKind, useInviteStaff, useUpdateStaff } from '../api/staff-api';
import { STAFF_COPY } from './staff-copy';

const organisation = TextSchema.trim()
  .min(2, 'Enter the organisation (at least 2 characters).')
  .max(160, 'That organisation name is too long (160 characters at most).');
const optionalOrganisation = z.union([z.literal(''), organisation]);
const baseFields = { name: PersonNameSchema, phone: PhoneSchema.optional() };
const SCHEMAS = {
  inviteAgent: z.object({ ...baseFields, email: EmailSchema, organisation }),
  inviteProfessional: z.object({ ...baseFields, email: EmailSchema, organisation: optionalOrganisation }),
  edit: z.object({ ...baseFields, email: z.string(), organisation }),
};
type FormSchema = typeof SCHEMAS.inviteAgent;
type FormInput = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;
const FIELDS = ['name', 'email', 'phone', 'organisation'] as const;

interface StaffFormDialogProps {
  kind: StaffKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being edited; none: a new member is invited. */
  member: StaffListItem | null;
}

/**
 * Add a member by invitation (name, email, phone, organisation) or edit one (name, phone, organisation): one
 * submit, as every dialog; closing it with changes not sent asks first.
 */
export function StaffFormDialog({ kind, open, onOpenChange, member }: StaffFormDialogProps) {
  const copy = STAFF_COPY[kind];
  const invite = useInviteStaff(kind);
  const update = useUpdateStaff(kind);
  const { showToast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = member ? SCHEMAS.edit : kind === 'agent' ? SCHEMAS.inviteAgent : SCHEMAS.inviteProfessional;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema as FormSchema),
    values: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone: formatPhone(member?.phone),
      organisation: member?.organisation ?? '',
    },
  });

  function close() {
    setFormError(null);
    form.reset();
    onOpenChange(false);
  }
  // Closing with changes not sent asks first (docs/decisions/0066).
  const { prompt, requestClose } = useDiscardPrompt(
    form.formState.isDirty && !form.formState.isSubmitting,
    close,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const phone = values.phone || undefined;
    try {
      if (member) {
        await update.mutateAsync({
          id: member.id,
          body: { name: values.name, phone: phone ?? '', organisation: values.organisation },
        });
        showToast(`${values.name} was saved.`, 'success');
      } else {
        const sent = await invite.mutateAsync({
          name: values.name,
          email: values.email,
          phone,
          organisation: values.organisation || undefined,
        });
        showToast(`Invitation sent to ${sent.email}.`, 'success');
      }
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
      title={member ? `Edit ${member.name}` : copy.add}
      description={
        member
          ? undefined
          : `They get an email with a link to create their account (it works once, for 14 days); until then the list shows them as invited.`
      }
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {prompt}
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <FormTextField name="name" label="Name" />
          <FormEmailField
            name="email"
            readOnly={member !== null}
            hint={member ? 'The email is the log-in: it cannot be changed here.' : undefined}
          />
          <FormPhoneField name="phone" hint="10-digit US number." />
          <FormTextField
            name="organisation"
            label={kind === 'professional' && !member ? `${copy.organisation} (optional)` : copy.organisation}
          />
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" busy={form.formState.isSubmitting}>
              {member ? 'Save changes' : 'Send invitation'}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
