import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { CaseStudySelectionProvider } from '../../domains/family/case-studies/case-study-selection';
import { FamilyLayout } from '../layouts/family-layout';
import {
  CaseStudiesPage,
  FamilyProfilePage,
  FederalSaiPage,
  HelpPage,
  OnboardingPage,
  OverviewPage,
  PlanPage,
  ResourcesPage,
  YourDataPage,
} from './family-feature-routes';
import { FamilyGate } from './guards';
import { NotFoundPage } from './not-found-page';

// The college pages and the calculator are their own chunks.
const CollegeSearchPage = lazy(() =>
  import('../../features/colleges/components/college-search-page').then((m) => ({
    default: m.CollegeSearchPage,
  })),
);
const FavouriteCollegesPage = lazy(() =>
  import('../../features/colleges/components/favourite-colleges-page').then((m) => ({
    default: m.FavouriteCollegesPage,
  })),
);
const CollegePage = lazy(() =>
  import('../../features/colleges/components/college-page').then((m) => ({ default: m.CollegePage })),
);
const CostCalculatorPage = lazy(() =>
  import('../../features/calculator/components/cost-calculator-page').then((m) => ({
    default: m.CostCalculatorPage,
  })),
);
const FamilyActivityPage = lazy(() =>
  import('../../features/act-as/components/family-activity-page').then((m) => ({
    default: m.FamilyActivityPage,
  })),
);
const AidOffersPage = lazy(() => import('../../features/aid-offers/components/aid-offers-page'));
const AppealLetterPage = lazy(() => import('../../features/aid-offers/components/appeal-letter-page'));
const loading = <PageSpinner label="Loading" />;

/** The family area (/family/*), loaded on demand. */
export default function FamilyArea() {
  return (
    <CaseStudySelectionProvider>
      <Routes>
        <Route element={<FamilyLayout />}>
          <Route element={<FamilyGate />}>
            <Route index element={<Navigate to="/family/federal-sai" replace />} />
            <Route path="onboarding" element={<OnboardingPage />} />
            <Route path="profile" element={<FamilyProfilePage />} />
            <Route path="overview" element={<OverviewPage />} />
            <Route path="federal-sai" element={<FederalSaiPage />} />
            <Route path="plan" element={<PlanPage />} />
            <Route
              path="college/search"
              element={
                <Suspense fallback={loading}>
                  <CollegeSearchPage />
                </Suspense>
              }
            />
            <Route
              path="college/favorite-colleges"
              element={
                <Suspense fallback={loading}>
                  <FavouriteCollegesPage />
                </Suspense>
              }
            />
            <Route
              path="colleges/:id"
              element={
                <Suspense fallback={loading}>
                  <CollegePage />
                </Suspense>
              }
            />
            <Route
              path="cost-calculator"
              element={
                <Suspense fallback={loading}>
                  <CostCalculatorPage />
                </Suspense>
              }
            />
            <Route
              path="aid-offers"
              element={
                <Suspense fallback={loading}>
                  <AidOffersPage />
                </Suspense>
              }
            />
            <Route
              path="aid-offers/:id/appeal-letter"
              element={
                <Suspense fallback={loading}>
                  <AppealLetterPage />
                </Suspense>
              }
            />
            <Route path="resources" element={<ResourcesPage />} />
            <Route path="help" element={<HelpPage />} />
            <Route path="your-data" element={<YourDataPage />} />
            <Route path="case-studies" element={<CaseStudiesPage />} />
            <Route
              path="activity"
              element={
                <Suspense fallback={loading}>
                  <FamilyActivityPage />
                </Suspense>
              }
            />
            <Route
              path="*"
              element={<NotFoundPage homeTo="/family/federal-sai" homeLabel="Go to your family pages" />}
            />
          </Route>
        </Route>
      </Routes>
    </CaseStudySelectionProvider>
  );
}
