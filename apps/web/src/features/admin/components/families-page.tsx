import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/families: list of families. */
export function FamiliesPage() {
  useDocumentTitle('Families');
  return (
    <PageHeading
      title="Families"
      description="Every family account: search families, open one, and assign or remove its financial agent."
    />
  );
}
