import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /family/resources: bonus resources. */
export function ResourcesPage() {
  useDocumentTitle('Bonus Resources');
  return (
    <PageHeading
      title="Bonus Resources"
      description="Further reading on paying for college, chosen for families planning the cost of college."
    />
  );
}
