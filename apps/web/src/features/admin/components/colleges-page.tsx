import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/colleges: the college catalogue. */
export function CollegesPage() {
  useDocumentTitle('Colleges');
  return (
    <PageHeading
      title="Colleges"
      description="The colleges families can search: add, edit or remove a college, or import many at once from a CSV file."
    />
  );
}
