import { type RefObject, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FamilyDraft } from '../../../domains/family/profile/family-drafts';
import { draftChecks, type SubStep } from '../wizard-steps';

/**
 * Save on blur: the answers of this sub-step go to the server when the family leaves a field, so that a typed
 * income survives a reload. Only well-formed answers are sent (an empty one is sent as "not given"); a badly
 * typed one waits for "Save and continue", which shows the message. Next waits for a blur save in flight
 * (`blurSaveInFlight`), so that a new parent or student is never created twice.
 */
export function useBlurSave({
  formRef,
  currentDraft,
  validate,
  busy,
  send,
}: {
  formRef: RefObject<UseFormReturn<FamilyDraft> | null>;
  currentDraft: () => FamilyDraft;
  validate: SubStep['validate'];
  busy: boolean;
  /** Sends this sub-step's answers; throws when they were not saved. */
  send: (draft: FamilyDraft) => Promise<void>;
}) {
  const blurSave = useRef<Promise<void> | null>(null);
  const lastBlurSaved = useRef<string>('');

  const onFieldBlur = () => {
    const form = formRef.current;
    const checks = draftChecks.loaded();
    if (busy || !form || !checks || !validate) return;
    const draft = currentDraft();
    const snapshot = JSON.stringify(draft);
    if (snapshot === lastBlurSaved.current) return;
    const errors = validate(checks, draft);
    const typedWrong = Object.keys(errors).some((path) => {
      const value: unknown = form.getValues(path as never);
      return value !== '' && value !== null && value !== undefined;
    });
    if (typedWrong) return;
    const previous = blurSave.current ?? Promise.resolve();
    blurSave.current = previous.then(async () => {
      try {
        await send(currentDraft());
        lastBlurSaved.current = snapshot;
      } catch {
        // Not saved now; "Save and continue" tries again and shows why.
      }
    });
  };

  /** Resolves once the blur save in flight (if any) has settled. */
  const blurSaveInFlight = async () => {
    if (blurSave.current) await blurSave.current;
  };

  return { onFieldBlur, blurSaveInFlight };
}
