import { MAX_COMPARED_OFFERS } from '@ccp/contracts';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAidOffers } from '../api/offers-api';
import { OfferComparison } from './offer-comparison';

/**
 * A family's aid offers as its financial agent (or an admin) reads them on the family's page: read only, the first
 * six side by side. Changing them is done acting as the family.
 */
export default function FamilyOffersSection({ familyId }: { familyId: string }) {
  const offers = useAidOffers(familyId);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="mt-6 min-w-0">
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        Aid offers
      </h2>
      {offers.isPending ? <Spinner label="Loading the family’s aid offers" showLabel /> : null}
      {offers.isError ? <p className="mt-2 text-sm text-red-700">{errorMessage(offers.error)}</p> : null}
      {offers.data && offers.data.offers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">The family has not entered an aid offer yet.</p>
      ) : null}
      {offers.data && offers.data.offers.length > 0 ? (
        <div className="mt-4">
          <p className="mb-4 text-sm text-slate-600">
            {offers.data.offers.length} offer{offers.data.offers.length === 1 ? '' : 's'} entered
            {offers.data.offers.length > MAX_COMPARED_OFFERS
              ? `; the first ${MAX_COMPARED_OFFERS} are compared`
              : ''}
            . Act as the family to change them or write an appeal letter.
          </p>
          <OfferComparison
            ids={offers.data.offers.slice(0, MAX_COMPARED_OFFERS).map((o) => o.id)}
            familyId={familyId}
            canAppeal={false}
          />
        </div>
      ) : null}
    </Card>
  );
}
