import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /family/federal-sai: the SAI Number page. */
export function FederalSaiPage() {
  useDocumentTitle('Federal Student Aid Index');
  return (
    <PageHeading
      title="Federal Student Aid Index"
      description="Your Student Aid Index (SAI), estimated from your household profile with the federal formula. It is the number colleges and the U.S. Department of Education use to measure your need for aid."
    />
  );
}
