import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFamilyProfile } from '../../../lib/family-profile';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OnboardingWizard } from './onboarding-wizard';

/** /family/onboarding: the nine-step wizard, opened on the step in `?currentStepIndex=`. */
export default function OnboardingPage() {
  useDocumentTitle('Onboarding');
  const profile = useFamilyProfile();
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
