import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/college-cost-calculator: calculator users. */
export function CollegeCostCalculatorUsersPage() {
  useDocumentTitle('College Cost Calculator');
  return (
    <PageHeading
      title="College Cost Calculator"
      description="The people who have used the college cost calculator."
    />
  );
}
