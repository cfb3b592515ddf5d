import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { useFamilyProfile } from '../../domains/family/profile/family-profile';
import { isTourDue } from '../../features/help/tour-due';
import type { PlanSectionContext } from '../../features/plan/components/plan-page';

// Each family page is its own chunk, so that onboarding loads only the wizard; the help button and the tour
// (dialogs) load with the pages that show them.
const Onboarding = lazy(() => import('../../features/onboarding/components/onboarding-page'));
const FederalSai = lazy(() => import('../../features/sai/components/federal-sai-page'));
const FamilyProfile = lazy(() => import('../../features/family-profile/components/family-profile-page'));
const Overview = lazy(() => import('../../features/overview/components/overview-page'));
const Plan = lazy(() => import('../../features/plan/components/plan-page'));
const Resources = lazy(() => import('../../features/resources/components/resources-page'));
const Help = lazy(() => import('../../features/help/components/help-page'));
const YourData = lazy(() => import('../../features/family-profile/components/your-data-page'));
const RequestHelpButton = lazy(() =>
  import('../../features/help/components/request-help-button').then((m) => ({
    default: m.RequestHelpButton,
  })),
);
const FirstVisitTour = lazy(() =>
  import('../../features/help/components/first-visit-tour').then((m) => ({ default: m.FirstVisitTour })),
);

/** Sections another feature adds to a page (composed here, never imported by the page's feature). */
interface PageSections {
  funding?: (context: PlanSectionContext) => ReactNode;
}

type PageWithActions = LazyExoticComponent<ComponentType<{ actions?: ReactNode } & PageSections>>;

/** A family page after onboarding: its own content, the request-help button in its heading, and the tour. */
function FamilyPage({
  Page,
  label,
  sections,
}: {
  Page: PageWithActions;
  label: string;
  sections?: PageSections;
}) {
  // The tour's code is fetched only while the tour is due (a family that finished or skipped it never loads it).
  const profile = useFamilyProfile().data;
  const tourDue = isTourDue(profile);
  return (
    <Suspense fallback={<PageSpinner label={label} />}>
      <Page
        {...sections}
        actions={
          <Suspense fallback={null}>
            <RequestHelpButton />
          </Suspense>
        }
      />
      {tourDue ? (
        <Suspense fallback={null}>
          <FirstVisitTour />
        </Suspense>
      ) : null}
    </Suspense>
  );
}

/** /family/onboarding */
export function OnboardingPage() {
  return (
    <Suspense fallback={<PageSpinner label="Loading onboarding" />}>
      <Onboarding />
    </Suspense>
  );
}

/** /family/federal-sai */
export function FederalSaiPage() {
  return <FamilyPage Page={FederalSai} label="Loading your SAI" />;
}

/** /family/profile */
export function FamilyProfilePage() {
  return <FamilyPage Page={FamilyProfile} label="Loading your profile" />;
}

const CaseStudies = lazy(() => import('../../features/case-studies/components/case-studies-page'));

/** /family/case-studies: the family profile and case studies side by side (acting admins and agents). */
export function CaseStudiesPage() {
  return (
    <Suspense fallback={<PageSpinner label="Loading case studies" />}>
      <CaseStudies />
    </Suspense>
  );
}

/** /family/your-data: open at every onboarding stage, so no help button or tour (they belong to onboarded pages). */
export function YourDataPage() {
  return (
    <Suspense fallback={<PageSpinner label="Loading your data" />}>
      <YourData />
    </Suspense>
  );
}

/** /family/overview */
export function OverviewPage() {
  return <FamilyPage Page={Overview} label="Loading your overview" />;
}

const FundingPlanSection = lazy(() => import('../../features/funding-plan/components/funding-plan-section'));

/** /family/plan, with how the family pays for the years shown (features/funding-plan) composed into it. */
export function PlanPage() {
  return (
    <FamilyPage
      Page={Plan}
      label="Loading your plan"
      sections={{
        funding: (context) => (
          <Suspense fallback={<PageSpinner label="Loading how you pay" />}>
            <FundingPlanSection {...context} />
          </Suspense>
        ),
      }}
    />
  );
}

/** /family/resources */
export function ResourcesPage() {
  return <FamilyPage Page={Resources} label="Loading the guides" />;
}

/** /family/help: the family's help requests and their conversations (docs/decisions/0060). */
export function HelpPage() {
  return <FamilyPage Page={Help} label="Loading your help requests" />;
}
