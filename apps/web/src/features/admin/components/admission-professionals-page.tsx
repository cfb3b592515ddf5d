import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/admission-professionals: list of admission professionals. */
export function AdmissionProfessionalsPage() {
  useDocumentTitle('Admission Professionals');
  return (
    <PageHeading
      title="Admission Professionals"
      description="Admission professional accounts and the families each of them invited."
    />
  );
}
