import { ONBOARDING_STEPS } from '@ccp/contracts/onboarding';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useFamilyProfile } from '../../../domains/family/profile/family-profile';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OnboardingWizard } from './onboarding-wizard';
import { preloadStep } from './step-components';

/** /family/onboarding: the nine-step wizard, opened on the step in `?currentStepIndex=`. */
export default function OnboardingPage() {
  useDocumentTitle('Onboarding');
  const profile = useFamilyProfile();
  // The step in the address (Welcome by default) loads alongside the answers instead of after them.
  const [params] = useSearchParams();
  const requested = ONBOARDING_STEPS[Number(params.get('currentStepIndex') ?? 0)]?.key ?? 'welcome';
  useEffect(() => preloadStep(requested), [requested]);
  if (profile.isPending) return <PageSpinner label="Loading your answers" />;
  if (profile.isError) {
    return (
      <Alert tone="error" title="We could not load your answers.">
        <p>{errorMessage(profile.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => profile.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <OnboardingWizard profile={profile.data} />;
}
