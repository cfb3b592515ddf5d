import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useLeaveGuard } from '../components/ui/leave-guard';
import { isApiError } from './api-client';
import { applyServerErrors, type FormReading } from './form-errors';
import { trackWrite } from './pending-writes';

/** Where a form's changes are: shown under it (components/ui/autosave-status.tsx). */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

export const NOT_SAVED_CHECK = 'Not saved yet: please check the highlighted answers.';

interface AutosaveFormOptions<V extends FieldValues, W, R> {
  /** The stored record's answers as the form holds them; the form follows them while nothing is edited. */
  values: V;
  /** Reads the form with the contracts schema (`readWithSchema`): the write, or a message per field path. */
  read: (values: V) => FormReading<W>;
  /** Sends the write; `version` is the record's edit version the form's answers were based on. */
  save: (body: W, version: number | undefined) => Promise<R>;
  /** The form's answers of the record the server answered. */
  valuesOf: (saved: R) => V;
  /**
   * The stored record's edit version (ADR 0072), with `versionOf` reading it off a saved record: each save carries
   * the version its answers were based on, and a save refused as stale (409 EDIT_CONFLICT) keeps the answers
   * typed, shows the server's message and offers `reload` (the record as it now is, which `values` then hold).
   */
  version?: number;
  versionOf?: (saved: R) => number;
  /** Form paths the server's field errors may name; `rename`: a server name -> a form path, where they differ. */
  fields: readonly Path<V>[];
  rename?: Readonly<Record<string, Path<V>>>;
}

/** A change that saves at once: a choice made (select, radio, checkbox) rather than typed. */
export function isChoice(target: EventTarget): boolean {
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');
}

/**
 * A form that edits a stored record and saves as you go (docs/decisions/0056, 0066), the way the family profile
 * does: leaving a field (or making a choice) checks the answers with the contracts schema and sends them; the
 * form says where its changes are (`status`, `problem`). An answer typed wrong is named under its field and not
 * sent; while one is, a link of the app asks before leaving (render `leavePrompt`) and so does closing the tab,
 * as it does while a save is on its way. Saves run one after another. The family profile's sections use
 * `useSectionForm`, which adds the edit versions and the conflict choice of ADR 0056.
 */
export function useAutosaveForm<V extends FieldValues, W, R>({
  values,
  read,
  save,
  valuesOf,
  fields,
  rename,
  version,
  versionOf,
}: AutosaveFormOptions<V, W, R>) {
  const form = useForm<V>({ defaultValues: values as DefaultValues<V> });
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** The edit version the form's answers are based on. */
  const baseVersion = useRef(version);
  const serialized = JSON.stringify(values);
  // Read while rendering, so that react-hook-form keeps `isDirty` up to date.
  const { isDirty } = form.formState;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for the stored values
  useEffect(() => {
    if (!form.formState.isDirty && !stale) {
      form.reset(values);
      baseVersion.current = version;
    }
  }, [serialized, version]);

  /** After a stale save: the form takes the record as it now is (what was typed is dropped, as the user chose). */
  const reload = () => {
    queue.current = queue.current.then(() => {
      form.reset(values);
      baseVersion.current = version;
      setStale(false);
      setProblem(null);
      setStatus('idle');
    });
  };

  const { prompt: leavePrompt } = useLeaveGuard({
    unsaved: status === 'invalid' || status === 'failed',
    saving: status === 'saving' || isDirty,
  });

  /** Saves the answers if they changed and are right; waits for the save before it. */
  const saveNow = (): Promise<void> => {
    queue.current = queue.current.then(async () => {
      const current = form.getValues();
      if (JSON.stringify(current) === JSON.stringify(form.formState.defaultValues)) {
        form.clearErrors();
        setProblem(null);
        setStatus((was) => (was === 'saved' ? 'saved' : 'idle'));
        return;
      }
      form.clearErrors();
      setProblem(null);
      const { body, errors } = read(current);
      if (body === null) {
        for (const [path, message] of Object.entries(errors)) {
          form.setError(path as Path<V>, { type: 'manual', message });
        }
        setProblem(NOT_SAVED_CHECK);
        setStatus('invalid');
        return;
      }
      setStatus('saving');
      try {
        const saved = await save(body, baseVersion.current);
        if (versionOf) baseVersion.current = versionOf(saved);
        // The form shows what was stored (e.g. a phone number as formatted), except the answers typed while the
        // save was on its way: those stay as typed, to be saved when their field is left.
        const now = form.getValues();
        form.reset(valuesOf(saved));
        for (const key of Object.keys(now) as Path<V>[]) {
          if (JSON.stringify(now[key]) !== JSON.stringify(current[key])) {
            form.setValue(key, now[key], { shouldDirty: true });
          }
        }
        setStatus('saved');
      } catch (error) {
        const message = applyServerErrors(error, form.setError, fields, rename);
        setProblem(message ?? NOT_SAVED_CHECK);
        setStale(isApiError(error) && error.code === 'EDIT_CONFLICT');
        setStatus('failed');
      }
    });
    // A session change waits for it (lib/pending-writes.ts): it may not have sent its request yet.
    trackWrite(queue.current);
    return queue.current;
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    void saveNow();
  };

  return {
    form,
    status,
    problem,
    leavePrompt,
    saveNow,
    /** A save was refused as stale: `reload` takes the record as it now is. */
    stale,
    reload,
    formProps: {
      noValidate: true,
      onSubmit,
      /** Leaving a field saves the form's answers. */
      onBlur: () => void saveNow(),
      /** A choice saves at once; typing waits for the field to be left. */
      onChange: (event: FormEvent) => {
        if (isChoice(event.target)) setTimeout(() => void saveNow(), 0);
      },
    },
  };
}
