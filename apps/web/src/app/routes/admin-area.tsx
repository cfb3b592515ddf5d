import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { ActAsFamilyButton } from '../../features/act-as/components/act-as-family-button';
import { AdmissionProfessionalsPage } from '../../features/admin/components/admission-professionals-page';
import { AgentsPage } from '../../features/admin/components/agents-page';
import { familyOffers } from '../../features/aid-offers/components/family-offers-lazy';
import { AdminLayout } from '../layouts/staff-layouts';
import { NotFoundPage } from './not-found-page';

// The admin college pages are their own chunk.
/** "Act as this family" on the families list and a family's page (docs/product-spec.md §4 Simulation). */
const actAsFamily = (family: { id: string; userId: string | null; name: string }, compact = false) => (
  <ActAsFamilyButton
    familyId={family.id}
    familyName={family.name}
    as="admin"
    hasAccount={family.userId !== null}
    compact={compact}
  />
);
const actAsFamilyInRow = (family: { id: string; userId: string | null; name: string }) =>
  actAsFamily(family, true);

const AdminActivityPage = lazy(() =>
  import('../../features/act-as/components/admin-activity-page').then((m) => ({
    default: m.AdminActivityPage,
  })),
);
const AdminCollegesPage = lazy(() =>
  import('../../features/admin-colleges/components/admin-colleges-page').then((m) => ({
    default: m.AdminCollegesPage,
  })),
);
const CollegeEditPage = lazy(() =>
  import('../../features/admin-colleges/components/college-edit-page').then((m) => ({
    default: m.CollegeEditPage,
  })),
);
const AidPoliciesPage = lazy(() =>
  import('../../features/admin-colleges/components/aid-policies-page').then((m) => ({
    default: m.AidPoliciesPage,
  })),
);
const AidPolicyEditPage = lazy(() =>
  import('../../features/admin-colleges/components/aid-policy-edit-page').then((m) => ({
    default: m.AidPolicyEditPage,
  })),
);
const CalculatorUsersPage = lazy(() =>
  import('../../features/admin-colleges/components/calculator-users-page').then((m) => ({
    default: m.CalculatorUsersPage,
  })),
);
const CrmDeliveriesPage = lazy(() =>
  import('../../features/admin-crm/components/crm-deliveries-page').then((m) => ({
    default: m.CrmDeliveriesPage,
  })),
);
const MailOutboxPage = lazy(() =>
  import('../../features/admin-mail/components/mail-outbox-page').then((m) => ({
    default: m.MailOutboxPage,
  })),
);
// The coupon page (its form checks with the contracts' zod schema) is its own chunk.
const CouponCodePage = lazy(() =>
  import('../../features/admin/components/coupon-code-page').then((m) => ({ default: m.CouponCodePage })),
);
const loadingColleges = <PageSpinner label="Loading" />;
// The profile form (and its form library) is loaded when the profile is opened, not with the dashboard.
const StaffProfileRoute = lazy(() =>
  import('./staff-profile-route').then((m) => ({ default: m.StaffProfileRoute })),
);
// The dashboard (and Recharts with it) and the family pages are their own chunks too.
const AdminDashboardPage = lazy(() =>
  import('../../features/admin-dashboard/components/admin-dashboard-page').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const FamiliesPage = lazy(() =>
  import('../../features/admin-families/components/families-page').then((m) => ({ default: m.FamiliesPage })),
);
const FamilyDetailPage = lazy(() =>
  import('../../features/admin-families/components/family-detail-page').then((m) => ({
    default: m.FamilyDetailPage,
  })),
);

/** The admin area (/admin/*), loaded on demand. */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route
          path="dashboard"
          element={
            <Suspense fallback={loadingColleges}>
              <AdminDashboardPage />
            </Suspense>
          }
        />
        <Route
          path="families"
          element={
            <Suspense fallback={loadingColleges}>
              <FamiliesPage familyAction={actAsFamilyInRow} />
            </Suspense>
          }
        />
        <Route
          path="families/:userId"
          element={
            <Suspense fallback={loadingColleges}>
              <FamilyDetailPage familyAction={actAsFamily} renderSections={familyOffers} />
            </Suspense>
          }
        />
        <Route path="admission-professionals" element={<AdmissionProfessionalsPage />} />
        <Route path="agents" element={<AgentsPage />} />
        <Route
          path="colleges"
          element={
            <Suspense fallback={loadingColleges}>
              <AdminCollegesPage />
            </Suspense>
          }
        />
        <Route
          path="colleges/:id"
          element={
            <Suspense fallback={loadingColleges}>
              <CollegeEditPage />
            </Suspense>
          }
        />
        <Route
          path="aid-policies"
          element={
            <Suspense fallback={loadingColleges}>
              <AidPoliciesPage />
            </Suspense>
          }
        />
        <Route
          path="aid-policies/:unitId"
          element={
            <Suspense fallback={loadingColleges}>
              <AidPolicyEditPage />
            </Suspense>
          }
        />
        <Route
          path="college-cost-calculator"
          element={
            <Suspense fallback={loadingColleges}>
              <CalculatorUsersPage />
            </Suspense>
          }
        />
        <Route
          path="coupon-code"
          element={
            <Suspense fallback={loadingColleges}>
              <CouponCodePage />
            </Suspense>
          }
        />
        <Route
          path="crm-deliveries"
          element={
            <Suspense fallback={loadingColleges}>
              <CrmDeliveriesPage />
            </Suspense>
          }
        />
        <Route
          path="mail"
          element={
            <Suspense fallback={loadingColleges}>
              <MailOutboxPage />
            </Suspense>
          }
        />
        <Route
          path="activity"
          element={
            <Suspense fallback={loadingColleges}>
              <AdminActivityPage />
            </Suspense>
          }
        />
        <Route
          path="profile"
          element={
            <Suspense fallback={loadingColleges}>
              <StaffProfileRoute kind="admin" />
            </Suspense>
          }
        />
        <Route
          path="*"
          element={<NotFoundPage homeTo="/admin/dashboard" homeLabel="Go to the dashboard" />}
        />
      </Route>
    </Routes>
  );
}
