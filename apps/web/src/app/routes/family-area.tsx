import { Navigate, Route, Routes } from 'react-router';
import { CollegeSearchPage } from '../../features/family/components/college-search-page';
import { CostCalculatorPage } from '../../features/family/components/cost-calculator-page';
import { FavoriteCollegesPage } from '../../features/family/components/favorite-colleges-page';
import { FamilyLayout } from '../layouts/family-layout';
import {
  FamilyProfilePage,
  FederalSaiPage,
  OnboardingPage,
  OverviewPage,
  ResourcesPage,
} from './family-feature-routes';
import { FamilyGate } from './guards';
import { NotFoundPage } from './not-found-page';

/** The family area (/family/*), loaded on demand. */
export default function FamilyArea() {
  return (
    <Routes>
      <Route element={<FamilyLayout />}>
        <Route element={<FamilyGate />}>
          <Route index element={<Navigate to="/family/federal-sai" replace />} />
          <Route path="onboarding" element={<OnboardingPage />} />
          <Route path="profile" element={<FamilyProfilePage />} />
          <Route path="overview" element={<OverviewPage />} />
          <Route path="federal-sai" element={<FederalSaiPage />} />
          <Route path="college/search" element={<CollegeSearchPage />} />
          <Route path="college/favorite-colleges" element={<FavoriteCollegesPage />} />
          <Route path="cost-calculator" element={<CostCalculatorPage />} />
          <Route path="resources" element={<ResourcesPage />} />
          <Route
            path="*"
            element={<NotFoundPage homeTo="/family/federal-sai" homeLabel="Go to your family pages" />}
          />
        </Route>
      </Route>
    </Routes>
  );
}
