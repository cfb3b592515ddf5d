import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /family/cost-calculator: the college cost calculator (usable before onboarding is complete). */
export function CostCalculatorPage() {
  useDocumentTitle('College Cost Calculator');
  return (
    <PageHeading
      title="College Cost Calculator"
      description="Work out a college’s cost of attendance: tuition and fees plus room and board, in-state or out-of-state. Open to every family, even before onboarding is complete."
    />
  );
}
