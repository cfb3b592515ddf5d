import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /agent/families/:userId: one family. */
export function AgentFamilyDetailPage() {
  useDocumentTitle('Family details');
  return (
    <PageHeading
      title="Family details"
      description="One family’s profile, parents, students and saved case studies."
    />
  );
}
