import type { FamilyProfile, OnboardingProgress } from '@ccp/contracts/family-profile-types';
import { ONBOARDING_STEPS } from '@ccp/contracts/onboarding';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import {
  type DraftErrors,
  type FamilyDraft,
  familyDraft,
  financeRequest,
  householdRequest,
  parentRequest,
  studentRequest,
} from '../../../lib/family-drafts';
import { useFamilyProfileWrites } from '../../../lib/family-profile';
import { lazyComponent } from '../../../lib/lazy-component';
import {
  type DraftChecks,
  draftChecks,
  isStepOpen,
  resolveStep,
  STEP_SUB_KEYS,
  studentSubStep,
  subStepsOf,
} from '../wizard-steps';
import { AwaitingBanner } from './awaiting-banner';
import { FinishingOverlay } from './finishing-overlay';
import { OnboardingGuide } from './onboarding-guide';
import {
  AdditionalInformationStep,
  HouseholdFinanceStep,
  HouseholdStep,
  ParentsStep,
  preloadStep,
  RetirementStep,
  ReviewStep,
  SavingsStep,
  StudentsStep,
  WelcomeStep,
} from './step-components';
import { StepList } from './step-list';
import { SubStepProgress } from './sub-step-progress';

const WizardForm = lazyComponent(() => import('./wizard-form').then((m) => m.WizardForm));

const SAI_PATH = '/family/federal-sai';
/** How long the "calculating your SAI" moment lasts at least, so that it reads as a moment, not a flicker. */
const FINISHING_MS = 1400;

/** Server field names of a write, as paths of the wizard's form. */
function formPath(serverField: string, prefix: string): string {
  return prefix ? `${prefix}.${serverField}` : serverField;
}

interface Position {
  step: number;
  sub: number;
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
  const [params, setParams] = useSearchParams();

  const [completed, setCompleted] = useState<Set<number>>(() => new Set(profile.onboarding.completedSteps));
  const [subSteps, setSubSteps] = useState<OnboardingProgress['subSteps']>(profile.onboarding.subSteps);
  const removed = useRef<{ parents: string[]; students: string[] }>({ parents: [], students: [] });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A "check the highlighted answers" message leaves with the last highlighted answer.
  const [problemIsValidation, setProblemIsValidation] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const requested = params.get('currentStepIndex');
  const step = resolveStep(requested, completed, profile.onboarding.currentStep);
  const stepKey = ONBOARDING_STEPS[step]!.key;
  const subKey = STEP_SUB_KEYS[stepKey];

  // The sub-step shown: the one saved on the server when the page opens on this step, else the first.
  const [position, setPosition] = useState<Position>(() => ({
    step,
    sub: step === profile.onboarding.currentStep && subKey ? (profile.onboarding.subSteps[subKey] ?? 0) : 0,
  }));
  const subs = subStepsOf(stepKey, currentDraft());
  const sub = position.step === step ? Math.min(position.sub, subs.length - 1) : 0;

  // Once a step with questions has shown, the form stays for the visit (Back to Welcome keeps the answers).
  const [formShown, setFormShown] = useState(false);
  if (stepKey !== 'welcome' && !formShown) setFormShown(true);

  // The step shown loads now (with the form, if it has questions); the next one in the background.
  useEffect(() => {
    preloadStep(stepKey);
    const next = ONBOARDING_STEPS[step + 1];
    if (next) {
      preloadStep(next.key);
      WizardForm.preload();
    }
  }, [step, stepKey]);

  // Adding or removing a parent or student changes the sub-steps: render again to count them.
  const [, structureChanged] = useReducer((n: number) => n + 1, 0);

  // A locked or out-of-range step in the address is replaced by the step shown. A bare address opens the saved
  // step and stays bare until the family moves (then every move is mirrored).
  useEffect(() => {
    if (requested === null || requested === String(step)) return;
    setParams(
      (p) => {
        p.set('currentStepIndex', String(step));
        return p;
      },
      { replace: true },
    );
  }, [requested, step, setParams]);

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

  const saveProgress = (next: Position, done: Set<number>) => {
    const nextKey = STEP_SUB_KEYS[ONBOARDING_STEPS[next.step]!.key];
    const nextSubSteps = { ...subSteps };
    if (subKey && next.step !== step) nextSubSteps[subKey] = 0;
    if (nextKey) nextSubSteps[nextKey] = next.sub;
    setSubSteps(nextSubSteps);
    return writes.saveProgress.mutateAsync({
      currentStep: next.step,
      completedSteps: [...done].sort((a, b) => a - b),
      subSteps: nextSubSteps,
    });
  };

  const go = (next: Position) => {
    setPosition(next);
    setProblem(null);
    if (next.step !== step) {
      setParams((p) => {
        p.set('currentStepIndex', String(next.step));
        return p;
      });
    }
    window.scrollTo({ top: 0 });
  };

  /** Sends this sub-step's answers; server field errors are shown under the fields they belong to. */
  const saveSubStep = async (draft: FamilyDraft): Promise<boolean> => {
    const current = subs[sub]!;
    let prefix = '';
    try {
      if (stepKey === 'household') {
        prefix = 'household';
        await writes.updateProfile.mutateAsync(householdRequest(draft.household));
      } else if (current.financeKeys) {
        prefix = 'finance';
        await writes.updateProfile.mutateAsync(financeRequest(draft.finance, current.financeKeys));
      } else if (stepKey === 'parents') {
        for (const id of removed.current.parents.splice(0)) await writes.deleteParent.mutateAsync(id);
        for (const [i, parent] of draft.parents.entries()) {
          prefix = `parents.${i}`;
          if (parent.id) {
            await writes.updateParent.mutateAsync({ id: parent.id, input: parentRequest(parent) });
          } else {
            const created = await writes.addParent.mutateAsync(parentRequest(parent));
            formRef.current?.setValue(`parents.${i}.id`, created.id);
          }
        }
      } else if (stepKey === 'students') {
        const part = studentSubStep(sub);
        for (const id of removed.current.students.splice(0)) await writes.deleteStudent.mutateAsync(id);
        for (const [i, student] of draft.students.entries()) {
          if (part && part.index !== i) continue;
          prefix = `students.${i}`;
          const request = part ? studentRequest(student) : { name: student.name.trim() };
          if (student.id) {
            await writes.updateStudent.mutateAsync({ id: student.id, input: request });
          } else {
            const created = await writes.addStudent.mutateAsync(request);
            formRef.current?.setValue(`students.${i}.id`, created.id);
          }
        }
      }
      return true;
    } catch (error) {
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

  const onNext = async () => {
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
      const lastSub = subStepsOf(stepKey, currentDraft()).length - 1;
      const done = new Set(completed);
      let next: Position;
      if (sub < lastSub) {
        next = { step, sub: sub + 1 };
      } else {
        done.add(step);
        next = { step: Math.min(step + 1, ONBOARDING_STEPS.length - 1), sub: 0 };
      }
      await saveProgress(next, done);
      setCompleted(done);
      go(next);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onBack = () => {
    formRef.current?.clearErrors();
    let next: Position;
    if (sub > 0) {
      next = { step, sub: sub - 1 };
    } else {
      const previous = Math.max(0, step - 1);
      const previousSubs = subStepsOf(ONBOARDING_STEPS[previous]!.key, currentDraft());
      next = { step: previous, sub: previousSubs.length - 1 };
    }
    go(next);
    saveProgress(next, completed).catch(() => undefined);
  };

  const onOpenStep = (target: number) => {
    if (target === step || !isStepOpen(target, completed)) return;
    formRef.current?.clearErrors();
    const next = { step: target, sub: 0 };
    go(next);
    saveProgress(next, completed).catch(() => undefined);
  };

  const onFinish = async () => {
    setBusy(true);
    setProblem(null);
    const started = Date.now();
    try {
      await writes.completeOnboarding.mutateAsync();
      setFinishing(true);
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

  const stepBody = (() => {
    switch (stepKey) {
      case 'welcome':
        return <WelcomeStep familyName={profile.name} />;
      case 'household':
        return <HouseholdStep sub={sub} />;
      case 'parents':
        return (
          <ParentsStep
            sub={sub}
            onRemove={(id) => removed.current.parents.push(id)}
            onCountChange={structureChanged}
          />
        );
      case 'savings':
        return <SavingsStep />;
      case 'household-finance':
        return <HouseholdFinanceStep sub={sub} />;
      case 'retirement':
        return <RetirementStep />;
      case 'additional-information':
        return <AdditionalInformationStep sub={sub} />;
      case 'students':
        return (
          <StudentsStep
            sub={sub}
            onRemove={(id) => removed.current.students.push(id)}
            onCountChange={structureChanged}
          />
        );
      case 'review':
        return <ReviewStep onEdit={onOpenStep} />;
    }
  })();

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
          <OnboardingGuide hidden={profile.hiddenElements.includes('onboarding-guide')} />
        </aside>
        <form
          noValidate
          className="min-w-0"
          aria-labelledby="wizard-step-title"
          onFocus={preloadChecks}
          onChange={preloadChecks}
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
              <Button type="submit" busy={busy} size="lg">
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
