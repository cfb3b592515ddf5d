import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { InvitationsPage } from '../../features/invitations/components/invitations-page';
import { ProfessionalDashboardPage } from '../../features/professional/components/professional-dashboard-page';
import { ProfessionalFamilyDetailPage } from '../../features/professional/components/professional-family-detail-page';
import { ProfessionalLayout } from '../layouts/staff-layouts';
import { NotFoundPage } from './not-found-page';

// The profile form (and its form library) is loaded when the profile is opened, not with the dashboard.
const StaffProfileRoute = lazy(() =>
  import('./staff-profile-route').then((m) => ({ default: m.StaffProfileRoute })),
);

/** The admission professional area (/admission-professional/*), loaded on demand. */
export default function ProfessionalArea() {
  return (
    <Routes>
      <Route element={<ProfessionalLayout />}>
        <Route index element={<Navigate to="/admission-professional/dashboard" replace />} />
        <Route path="dashboard" element={<ProfessionalDashboardPage />} />
        <Route path="invitations" element={<InvitationsPage inviter="professional" />} />
        <Route path="families/:userId" element={<ProfessionalFamilyDetailPage />} />
        <Route
          path="profile"
          element={
            <Suspense fallback={<PageSpinner label="Loading" />}>
              <StaffProfileRoute kind="professional" />
            </Suspense>
          }
        />
        <Route
          path="*"
          element={
            <NotFoundPage homeTo="/admission-professional/dashboard" homeLabel="Go to the dashboard" />
          }
        />
      </Route>
    </Routes>
  );
}
