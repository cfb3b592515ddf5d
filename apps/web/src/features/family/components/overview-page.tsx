import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /family/overview: summary of the family plan. */
export function OverviewPage() {
  useDocumentTitle('Overview');
  return (
    <PageHeading
      title="Overview"
      description="A summary of your family’s plan: your Student Aid Index, your students and the colleges they are considering."
    />
  );
}
