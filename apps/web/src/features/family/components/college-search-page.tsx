import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /family/college/search: college search with filters. */
export function CollegeSearchPage() {
  useDocumentTitle('Search Colleges');
  return (
    <PageHeading
      title="Search Colleges"
      description="Find colleges by state, type, size, admission rate and cost, and save favourites for each of your students."
    />
  );
}
