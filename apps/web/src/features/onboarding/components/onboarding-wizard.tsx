import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { ONBOARDING_STEPS } from '@ccp/contracts/onboarding';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import {
  type DraftErrors,
  type FamilyDraft,
  familyDraft,
  noParents,
} from '../../../domains/family/profile/family-drafts';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { errorMessage, isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { lazyComponent } from '../../../lib/lazy-component';
import { AnswersNotSaved, saveAnswers } from '../hooks/save-answers';
import { useBlurSave } from '../hooks/use-blur-save';
import { useWizardProgress } from '../hooks/use-wizard-progress';
import { type DraftChecks, draftChecks } from '../wizard-steps';
import { AwaitingBanner } from './awaiting-banner';
import { FinishingOverlay } from './finishing-overlay';
import { OnboardingGuide } from './onboarding-guide';
import { preloadStep } from './step-components';
import { StepList } from './step-list';
import { SubStepProgress } from './sub-step-progress';
import { WizardStepBody } from './wizard-step-body';

const WizardForm = lazyComponent(() => import('./wizard-form').then((m) => m.WizardForm));

const SAI_PATH = '/family/federal-sai';
/** How long the "calculating your SAI" moment lasts at least, so that it reads as a moment, not a flicker. */
const FINISHING_MS = 1400;

/** Server field names of a write, as paths of the wizard's form. */
function formPath(serverField: string, prefix: string): string {
  return prefix ? `${prefix}.${serverField}` : serverField;
}

/** Loads the step after `step` (and the form) in the background. */
function preloadStepAfter(step: number): void {
  const next = ONBOARDING_STEPS[step + 1];
  if (next) {
    preloadStep(next.key);
    WizardForm.preload();
  }
}

/**
 * The nine-step onboarding wizard: one form for the visit, saved to the server on every sub-step. The form
 * (react-hook-form, in `WizardForm`) and the answer checks (zod) load only once a step asks questions.
 */
export function OnboardingWizard({ profile }: { profile: FamilyProfile }) {
  const writes = useFamilyProfileWrites();
  const [initialDraft] = useState(() => familyDraft(profile));
  const formRef = useRef<UseFormReturn<FamilyDraft>>(null);
  const currentDraft = () => formRef.current?.getValues() ?? initialDraft;

  const removed = useRef<{ parents: string[]; students: string[] }>({ parents: [], students: [] });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A "check the highlighted answers" message leaves with the last highlighted answer.
  const [problemIsValidation, setProblemIsValidation] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const progress = useWizardProgress(profile, currentDraft, () => setProblem(null));
  const { step, stepKey, sub, subs, completed, structureChanged } = progress;

  // Once a step with questions has shown, the form stays for the visit (Back to Welcome keeps the answers).
  const [formShown, setFormShown] = useState(false);
  if (stepKey !== 'welcome' && !formShown) setFormShown(true);

  // The step shown loads now (with the form, if it has questions); the next one in the background. Welcome
  // asks nothing: the first questions (the form, the field widgets, react-hook-form) load when the family reaches
  // for "Get started" (pointer, touch or keyboard focus), so that opening the wizard stays within its budget.
  useEffect(() => {
    preloadStep(stepKey);
    if (step > 0) preloadStepAfter(step);
  }, [step, stepKey]);
  const preloadNext = () => preloadStepAfter(step);

  const showErrors = (errors: DraftErrors) => {
    const form = formRef.current;
    if (!form) return false;
    form.clearErrors();
    const entries = Object.entries(errors);
    entries.forEach(([path, message], i) => {
      form.setError(path as never, { type: 'manual', message }, { shouldFocus: i === 0 });
    });
    return entries.length > 0;
  };

  /** Sends this sub-step's answers (throws AnswersNotSaved). */
  const send = (draft: FamilyDraft) =>
    saveAnswers(writes, {
      stepKey,
      subStep: subs[sub]!,
      sub,
      draft,
      removed: removed.current,
      setId: (path, id) => formRef.current?.setValue(path, id),
    });

  /** Sends this sub-step's answers; server field errors are shown under the fields they belong to. */
  const saveSubStep = async (draft: FamilyDraft): Promise<boolean> => {
    try {
      await send(draft);
      return true;
    } catch (failure) {
      const { error, prefix } = failure instanceof AnswersNotSaved ? failure : { error: failure, prefix: '' };
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        const mapped = Object.fromEntries(
          Object.entries(error.fields).map(([field, message]) => [formPath(field, prefix), message]),
        );
        showErrors(mapped);
        setProblem(error.message);
      } else {
        setProblem(errorMessage(error));
      }
      return false;
    }
  };

  /** The answer checks, when they have not loaded yet (they load as the family starts answering). */
  const waitForChecks = async (): Promise<DraftChecks | null> => {
    setBusy(true);
    try {
      return await draftChecks.load();
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  };

  const { onFieldBlur, blurSaveInFlight } = useBlurSave({
    formRef,
    currentDraft,
    validate: subs[sub]?.validate,
    busy,
    send,
  });

  const onNext = async () => {
    await blurSaveInFlight();
    const { validate } = subs[sub]!;
    // The step's questions are still loading: nothing has been answered yet.
    if (validate && !formRef.current) return;
    const checks = validate ? (draftChecks.loaded() ?? (await waitForChecks())) : null;
    if (validate && !checks) {
      setProblem(NETWORK_ERROR_MESSAGE);
      setProblemIsValidation(false);
      return;
    }
    const draft = currentDraft();
    if (showErrors(validate && checks ? validate(checks, draft) : {})) {
      setProblem('Please check the highlighted answers.');
      setProblemIsValidation(true);
      return;
    }
    setProblemIsValidation(false);
    setBusy(true);
    try {
      if (!(await saveSubStep(draft))) return;
      await progress.advance();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onBack = () => {
    formRef.current?.clearErrors();
    progress.back();
  };

  const onOpenStep = (target: number) => {
    if (progress.openStep(target)) formRef.current?.clearErrors();
  };

  const onFinish = async () => {
    setBusy(true);
    setProblem(null);
    const started = Date.now();
    // The overlay shows from the press: the finish itself is the calculation, however long the server takes.
    setFinishing(true);
    try {
      await writes.completeOnboarding.mutateAsync();
      await new Promise((resolve) =>
        window.setTimeout(resolve, Math.max(0, FINISHING_MS - (Date.now() - started))),
      );
      // A fresh page load of the SAI page: the session and the route change together, so the onboarding gate
      // never sees an active family on onboarding, nor a pending one on the SAI page.
      window.location.replace(SAI_PATH);
    } catch (error) {
      setFinishing(false);
      setBusy(false);
      setProblem(
        isApiError(error) && Object.keys(error.fields).length > 0
          ? `${error.message} ${Object.values(error.fields).join(' ')}`
          : errorMessage(error),
      );
    }
  };

  const stepBody = (
    <WizardStepBody
      stepKey={stepKey}
      sub={sub}
      familyName={profile.name}
      removed={removed.current}
      onCountChange={structureChanged}
      onEdit={onOpenStep}
    />
  );

  const isLastStep = step === ONBOARDING_STEPS.length - 1;
  const title = ONBOARDING_STEPS[step]!.title;

  const loading = <Spinner label="Loading this step" className="mt-6" />;
  // Its own boundary, so that a step still loading never hides the form (and the answers it holds).
  const body = (
    <Suspense fallback={loading}>
      <div className="mt-6">{stepBody}</div>
    </Suspense>
  );
  const problemAlert = problem ? (
    <Alert tone="error" className="mt-6">
      {problem}
    </Alert>
  ) : null;
  // Focusing or changing an answer preloads the checks, so that Save checks at once.
  const preloadChecks = subs[sub]?.validate ? draftChecks.preload : undefined;

  return (
    <>
      {finishing ? <FinishingOverlay /> : null}
      <AwaitingBanner
        hidden={profile.hiddenElements.includes('awaiting-banner')}
        completed={completed.size}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside className="min-w-0 space-y-4">
          <StepList current={step} completed={completed} onOpen={onOpenStep} />
          <OnboardingGuide
            hidden={profile.hiddenElements.includes('onboarding-guide')}
            independent={formRef.current ? currentDraft().noParents : noParents(profile)}
          />
        </aside>
        <form
          noValidate
          className="min-w-0"
          aria-labelledby="wizard-step-title"
          onFocus={preloadChecks}
          onChange={preloadChecks}
          onBlur={onFieldBlur}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void (isLastStep ? onFinish() : onNext());
          }}
        >
          <Card className="p-5 sm:p-8">
            <p className="text-xs font-bold tracking-widest text-accent-700 uppercase">
              Step {step + 1} of {ONBOARDING_STEPS.length}
            </p>
            <h1
              id="wizard-step-title"
              className="mt-1 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
            >
              {title}
            </h1>
            {subs.length > 1 ? <SubStepProgress titles={subs.map((s) => s.title)} current={sub} /> : null}
            {formShown ? (
              <Suspense fallback={loading}>
                <WizardForm
                  ref={formRef}
                  defaultValues={initialDraft}
                  problem={problemAlert}
                  problemIsValidation={problemIsValidation}
                >
                  {body}
                </WizardForm>
              </Suspense>
            ) : (
              <>
                {body}
                {problemAlert}
              </>
            )}
            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
              {step > 0 || sub > 0 ? (
                <Button variant="secondary" onClick={onBack} disabled={busy}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                busy={busy}
                size="lg"
                onPointerEnter={step === 0 ? preloadNext : undefined}
                onTouchStart={step === 0 ? preloadNext : undefined}
                onFocus={step === 0 ? preloadNext : undefined}
              >
                {isLastStep ? 'Finish and see my SAI' : step === 0 ? 'Get started' : 'Save and continue'}
                {isLastStep ? null : <ArrowRight aria-hidden="true" className="size-4" />}
              </Button>
            </div>
          </Card>
          <p className="mt-3 text-center text-sm text-slate-600">
            Your answers are saved as you go. You can close this page and pick up where you left off.
          </p>
        </form>
      </div>
    </>
  );
}
