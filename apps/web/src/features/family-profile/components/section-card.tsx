import type { MeanwhileEdit } from '@ccp/contracts/edit-conflicts';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime, formatSai } from '../../../lib/format';
import type { EditConflictState, SaveStatus, SectionForm } from './use-section-form';

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

const ROLE_WORDS: Record<string, string> = {
  family: 'the family',
  admin: 'an administrator',
  financial_agent: 'a financial agent',
};

/** Who made a change, in words: "Dana Lee (an administrator)", "you, in another tab or on another device". */
function whoChanged(by: MeanwhileEdit['by']): string {
  if (by.you) return 'You, in another tab or on another device,';
  const role = ROLE_WORDS[by.role];
  return role ? `${by.name} (${role})` : by.name;
}

/** The changes made meanwhile: the ones that meet the user's first, each with who, when, and the value now. */
function MeanwhileList({ meanwhile }: { meanwhile: MeanwhileEdit[] }) {
  const edits = [...meanwhile].sort((a, b) => Number(b.conflicting) - Number(a.conflicting));
  return (
    <ul className="mt-2 space-y-1">
      {edits.flatMap((edit) =>
        edit.changes.map((change) => (
          <li key={`${edit.version}-${change.subject}-${change.field}`}>
            {whoChanged(edit.by)} changed <strong>{`${change.subject}: ${change.field}`}</strong> from{' '}
            {change.from} to <strong>{change.to}</strong> ({formatDateTime(edit.at)}).
          </li>
        )),
      )}
    </ul>
  );
}

interface ConflictNoticeProps {
  conflict: EditConflictState;
  onKeepMine: () => void;
  onTakeCurrent: () => void;
}

/** A save refused because someone changed the same answers meanwhile: who changed what, and the user's choice. */
export function ConflictNotice({ conflict, onKeepMine, onTakeCurrent }: ConflictNoticeProps) {
  return (
    <div
      role="alert"
      aria-labelledby="edit-conflict-title"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-800"
    >
      <h3 id="edit-conflict-title" className="font-semibold text-navy-900">
        Not saved: someone changed these answers while you were editing
      </h3>
      {conflict.meanwhile.length > 0 ? (
        <MeanwhileList meanwhile={conflict.meanwhile} />
      ) : (
        <p className="mt-2">The answers were changed since you opened this page.</p>
      )}
      <p className="mt-2">
        Your answers are still in the form. Keep yours to replace the current ones, or use the current ones
        and drop yours.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button size="sm" onClick={onKeepMine}>
          Keep my changes
        </Button>
        <Button size="sm" variant="secondary" onClick={onTakeCurrent}>
          Use the current answers
        </Button>
      </div>
    </div>
  );
}

/** Where a section saved as you go stands, and the user's two ways out of a conflict (from `useSectionForm`). */
export interface AutosaveState {
  status: SaveStatus;
  problem: string | null;
  savedSai: number | null;
  conflict: EditConflictState | null;
  keepMine: () => void;
  takeCurrent: () => void;
}

/** The end of a section saved as you go: where its answers are (saving, saved, not saved and why, a conflict). */
export function AutosaveBar({ section }: { section: AutosaveState }) {
  const { status, problem, savedSai, conflict } = section;
  const words =
    status === 'saving'
      ? 'Saving…'
      : status === 'saved'
        ? `All changes saved.${savedSai === null ? '' : ` Your federal SAI is now ${formatSai(savedSai)}.`}`
        : 'Your answers are saved as you go.';
  return (
    <div className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      {conflict ? (
        <ConflictNotice
          conflict={conflict}
          onKeepMine={section.keepMine}
          onTakeCurrent={section.takeCurrent}
        />
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <p role="status" className="text-sm text-slate-600">
        {conflict || problem ? '' : words}
      </p>
    </div>
  );
}

interface AutosaveSectionProps<T extends FieldValues> {
  id: string;
  title: string;
  description: ReactNode;
  section: AutosaveState & Pick<SectionForm<T>, 'form' | 'formProps'>;
  children: ReactNode;
}

/** A part of the profile saved as you go: its card, its form (named by its title) and where its answers are. */
export function AutosaveSection<T extends FieldValues>({
  id,
  title,
  description,
  section,
  children,
}: AutosaveSectionProps<T>) {
  return (
    <SectionCard id={id} title={title} description={description}>
      <FormProvider {...section.form}>
        <form {...section.formProps} aria-label={title}>
          {children}
          <AutosaveBar section={section} />
        </form>
      </FormProvider>
    </SectionCard>
  );
}
