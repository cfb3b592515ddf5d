import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { ActAsFamilyButton } from '../../features/act-as/components/act-as-family-button';
import { AgentDashboardPage } from '../../features/agent/components/agent-dashboard-page';
import type { AgentFamilyRef } from '../../features/agent/components/agent-families-list';
import { AgentFamiliesPage } from '../../features/agent/components/agent-families-page';
import { AgentFamilyDetailPage } from '../../features/agent/components/agent-family-detail-page';
import { familyOffers } from '../../features/aid-offers/components/family-offers-lazy';
import { InvitationsPage } from '../../features/invitations/components/invitations-page';
import { AgentLayout } from '../layouts/staff-layouts';
import { NotFoundPage } from './not-found-page';

// The profile form (and its form library) is loaded when the profile is opened, not with the dashboard.
const StaffProfileRoute = lazy(() =>
  import('./staff-profile-route').then((m) => ({ default: m.StaffProfileRoute })),
);

/** "Act as this family" on the agent's dashboard, families list and family page (docs/product-spec.md §4 Simulation). */
const actAsFamily = (family: AgentFamilyRef, compact = false) => (
  <ActAsFamilyButton
    familyId={family.familyId}
    familyName={family.name}
    as="agent"
    hasAccount={family.userId !== null}
    compact={compact}
  />
);
const actAsFamilyInRow = (family: AgentFamilyRef) => actAsFamily(family, true);

/** The financial agent area (/agent/*), loaded on demand. */
export default function AgentArea() {
  return (
    <Routes>
      <Route element={<AgentLayout />}>
        <Route index element={<Navigate to="/agent/dashboard" replace />} />
        <Route path="dashboard" element={<AgentDashboardPage renderActions={actAsFamilyInRow} />} />
        <Route path="families" element={<AgentFamiliesPage renderActions={actAsFamilyInRow} />} />
        <Route
          path="families/:userId"
          element={<AgentFamilyDetailPage renderActions={actAsFamily} renderSections={familyOffers} />}
        />
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
