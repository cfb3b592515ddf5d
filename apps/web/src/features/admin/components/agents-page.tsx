import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/agents: list of financial agents. */
export function AgentsPage() {
  useDocumentTitle('Agents');
  return (
    <PageHeading
      title="Agents"
      description="Financial agent accounts, their organisations and the families they advise."
    />
  );
}
