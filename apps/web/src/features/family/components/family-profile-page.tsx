import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /family/profile: the family profile (onboarding answers, parents, students). */
export function FamilyProfilePage() {
  useDocumentTitle('Family Profile');
  return (
    <PageHeading
      title="Family Profile"
      description="Your household, parents, students and finances in one place. Keeping them up to date keeps every estimate accurate."
    />
  );
}
