import { PAGE_SIZE } from '@ccp/contracts';
import { COUPON_SORTS, type Coupon, type CouponListRequest, type CouponSort } from '@ccp/contracts/coupons';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableTable } from '../../../components/ui/searchable-list';
import type { TableColumn } from '../../../components/ui/table';
import { formatCount, formatQuantity } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSortedListSearch } from '../../../lib/use-list-search';
import { useCoupons, useRemoveCoupon } from '../api/coupons-api';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponStatusBadge, discountLabel, formatIsoDate } from './coupon-labels';

const SORT_LABEL: Record<CouponSort, string> = {
  code: 'code',
  valid_from: 'first valid day',
  valid_until: 'last valid day',
  uses: 'uses',
  created: 'date created',
};

/** /admin/coupon-code: the coupon codes, searchable, sortable and paged; add, edit and remove. */
export function CouponCodePage() {
  useDocumentTitle('Coupon Codes');
  const listSearch = useSortedListSearch(COUPON_SORTS, 'created');
  const { search, page, sortBy, order } = listSearch;
  const request: CouponListRequest = { search, page, limit: PAGE_SIZE, sort_by: sortBy, sort_order: order };
  const list = useCoupons(request);
  const remove = useRemoveCoupon();
  /** undefined: closed; null: adding; a coupon: editing it. */
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Coupon | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: TableColumn<Coupon>[] = [
    {
      key: 'code',
      sortKey: 'code',
      header: 'Code',
      inCard: 'title',
      className: 'min-w-48',
      cell: (c) => (
        <>
          <span className="font-mono font-semibold text-navy-900">{c.code}</span>
          {c.description ? <span className="block text-xs text-slate-600">{c.description}</span> : null}
        </>
      ),
    },
    { key: 'discount', header: 'Discount', className: 'whitespace-nowrap', cell: (c) => discountLabel(c) },
    {
      key: 'valid',
      sortKey: 'valid_until',
      header: 'Valid',
      className: 'whitespace-nowrap',
      cell: (c) => (
        <div className="flex flex-col items-start gap-1">
          <span>
            {formatIsoDate(c.validFrom)} – {formatIsoDate(c.validUntil)}
          </span>
          <CouponStatusBadge status={c.status} />
        </div>
      ),
    },
    {
      key: 'uses',
      sortKey: 'uses',
      header: 'Uses',
      numeric: true,
      className: 'whitespace-nowrap',
      cell: (c) => (
        <>
          {formatCount(c.uses)} <span aria-hidden="true">/</span>
          <span className="sr-only">of</span> {formatCount(c.usageLimit)}
        </>
      ),
    },
    {
      key: 'agent',
      header: 'Financial agent',
      cell: (c) =>
        c.agent ? (
          <>
            {c.agent.name}
            <span className="block text-xs text-slate-600">{c.agent.organisation}</span>
          </>
        ) : (
          <span className="text-slate-600">None</span>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      inCard: 'action',
      className: 'whitespace-nowrap text-right',
      cell: (c) => (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" aria-label={`Edit ${c.code}`} onClick={() => setEditing(c)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove ${c.code}`} onClick={() => setRemoving(c)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="Coupon Codes"
        description="Create, edit and remove coupon codes, and see the agents they belong to and how many families used them."
        actions={
          <Button
            onClick={() => {
              setNotice(null);
              setEditing(null);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add coupon
          </Button>
        }
      />

      {notice ? <Alert tone="success" title={notice} className="mb-5" /> : null}

      <SearchableTable
        searchLabel="Search coupons"
        placeholder="Code or description"
        list={listSearch}
        query={list}
        loadingLabel="Loading coupons"
        errorTitle="The coupons could not be loaded."
        noun="coupon"
        table={{
          caption: `Coupons, sorted by ${SORT_LABEL[sortBy]}, ${order === 'ASC' ? 'ascending' : 'descending'}`,
          columns,
          rowKey: (c) => c.id,
          minWidth: 'min-w-[56rem]',
          cards: true,
          empty: search ? `No coupon matches “${search}”.` : 'No coupons yet: add the first one.',
          sort: listSearch.sort,
        }}
      />

      <CouponFormDialog
        key={editing === undefined ? 'closed' : (editing?.id ?? 'new')}
        coupon={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          setNotice(editing ? `Coupon ${saved.code} saved.` : `Coupon ${saved.code} added.`);
          setEditing(undefined);
        }}
      />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove coupon ${removing?.code ?? ''}?`}
        description={
          removing && removing.uses > 0
            ? `${formatQuantity(removing.uses, 'family')} signed up with it. They keep their accounts and their agent; the code stops working and is no longer shown on their records.`
            : 'The code stops working at once. This cannot be undone.'
        }
        confirmLabel="Remove coupon"
        failureTitle="The coupon was not removed."
        action={remove}
        variables={removing?.id ?? ''}
        onDone={() => setNotice(`Coupon ${removing?.code ?? ''} removed.`)}
      />
    </div>
  );
}
