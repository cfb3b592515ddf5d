import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

interface SectionCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Extra content of the card's heading row (e.g. a delete button). */
  aside?: ReactNode;
}

/** One part of the profile: a titled card. */
export function SectionCard({ id, title, description, children, aside }: SectionCardProps) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="p-5 sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-xl font-bold text-navy-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p> : null}
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

interface SaveBarProps {
  dirty: boolean;
  busy: boolean;
  problem: string | null;
  onReset: () => void;
  label?: string;
  /** Shows the reset button even without edits, with this text (e.g. "Cancel" for a new record). */
  cancelLabel?: string;
}

/** The end of a section's form: its problem, if any, and Save / Undo changes. */
export function SaveBar({
  dirty,
  busy,
  problem,
  onReset,
  label = 'Save changes',
  cancelLabel,
}: SaveBarProps) {
  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-5">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {dirty || cancelLabel ? (
          <Button variant="ghost" onClick={onReset} disabled={busy}>
            {cancelLabel ?? 'Undo changes'}
          </Button>
        ) : null}
        <Button type="submit" busy={busy} disabled={!dirty}>
          {label}
        </Button>
      </div>
    </div>
  );
}
