import type { OnboardingStepKey } from '@ccp/contracts/onboarding';
import {
  AdditionalInformationStep,
  HouseholdFinanceStep,
  HouseholdStep,
  ParentsStep,
  RetirementStep,
  ReviewStep,
  SavingsStep,
  StudentsStep,
  WelcomeStep,
} from './step-components';

/** The questions of the step shown (each step's component loads with it). */
export function WizardStepBody({
  stepKey,
  sub,
  familyName,
  removed,
  onCountChange,
  onEdit,
}: {
  stepKey: OnboardingStepKey;
  sub: number;
  familyName: string;
  /** The parents and students removed since the last save (their ids are added here). */
  removed: { parents: string[]; students: string[] };
  /** A parent or student was added or removed: the sub-steps change. */
  onCountChange: () => void;
  /** Opens a step from the review. */
  onEdit: (step: number) => void;
}) {
  switch (stepKey) {
    case 'welcome':
      return <WelcomeStep familyName={familyName} />;
    case 'household':
      return <HouseholdStep sub={sub} />;
    case 'parents':
      return (
        <ParentsStep sub={sub} onRemove={(id) => removed.parents.push(id)} onCountChange={onCountChange} />
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
        <StudentsStep sub={sub} onRemove={(id) => removed.students.push(id)} onCountChange={onCountChange} />
      );
    case 'review':
      return <ReviewStep onEdit={onEdit} />;
  }
}
