import type { FamilyProfile, OnboardingProgress } from '@ccp/contracts/family-profile-types';
import { ONBOARDING_STEPS } from '@ccp/contracts/onboarding';
import { useEffect, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FamilyDraft } from '../../../domains/family/profile/family-drafts';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { isStepOpen, resolveStep, STEP_SUB_KEYS, subStepsOf } from '../wizard-steps';

interface Position {
  step: number;
  sub: number;
}

/**
 * Where the family is in the wizard: the step (mirrored in `?currentStepIndex`), the sub-step, the completed
 * steps, and the progress saved to the server on every move. `draft` reads the answers, whose parents and
 * students decide the sub-steps; `onMove` runs on every move (the wizard clears its message).
 */
export function useWizardProgress(profile: FamilyProfile, draft: () => FamilyDraft, onMove: () => void) {
  const writes = useFamilyProfileWrites();
  const [params, setParams] = useSearchParams();
  const [completed, setCompleted] = useState<Set<number>>(() => new Set(profile.onboarding.completedSteps));
  const [subSteps, setSubSteps] = useState<OnboardingProgress['subSteps']>(profile.onboarding.subSteps);

  const requested = params.get('currentStepIndex');
  const step = resolveStep(requested, completed, profile.onboarding.currentStep);
  const stepKey = ONBOARDING_STEPS[step]!.key;
  const subKey = STEP_SUB_KEYS[stepKey];

  // The sub-step shown: the one saved on the server when the page opens on this step, else the first.
  const [position, setPosition] = useState<Position>(() => ({
    step,
    sub: step === profile.onboarding.currentStep && subKey ? (profile.onboarding.subSteps[subKey] ?? 0) : 0,
  }));
  const subs = subStepsOf(stepKey, draft());
  // The sub-step is in the address too (`?subStep=`), so that the browser's Back and Forward walk the wizard.
  const requestedSub = params.get('subStep');
  const subInAddress = requestedSub !== null && /^\d{1,2}$/.test(requestedSub) ? Number(requestedSub) : null;
  const sub = Math.max(
    0,
    Math.min(subInAddress ?? (position.step === step ? position.sub : 0), subs.length - 1),
  );

  // Adding or removing a parent or student changes the sub-steps: render again to count them.
  const [, structureChanged] = useReducer((n: number) => n + 1, 0);

  // The address always names the step and sub-step shown: a bare address, a locked or out-of-range step is
  // replaced (not a new history entry) by the step opened.
  useEffect(() => {
    if (requested === String(step) && requestedSub === String(sub)) return;
    setParams(
      (p) => {
        p.set('currentStepIndex', String(step));
        p.set('subStep', String(sub));
        return p;
      },
      { replace: true },
    );
  }, [requested, requestedSub, step, sub, setParams]);

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
    onMove();
    if (next.step !== step || next.sub !== sub) {
      setParams((p) => {
        p.set('currentStepIndex', String(next.step));
        p.set('subStep', String(next.sub));
        return p;
      });
    }
    window.scrollTo({ top: 0 });
  };

  /** After this sub-step's answers are saved: on to the next sub-step, or the next step with this one done. */
  const advance = async () => {
    const lastSub = subStepsOf(stepKey, draft()).length - 1;
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
  };

  const back = () => {
    let next: Position;
    if (sub > 0) {
      next = { step, sub: sub - 1 };
    } else {
      const previous = Math.max(0, step - 1);
      const previousSubs = subStepsOf(ONBOARDING_STEPS[previous]!.key, draft());
      next = { step: previous, sub: previousSubs.length - 1 };
    }
    go(next);
    saveProgress(next, completed).catch(() => undefined);
  };

  /** Opens a completed or the first open step from the step list; false when it is not open. */
  const openStep = (target: number): boolean => {
    if (target === step || !isStepOpen(target, completed)) return false;
    const next = { step: target, sub: 0 };
    go(next);
    saveProgress(next, completed).catch(() => undefined);
    return true;
  };

  return { step, stepKey, sub, subs, completed, advance, back, openStep, structureChanged };
}
