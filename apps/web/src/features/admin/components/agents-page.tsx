import type { ReactNode } from 'react';
import { StaffPage } from './staff-page';

/** /admin/agents: financial agents (the route composes their pending invitations in). */
export function AgentsPage({ invitations }: { invitations?: ReactNode }) {
  return <StaffPage kind="agent" invitations={invitations} />;
}
