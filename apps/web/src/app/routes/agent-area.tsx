import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { AgentDashboardPage } from '../../features/agent/components/agent-dashboard-page';
import { AgentFamiliesPage } from '../../features/agent/components/agent-families-page';
import { AgentFamilyDetailPage } from '../../features/agent/components/agent-family-detail-page';
import { InvitationsPage } from '../../features/invitations/components/invitations-page';
import { AgentLayout } from '../layouts/staff-layouts';
import { NotFoundPage } from './not-found-page';

// The profile form (and its form library) is loaded when the profile is opened, not with the dashboard.
const StaffProfileRoute = lazy(() =>
  import('./staff-profile-route').then((m) => ({ default: m.StaffProfileRoute })),
);

/** The financial agent area (/agent/*), loaded on demand. */
export default function AgentArea() {
  return (
    <Routes>
      <Route element={<AgentLayout />}>
        <Route index element={<Navigate to="/agent/dashboard" replace />} />
        <Route path="dashboard" element={<AgentDashboardPage />} />
        <Route path="families" element={<AgentFamiliesPage />} />
        <Route path="families/:userId" element={<AgentFamilyDetailPage />} />
        <Route path="invitations" element={<InvitationsPage inviter="agent" />} />
        <Route
          path="profile"
          element={
            <Suspense fallback={<PageSpinner label="Loading" />}>
              <StaffProfileRoute kind="agent" />
            </Suspense>
          }
        />
        <Route
          path="*"
          element={<NotFoundPage homeTo="/agent/dashboard" homeLabel="Go to the dashboard" />}
        />
      </Route>
    </Routes>
  );
}
