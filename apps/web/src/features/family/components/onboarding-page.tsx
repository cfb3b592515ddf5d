import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /family/onboarding: the onboarding wizard (Welcome, Household, Parents, Household Finance, Additional Information, Students, ...). */
export function OnboardingPage() {
  useDocumentTitle('Onboarding');
  return (
    <PageHeading
      eyebrow="Onboarding"
      title="Let’s build your family profile"
      description="Onboarding takes you step by step through your household, parents, household finances, additional information and students. When it is complete, your Student Aid Index, college search and the rest of your plan open up."
    />
  );
}
