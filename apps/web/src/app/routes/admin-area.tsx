import { Navigate, Route, Routes } from 'react-router';
import { AdminDashboardPage } from '../../features/admin/components/admin-dashboard-page';
import { AdmissionProfessionalsPage } from '../../features/admin/components/admission-professionals-page';
import { AgentsPage } from '../../features/admin/components/agents-page';
import { CollegeCostCalculatorUsersPage } from '../../features/admin/components/college-cost-calculator-page';
import { CollegesPage } from '../../features/admin/components/colleges-page';
import { CouponCodePage } from '../../features/admin/components/coupon-code-page';
import { FamiliesPage } from '../../features/admin/components/families-page';
import { FamilyDetailPage } from '../../features/admin/components/family-detail-page';
import { AdminLayout } from '../layouts/staff-layouts';
import { NotFoundPage } from './not-found-page';
import { StaffProfileRoute } from './staff-profile-route';

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
        <Route path="colleges" element={<CollegesPage />} />
        <Route path="college-cost-calculator" element={<CollegeCostCalculatorUsersPage />} />
        <Route path="coupon-code" element={<CouponCodePage />} />
        <Route path="profile" element={<StaffProfileRoute kind="admin" />} />
        <Route
          path="*"
          element={<NotFoundPage homeTo="/admin/dashboard" homeLabel="Go to the dashboard" />}
        />
      </Route>
    </Routes>
  );
}
