import { Navigate, Route, Routes } from 'react-router';
import { InvitationsPage } from '../../features/invitations/components/invitations-page';
import { ProfessionalDashboardPage } from '../../features/professional/components/professional-dashboard-page';
import { ProfessionalLayout } from '../layouts/staff-layouts';
import { NotFoundPage } from './not-found-page';
import { StaffProfileRoute } from './staff-profile-route';

/** The admission professional area (/admission-professional/*), loaded on demand. */
export default function ProfessionalArea() {
  return (
    <Routes>
      <Route element={<ProfessionalLayout />}>
        <Route index element={<Navigate to="/admission-professional/dashboard" replace />} />
        <Route path="dashboard" element={<ProfessionalDashboardPage />} />
        <Route path="invitations" element={<InvitationsPage inviter="professional" />} />
        <Route path="profile" element={<StaffProfileRoute kind="professional" />} />
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
