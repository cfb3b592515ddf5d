import type { InvitationPreview } from '@ccp/contracts/invitations';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormEmailField, FormTextField } from '../../../components/ui/form-fields';

interface Identity {
  name: string;
  email: string;
}

/**
 * A sign-up's "Your full name" and "Email", bound to the surrounding form. An invitation fills both and locks
 * the email (the name stays the user's to correct).
 */
export function AccountIdentityFields({
  preview,
  nameHint,
}: {
  preview: InvitationPreview | null;
  nameHint?: string;
}) {
  const { setValue, getValues } = useFormContext<Identity>();
  useEffect(() => {
    if (!preview) return;
    setValue('email', preview.email);
    if (!getValues('name')) setValue('name', preview.name);
  }, [preview, setValue, getValues]);
  return (
    <>
      <FormTextField name="name" label="Your full name" autoComplete="name" hint={nameHint} />
      <FormEmailField
        name="email"
        autoComplete="email"
        readOnly={preview !== null}
        hint={preview ? 'The address your invitation was sent to: it cannot be changed.' : undefined}
      />
    </>
  );
}
