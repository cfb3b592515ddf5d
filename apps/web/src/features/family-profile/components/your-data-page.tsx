import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { YourDataSection } from './your-data-section';

/**
 * /family/your-data: download everything held about the family, or delete the account, at every onboarding stage
 * (the account menu's "Download my data" and "Delete my account"; `?delete=1` opens the confirmation).
 */
export default function YourDataPage() {
  useDocumentTitle('Your data');
  const [params] = useSearchParams();
  return (
    <>
      <PageHeading
        eyebrow="Your account"
        title="Your data"
        description="What we hold about your family is yours: take a copy at any time, or delete your account and all of it."
      />
      <YourDataSection confirmAtStart={params.get('delete') === '1'} />
    </>
  );
}
