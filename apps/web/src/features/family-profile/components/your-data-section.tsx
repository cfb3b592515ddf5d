import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { apiClient, errorMessage, isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { clearBrowserStorage } from '../../../lib/storage';
import { SectionCard } from './section-card';

/** Where the home page says the account was deleted. */
export const ACCOUNT_DELETED_PATH = '/?account-deleted=1';

/**
 * "Your data" (issue 13 item 6): download everything held about the family (JSON) and its figures (CSV), and
 * delete the account after entering the password again. The downloads are plain links: the session cookie
 * authenticates them and the server sends them as attachments, never cached.
 */
export function YourDataSection({ confirmAtStart = false }: { confirmAtStart?: boolean } = {}) {
  // Someone acting as the family (simulation) may neither download nor delete its data: the server refuses both.
  const simulated = Boolean(useSession().data?.simulation);
  const [confirming, setConfirming] = useState(confirmAtStart);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onDelete(event: FormEvent) {
    event.preventDefault();
    setProblem({});
    if (password === '') {
      setProblem({ field: 'Enter your password.' });
      return;
    }
    setBusy(true);
    try {
      await apiClient.request('/api/family/account', {
        method: 'DELETE',
        body: { password },
        refreshOnUnauthorized: false,
      });
    } catch (error) {
      setBusy(false);
      const field = isApiError(error) ? error.fields.password : undefined;
      setProblem(field ? { field } : { form: errorMessage(error) });
      return;
    }
    // Signed out on the server: forget everything here too, and land on the home page with a confirmation.
    apiClient.clearToken();
    clearBrowserStorage();
    window.addEventListener('pagehide', clearBrowserStorage);
    window.location.replace(ACCOUNT_DELETED_PATH);
  }

  const close = (open: boolean) => {
    setConfirming(open);
    if (!open) {
      setPassword('');
      setProblem({});
    }
  };

  if (simulated) return null;
  return (
    <SectionCard
      id="your-data"
      title="Your data"
      description="Your answers belong to you. Download everything we hold about your family, or delete your account and all of it."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href="/api/family/export" download className={buttonClasses('secondary', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          Download my data
        </a>
        <a href="/api/family/export?format=csv" download className={buttonClasses('secondary', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          Download my figures (CSV)
        </a>
        <Button variant="danger" className="sm:ml-auto" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        The data file (JSON) has your account, household, parents, students, favorite colleges, help requests,
        case studies, the activity log and notifications; the CSV has the figures, one per line.
      </p>
      <Dialog
        open={confirming}
        onOpenChange={close}
        title="Delete your account?"
        description="This removes your household profile, parents, students, favorite colleges, help requests, case studies, activity log and notifications for good, and signs you out. It cannot be undone. We keep only an anonymous note that an account was deleted."
      >
        <form onSubmit={onDelete} noValidate className="space-y-4">
          {problem.form ? <Alert tone="error">{problem.form}</Alert> : null}
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            hint="Enter it again to confirm it is you."
            error={problem.field}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => close(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" busy={busy}>
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </SectionCard>
  );
}
