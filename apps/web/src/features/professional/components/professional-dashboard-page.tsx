import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admission-professional/dashboard. */
export function ProfessionalDashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <PageHeading
      title="Dashboard"
      description="The families you invited, and invitations to send to new ones."
    />
  );
}
