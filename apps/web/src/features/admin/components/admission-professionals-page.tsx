import type { ReactNode } from 'react';
import { StaffPage } from './staff-page';

/** /admin/admission-professionals: admission professionals (the route composes their invitations in). */
export function AdmissionProfessionalsPage({ invitations }: { invitations?: ReactNode }) {
  return <StaffPage kind="professional" invitations={invitations} />;
}
