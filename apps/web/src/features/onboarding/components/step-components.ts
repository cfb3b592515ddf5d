import type { OnboardingStepKey } from '@ccp/contracts/onboarding';
import { lazyComponent } from '../../../lib/lazy-component';

/*
 * Each step of the wizard is its own chunk: the wizard loads the step it shows and preloads the next one, so
 * that "Save and continue" shows the next step at once. The form steps bring react-hook-form and the field
 * widgets with them; Welcome needs neither.
 */

export const WelcomeStep = lazyComponent(() => import('./steps/welcome-step').then((m) => m.WelcomeStep));
export const HouseholdStep = lazyComponent(() =>
  import('./steps/household-step').then((m) => m.HouseholdStep),
);
export const ParentsStep = lazyComponent(() => import('./steps/parents-step').then((m) => m.ParentsStep));
export const SavingsStep = lazyComponent(() => import('./steps/savings-step').then((m) => m.SavingsStep));
export const HouseholdFinanceStep = lazyComponent(() =>
  import('./steps/household-finance-step').then((m) => m.HouseholdFinanceStep),
);
export const RetirementStep = lazyComponent(() =>
  import('./steps/retirement-step').then((m) => m.RetirementStep),
);
export const AdditionalInformationStep = lazyComponent(() =>
  import('./steps/additional-information-step').then((m) => m.AdditionalInformationStep),
);
export const StudentsStep = lazyComponent(() => import('./steps/students-step').then((m) => m.StudentsStep));
export const ReviewStep = lazyComponent(() => import('./steps/review-step').then((m) => m.ReviewStep));

const STEP_COMPONENTS: Record<OnboardingStepKey, { preload: () => void }> = {
  welcome: WelcomeStep,
  household: HouseholdStep,
  parents: ParentsStep,
  savings: SavingsStep,
  'household-finance': HouseholdFinanceStep,
  retirement: RetirementStep,
  'additional-information': AdditionalInformationStep,
  students: StudentsStep,
  review: ReviewStep,
};

export function preloadStep(key: OnboardingStepKey): void {
  STEP_COMPONENTS[key].preload();
}
