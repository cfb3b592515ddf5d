import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { homePath } from '../../../lib/role-paths';
import { sessionQuery } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmSignUp } from '../api/auth-api';
import { AuthPanel } from './auth-panel';
import { EmailTakenAlert } from './email-taken-alert';

const signUpAgain = (
  <Link to="/family/signup" className="font-semibold underline underline-offset-4">
    Sign up again
  </Link>
);

/**
 * /signup/confirm?token=…, opened from the link mailed at sign-up (ADR 0043). The account is created only when
 * the button is pressed, never on opening the page: a mail scanner that follows links creates nothing.
 */
export function ConfirmSignUpPage() {
  useDocumentTitle('Finish creating your account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const me = await confirmSignUp(token);
      queryClient.setQueryData(sessionQuery().queryKey, me);
      navigate(homePath(me), { replace: true });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setProblem(<EmailTakenAlert message={error.message} loginTo="/family/login" />);
      } else if (isApiError(error) && error.code === 'INVALID_TOKEN') {
        setProblem(
          <Alert tone="error">
            {error.message} {signUpAgain}
          </Alert>,
        );
      } else {
        setProblem(<Alert tone="error">{errorMessage(error)}</Alert>);
      }
    }
  }

  if (!token) {
    return (
      <AuthPanel title="Finish creating your account">
        <Alert tone="error">
          This page opens from the link in your sign-up email, and that link is missing here. {signUpAgain}
        </Alert>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title="Finish creating your account"
      description="This link confirms your email address. Press the button to create your account and log in."
    >
      <div className="space-y-5">
        {problem}
        <Button size="lg" className="w-full" busy={busy} onClick={() => void confirm()}>
          Confirm and continue
        </Button>
      </div>
    </AuthPanel>
  );
}
