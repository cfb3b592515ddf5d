import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/dashboard: admin aggregates. */
export function AdminDashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <PageHeading
      title="Dashboard"
      description="Figures about the families, financial agents and admission professionals on College Cost Planner."
    />
  );
}
