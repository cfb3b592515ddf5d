import type { AutosaveStatus as Status } from '../../lib/use-autosave-form';
import { Alert } from './alert';

interface AutosaveStatusProps {
  status: Status;
  problem: string | null;
  /** What is saved as you go, e.g. "Your details", "Changes". */
  what?: string;
}

/** The end of a form saved as you go: where its changes are (saved as you go, saving, saved, not saved and why). */
export function AutosaveStatus({ status, problem, what = 'Changes' }: AutosaveStatusProps) {
  const words =
    status === 'saving'
      ? 'Saving…'
      : status === 'saved'
        ? 'All changes saved.'
        : `${what} are saved as you go.`;
  return (
    <div className="space-y-3">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <p role="status" className="text-sm text-slate-600">
        {problem ? '' : words}
      </p>
    </div>
  );
}
