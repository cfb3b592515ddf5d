import type { MeResponse } from '@ccp/contracts';
import { useSession } from '../../lib/session';
import { AppShell } from './app-shell';
import type { NavItem } from './nav-types';

/** Admin navigation (docs/product-spec.md §2). */
export const ADMIN_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Families', to: '/admin/families' },
  { label: 'Admission Professionals', to: '/admin/admission-professionals' },
  { label: 'Agents', to: '/admin/agents' },
  { label: 'Colleges', to: '/admin/colleges' },
  { label: 'College Cost Calculator', to: '/admin/college-cost-calculator' },
  { label: 'Coupon Code', to: '/admin/coupon-code' },
  { label: 'CRM Deliveries', to: '/admin/crm-deliveries' },
  { label: 'Mail', to: '/admin/mail' },
  { label: 'Activity', to: '/admin/activity' },
];

export const AGENT_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/agent/dashboard' },
  { label: 'Families', to: '/agent/families' },
  { label: 'Invitations', to: '/agent/invitations' },
];

export const PROFESSIONAL_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/admission-professional/dashboard' },
  { label: 'Invitations', to: '/admission-professional/invitations' },
];

function StaffLayout(props: { areaLabel: string; homeTo: string; items: NavItem[]; profileTo: string }) {
  const me: MeResponse | null | undefined = useSession().data;
  if (!me) return null;
  return <AppShell me={me} wide {...props} />;
}

export function AdminLayout() {
  return (
    <StaffLayout
      areaLabel="Administration"
      homeTo="/admin/dashboard"
      items={ADMIN_NAV}
      profileTo="/admin/profile"
    />
  );
}

export function AgentLayout() {
  return (
    <StaffLayout
      areaLabel="Financial agent"
      homeTo="/agent/dashboard"
      items={AGENT_NAV}
      profileTo="/agent/profile"
    />
  );
}

export function ProfessionalLayout() {
  return (
    <StaffLayout
      areaLabel="Admission professional"
      homeTo="/admission-professional/dashboard"
      items={PROFESSIONAL_NAV}
      profileTo="/admission-professional/profile"
    />
  );
}
