import { StaffPage } from './staff-page';

/** /admin/agents: financial agents and their pending invitations, one list. */
export function AgentsPage() {
  return <StaffPage kind="agent" />;
}
