import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/families/:userId: one family. */
export function FamilyDetailPage() {
  useDocumentTitle('Family details');
  return (
    <PageHeading
      title="Family details"
      description="One family’s profile, parents, students and financial agent."
    />
  );
}
