import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /agent/dashboard. */
export function AgentDashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <PageHeading
      title="Dashboard"
      description="The families you advise, and the invitations you have sent to new ones."
    />
  );
}
