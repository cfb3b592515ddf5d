import type { MeanwhileEdit } from '@ccp/contracts/edit-conflicts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useWarnBeforeUnload } from '../../../components/ui/leave-guard';
import { useToast } from '../../../components/ui/toast';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, readWithSchema } from '../../../lib/form-errors';
import { formatSai } from '../../../lib/format';
import { trackWrite } from '../../../lib/pending-writes';
import { isChoice } from '../../../lib/use-autosave-form';

interface SectionFormOptions<T extends FieldValues> {
  /** The record as the page shows it; when it changes (a save here or elsewhere), the form follows unless edited. */
  profile: FamilyProfile;
  /** The form's answers in a profile. */
  toValues: (profile: FamilyProfile) => T;
  /**
   * The checks: a schema of the contracts' rules read on the form's answers, its issue paths the form's (the
   * household's `HouseholdFormSchema`; `heldAt('parents.0', parentSchema(...))`, the same rules as the wizard's).
   */
  schema: Parameters<typeof readWithSchema>[0];
  /**
   * Sends the answers: `base` holds the answers the form was based on (send only what differs, so that two people
   * editing different fields both succeed) and `version` the edit version they were read at (`If-Match`).
   */
  save: (values: T, base: T, version: number) => Promise<FamilyProfile>;
  /** The form paths the server's field errors may name; `at`: where the form holds the request's fields (`finance.`). */
  fields: readonly Path<T>[];
  at?: string;
  /** Save as you go, on leaving a field (an existing record). False: saved by its button (a new parent or student). */
  autosave?: boolean;
}

/** Where the section's answers are: shown under the form (docs/decisions/0056). */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed' | 'conflict';

/** A write refused because someone changed the same answers since the form read them. */
export interface EditConflictState {
  current: FamilyProfile;
  meanwhile: MeanwhileEdit[];
}

function editConflictOf(error: unknown): EditConflictState | null {
  if (!isApiError(error) || error.code !== 'EDIT_CONFLICT') return null;
  const { current, meanwhile } = error.details as { current?: FamilyProfile; meanwhile?: MeanwhileEdit[] };
  return current ? { current, meanwhile: meanwhile ?? [] } : null;
}

/**
 * One profile section's form, saved the way the onboarding wizard saves: as you go (on leaving a field, or at once
 * for a choice), checked with the same rules as the server first, saying so under the form. Each save carries the
 * version the form read; a write someone else's change would be lost to is refused (409 EDIT_CONFLICT), and the
 * section then shows who changed what and lets the user keep theirs (sent again on the new version) or take the
 * current answers. The page warns before the tab is closed while an answer is not saved.
 */
/** What `useSectionForm` gives a section: its form, the form element's handlers and where its answers stand. */
export type SectionForm<T extends FieldValues> = ReturnType<typeof useSectionForm<T>>;

export function useSectionForm<T extends FieldValues>({
  profile,
  toValues,
  schema,
  save,
  fields,
  at = '',
  autosave = true,
}: SectionFormOptions<T>) {
  const values = toValues(profile);
  const form = useForm<T>({ defaultValues: values as DefaultValues<T> });
  const { showToast } = useToast();
  const { adopt } = useFamilyProfileWrites();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<EditConflictState | null>(null);
  const [savedSai, setSavedSai] = useState<number | null>(null);
  /** The edit version the form's answers were read at. */
  const baseVersion = useRef(profile.version);
  /** Saves run one after another, so that a save never overtakes the one before it. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** The conflict as of now, for saves already queued. */
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;
  const serialized = JSON.stringify(values);
  // Read while rendering, so that react-hook-form keeps `isDirty` up to date for the saves below.
  const { isDirty } = form.formState;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for the saved values
  useEffect(() => {
    if (!isDirty && !conflict) {
      form.reset(values);
      baseVersion.current = profile.version;
    }
  }, [serialized, profile.version]);

  useWarnBeforeUnload(
    status === 'saving' || status === 'invalid' || status === 'failed' || status === 'conflict',
  );

  /** Checks the answers; false (with the messages shown) when one is not right. */
  const check = (current: T): boolean => {
    form.clearErrors();
    // Saving as you go, an answer not given yet waits (as in the wizard); one typed wrong is named and not sent.
    const found = readWithSchema(schema, current).errors;
    const errors = Object.entries(found).filter(([path]) => {
      if (!autosave) return true;
      const value: unknown = form.getValues(path as Path<T>);
      return value !== '' && value !== null && value !== undefined;
    });
    if (errors.length === 0) return true;
    errors.forEach(([path, message], i) => {
      form.setError(path as Path<T>, { type: 'manual', message }, { shouldFocus: !autosave && i === 0 });
    });
    setProblem(
      autosave
        ? 'Not saved yet: please check the highlighted answers.'
        : 'Please check the highlighted answers.',
    );
    setStatus('invalid');
    return false;
  };

  const send = async (current: T) => {
    const base = (form.formState.defaultValues ?? values) as T;
    setStatus('saving');
    try {
      const saved = await save(current, base, baseVersion.current);
      baseVersion.current = saved.version;
      // Answers typed while the save was on its way stay as typed; the others follow the server.
      form.reset(toValues(saved), { keepDirtyValues: true });
      setProblem(null);
      setConflict(null);
      setSavedSai(saved.federalSai);
      setStatus('saved');
      if (!autosave) {
        showToast(
          saved.federalSai === null
            ? 'Saved.'
            : `Saved. Your federal SAI is now ${formatSai(saved.federalSai)}.`,
          'success',
        );
      }
    } catch (error) {
      const refused = editConflictOf(error);
      if (refused) {
        // The rest of the page shows the record as it now is; this form keeps the user's answers until they choose.
        adopt(refused.current);
        setConflict(refused);
        setProblem(null);
        setStatus('conflict');
        return;
      }
      const message = applyServerErrors(error, form.setError, fields, {}, at);
      setProblem(message ?? (isApiError(error) ? error.message : 'Not saved. Please try again.'));
      setStatus('failed');
    }
  };

  /** Saves the answers if they changed and are right; waits for the save before it. */
  const saveNow = (force = false): Promise<void> => {
    queue.current = queue.current.then(async () => {
      if (conflictRef.current) return;
      const current = form.getValues();
      const edited = JSON.stringify(current) !== JSON.stringify(form.formState.defaultValues);
      if (!force && !edited) {
        if (status !== 'saved') setStatus('idle');
        return;
      }
      setProblem(null);
      if (!check(current)) return;
      await send(current);
    });
    // A session change waits for it (lib/pending-writes.ts): it may not have sent its request yet.
    trackWrite(queue.current);
    return queue.current;
  };
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (autosave) {
      void saveNow();
      return;
    }
    void form.handleSubmit(async (current) => {
      setProblem(null);
      if (!check(current)) return;
      await send(current);
    })();
  };

  /** Leaving a field saves the section's answers. */
  const onBlur = () => {
    if (autosave) void saveNow();
  };
  /** Choosing (select, radio, checkbox) saves at once; typing waits for the field to be left. */
  const onChange = (event: FormEvent) => {
    if (autosave && isChoice(event.target)) setTimeout(() => void saveNow(), 0);
  };

  return {
    form,
    onSubmit,
    formProps: { noValidate: true, onSubmit, onBlur, onChange },
    problem,
    status,
    savedSai,
    conflict,
    /** Sends the user's answers again, on the version that now is: they replace the other change, knowingly. */
    keepMine: () => {
      if (!conflict) return;
      baseVersion.current = conflict.current.version;
      conflictRef.current = null;
      setConflict(null);
      void saveNow(true);
    },
    /** Drops the user's answers for the ones now saved. */
    takeCurrent: () => {
      if (!conflict) return;
      baseVersion.current = conflict.current.version;
      form.reset(toValues(conflict.current));
      conflictRef.current = null;
      setConflict(null);
      setProblem(null);
      setStatus('idle');
    },
    reset: () => {
      setProblem(null);
      setStatus('idle');
      form.reset(values);
    },
  };
}

/** The answers of `request` that differ from `base` (the same request built from the answers the form read). */
export function changedAnswers<R extends object>(request: R, base: R): Partial<R> {
  return Object.fromEntries(
    Object.entries(request).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify((base as Record<string, unknown>)[key]),
    ),
  ) as Partial<R>;
}

/** The request's answers whose form field changed from `base` (a form whose field names are the request's). */
export function changedOnly<R extends object>(request: R, values: object, base: object): Partial<R> {
  const was = base as Record<string, unknown>;
  const now = values as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(request).filter(([key]) => JSON.stringify(now[key]) !== JSON.stringify(was[key])),
  ) as Partial<R>;
}
