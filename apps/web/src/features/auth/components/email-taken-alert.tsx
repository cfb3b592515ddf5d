import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';

/** Shown above a sign-up form when the email already has an account. */
export function EmailTakenAlert({ message, loginTo }: { message: string; loginTo: string }) {
  return (
    <Alert tone="error">
      {message}{' '}
      <Link to={loginTo} className="font-semibold underline underline-offset-4">
        Go to the log-in page
      </Link>
    </Alert>
  );
}
