import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/ui/spinner';

// Each family page is its own chunk, so that onboarding loads only the wizard.
const Onboarding = lazy(() => import('../../features/onboarding/components/onboarding-page'));

/** /family/onboarding */
export function OnboardingPage() {
  return (
    <Suspense fallback={<PageSpinner label="Loading onboarding" />}>
      <Onboarding />
    </Suspense>
  );
}
