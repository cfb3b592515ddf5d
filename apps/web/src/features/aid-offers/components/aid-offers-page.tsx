import { type AidOffer, MAX_COMPARED_OFFERS } from '@ccp/contracts';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAidOffers, useDeleteOffer, useOfferColleges } from '../api/offers-api';
import { OfferComparison } from './offer-comparison';
import { OfferForm } from './offer-form';

const KIND_COUNT = (offer: AidOffer) => {
  const count = (kind: string) => offer.items.filter((i) => i.kind === kind).length;
  const parts = [
    [count('grant') + count('scholarship'), 'grant or scholarship', 'grants and scholarships'],
    [count('loan'), 'loan', 'loans'],
    [count('work_study'), 'work-study line', 'work-study lines'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(', ');
};

/**
 * /family/aid-offers: the offers the colleges sent, entered from their letters, and up to six side by side. Staff
 * reading a family's offers pass `familyId` (read only).
 */
export default function AidOffersPage({
  familyId,
  actions,
}: {
  familyId?: string;
  actions?: React.ReactNode;
}) {
  useDocumentTitle('Aid offers');
  const offers = useAidOffers(familyId);
  const [editing, setEditing] = useState<AidOffer | 'new' | null>(null);
  const [picked, setPicked] = useState<string[] | null>(null);
  const headingId = useId();
  const heading = (
    <PageHeading
      title="Your aid offers"
      description="Enter each college’s award letter line by line and compare up to six offers side by side: the net price with grants only, what the bill asks, the loans and what they cost, work-study as earnings, and four years ahead."
      actions={actions}
    />
  );
  if (offers.isPending) return <PageSpinner label="Loading your aid offers" />;
  if (offers.isError) {
    return (
      <>
        {heading}
        <Alert tone="error" title="Your aid offers could not be loaded">
          {errorMessage(offers.error)}
        </Alert>
      </>
    );
  }
  const list = offers.data.offers;
  const canEdit = offers.data.canEdit;
  const ids = (picked ?? list.slice(0, MAX_COMPARED_OFFERS).map((o) => o.id)).filter((id) =>
    list.some((o) => o.id === id),
  );
  return (
    <>
      {heading}
      <div className="grid gap-6 [&>*]:min-w-0">
        {offers.data.caseStudy ? (
          <Alert title={`The case study ‘${offers.data.caseStudy.name}’ keeps its own copy of the offers`}>
            These are the offers as they were when the case study was made, compared with its own figures.
            Changes here stay in the case study: the family’s offers do not change.
          </Alert>
        ) : null}
        {canEdit && editing !== null ? (
          <Card>
            <EditOffer
              offer={editing === 'new' ? null : editing}
              onDone={(saved) => {
                setEditing(null);
                if (saved && !ids.includes(saved.id) && ids.length < MAX_COMPARED_OFFERS)
                  setPicked([...ids, saved.id]);
              }}
            />
          </Card>
        ) : null}
        <Card as="section" aria-labelledby={headingId} className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={headingId} className="text-lg font-bold text-navy-900">
              The offers you entered
            </h2>
            {canEdit && editing === null ? (
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" className="size-4" />
                Enter an offer
              </Button>
            ) : null}
          </div>
          <OfferList
            offers={list}
            picked={ids}
            setPicked={setPicked}
            canEdit={canEdit}
            onEdit={(o) => setEditing(o)}
          />
        </Card>
        <OfferComparison ids={ids} familyId={familyId} canAppeal={canEdit} />
      </div>
    </>
  );
}

function EditOffer({ offer, onDone }: { offer: AidOffer | null; onDone: (saved: AidOffer | null) => void }) {
  const colleges = useOfferColleges();
  if (colleges.isPending) return <PageSpinner label="Loading your students and colleges" />;
  if (colleges.isError) {
    return (
      <Alert tone="error" title="Your students and colleges could not be loaded">
        {errorMessage(colleges.error)}
      </Alert>
    );
  }
  if (colleges.data.students.length === 0) {
    return (
      <Alert title="Add a student first">
        Offers are kept per student. <Link to="/family/profile">Add your students on your profile</Link>.
      </Alert>
    );
  }
  return <OfferForm students={colleges.data.students} offer={offer} onDone={onDone} />;
}

function OfferList({
  offers,
  picked,
  setPicked,
  canEdit,
  onEdit,
}: {
  offers: AidOffer[];
  picked: string[];
  setPicked: (ids: string[]) => void;
  canEdit: boolean;
  onEdit: (offer: AidOffer) => void;
}) {
  const remove = useDeleteOffer();
  const { showToast } = useToast();
  const columns: TableColumn<AidOffer>[] = [
    {
      key: 'compare',
      header: 'Compare',
      className: 'w-20',
      inCard: 'action',
      cell: (o) => {
        const checked = picked.includes(o.id);
        return (
          <input
            type="checkbox"
            className="size-5 accent-accent-700"
            aria-label={`Compare the offer from ${o.collegeName} for ${o.studentName}, ${o.awardYear}`}
            checked={checked}
            disabled={!checked && picked.length >= MAX_COMPARED_OFFERS}
            onChange={() => setPicked(checked ? picked.filter((p) => p !== o.id) : [...picked, o.id])}
          />
        );
      },
    },
    {
      key: 'offer',
      header: 'Offer',
      inCard: 'title',
      cell: (o) => (
        <div>
          <p className="font-semibold text-navy-900">{o.collegeName}</p>
          <p className="text-xs text-slate-600">
            {o.studentName}, {o.awardYear}
          </p>
        </div>
      ),
    },
    { key: 'lines', header: 'Lines entered', cell: (o) => KIND_COUNT(o) || 'No aid line' },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      numeric: true,
      inCard: 'action',
      cell: (o) => (
        <div className="flex flex-wrap justify-end gap-1">
          {canEdit ? (
            <>
              <Link
                to={`/family/aid-offers/${o.id}/appeal-letter`}
                className={buttonClasses('ghost', 'sm')}
                aria-label={`Appeal letter to ${o.collegeName}`}
              >
                <FileText aria-hidden="true" className="size-4" />
                Appeal letter
              </Link>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onEdit(o)}
                aria-label={`Change the offer from ${o.collegeName}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove the offer from ${o.collegeName}`}
                onClick={() =>
                  remove.mutate(o.id, {
                    onSuccess: () => showToast(`The offer from ${o.collegeName} is removed.`, 'success'),
                    onError: (error) => showToast(errorMessage(error), 'error'),
                  })
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <div className="mt-4">
      <Table
        caption="Your aid offers: tick up to six to compare them"
        columns={columns}
        rows={offers}
        rowKey={(o) => o.id}
        empty="No offer yet: when a college’s award letter arrives, enter it here line by line."
        minWidth="min-w-[36rem]"
        cards
      />
      {offers.length > 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {picked.length === 0
            ? `Tick up to ${MAX_COMPARED_OFFERS} offers to compare them.`
            : `Comparing ${picked.length} offer${picked.length === 1 ? '' : 's'}${picked.length === MAX_COMPARED_OFFERS ? ' (the most at once)' : ''}.`}
        </p>
      ) : null}
    </div>
  );
}
