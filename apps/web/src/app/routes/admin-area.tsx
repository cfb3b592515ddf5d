import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { AdminDashboardPage } from '../../features/admin/components/admin-dashboard-page';
import { AdmissionProfessionalsPage } from '../../features/admin/components/admission-professionals-page';
import { AgentsPage } from '../../features/admin/components/agents-page';
import { CouponCodePage } from '../../features/admin/components/coupon-code-page';
import { FamiliesPage } from '../../features/admin/components/families-page';
import { FamilyDetailPage } from '../../features/admin/components/family-detail-page';
import { AdminLayout } from '../layouts/staff-layouts';
import { NotFoundPage } from './not-found-page';
import { StaffProfileRoute } from './staff-profile-route';

// The admin college pages are their own chunk.
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
const loadingColleges = <PageSpinner label="Loading" />;

/** The admin area (/admin/*), loaded on demand. */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="families" element={<FamiliesPage />} />
        <Route path="families/:userId" element={<FamilyDetailPage />} />
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
          path="college-cost-calculator"
          element={
            <Suspense fallback={loadingColleges}>
              <CalculatorUsersPage />
            </Suspense>
          }
        />
        <Route path="coupon-code" element={<CouponCodePage />} />
        <Route
          path="crm-deliveries"
          element={
            <Suspense fallback={loadingColleges}>
              <CrmDeliveriesPage />
            </Suspense>
          }
        />
        <Route path="profile" element={<StaffProfileRoute kind="admin" />} />
        <Route
          path="*"
          element={<NotFoundPage homeTo="/admin/dashboard" homeLabel="Go to the dashboard" />}
        />
      </Route>
    </Routes>
  );
}
