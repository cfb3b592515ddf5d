import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /agent/families: the agent’s families. */
export function AgentFamiliesPage() {
  useDocumentTitle('Families');
  return (
    <PageHeading
      title="Families"
      description="The families of your organisation. Open a family to see its plan."
    />
  );
}
