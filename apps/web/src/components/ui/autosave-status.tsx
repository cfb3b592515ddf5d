import type { AutosaveStatus as Status } from '../../lib/use-autosave-form';
import { Alert } from './alert';
import { Button } from './button';

interface AutosaveStatusProps {
  status: Status;
  problem: string | null;
  /** What is saved as you go, e.g. "Your details", "Changes". */
  what?: string;
  /** A save refused because someone saved the record meanwhile: offers to load it as it now is (ADR 0072). */
  onReload?: () => void;
}

/** The end of a form saved as you go: where its changes are (saved as you go, saving, saved, not saved and why). */
export function AutosaveStatus({ status, problem, what = 'Changes', onReload }: AutosaveStatusProps) {
  const words =
    status === 'saving'
      ? 'Saving…'
      : status === 'saved'
        ? 'All changes saved.'
        : `${what} are saved as you go.`;
  return (
    <div className="space-y-3">
      {problem ? (
        <Alert tone="error">
          <p>{problem}</p>
          {onReload ? (
            <Button size="sm" variant="secondary" className="mt-3" onClick={onReload}>
              Reload the current values
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <p role="status" className="text-sm text-slate-600">
        {problem ? '' : words}
      </p>
    </div>
  );
}
