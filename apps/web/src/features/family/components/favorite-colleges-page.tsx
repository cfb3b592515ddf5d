import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /family/college/favorite-colleges: the favourites view. */
export function FavoriteCollegesPage() {
  useDocumentTitle('Favorite Colleges');
  return (
    <PageHeading
      title="Favorite Colleges"
      description="The colleges your students saved as favourites, with what each would cost your family."
    />
  );
}
