import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';

const FamilyOffersSection = lazy(() => import('./family-offers-section'));

/** The family's aid offers on a staff family page (read only), loaded when the page is opened. */
export function familyOffers(familyId: string) {
  return (
    <Suspense fallback={<PageSpinner label="Loading the family’s aid offers" />}>
      <FamilyOffersSection familyId={familyId} />
    </Suspense>
  );
}
