import type { SignUpAccepted } from '@ccp/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { homePath } from '../../../lib/role-paths';
import { sessionQuery } from '../../../lib/session';
import type { SignUpOutcome } from '../api/auth-api';
import { EmailTakenAlert } from './email-taken-alert';

interface AccountCreationOptions<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  /** The form's fields, which the server's field errors are shown under. */
  fields: readonly Path<Values>[];
  /** Server field names that stand for another field of the form. */
  rename?: Record<string, Path<Values>>;
  /** The log-in page offered when the email already has an account. */
  loginTo: string;
}

/**
 * The submit of a sign-up form. With an invitation link the account is made at once: the user is signed in and
 * their home opens. Otherwise the server mails a link to finish (`sent`: the page says "Check your email"). The
 * server's field errors go under their fields, a taken email (invitations only) gets a way to log in, anything
 * else an alert above the form.
 */
export function useAccountCreation<Values extends FieldValues>({
  setError,
  fields,
  rename,
  loginTo,
}: AccountCreationOptions<Values>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<ReactNode>(null);
  const [sent, setSent] = useState<SignUpAccepted | null>(null);

  async function create(send: () => Promise<SignUpOutcome>) {
    setFormError(null);
    try {
      const outcome = await send();
      if (outcome.kind === 'check-email') {
        setSent(outcome.sent);
        return;
      }
      queryClient.setQueryData(sessionQuery().queryKey, outcome.me);
      navigate(homePath(outcome.me), { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, setError, fields, rename);
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setFormError(<EmailTakenAlert message={error.fields.email ?? error.message} loginTo={loginTo} />);
      } else if (message) {
        setFormError(<Alert tone="error">{message}</Alert>);
      }
    }
  }

  return { formError, create, sent, startOver: () => setSent(null) };
}
