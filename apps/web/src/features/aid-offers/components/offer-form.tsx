import {
  AID_BASIS_LABELS,
  AID_ITEM_KIND_LABELS,
  AID_ITEM_KINDS,
  AID_SOURCE_LABELS,
  AID_SOURCES,
  type AidOffer,
  type FavouritesResponse,
  LOAN_KIND_LABELS,
  LOAN_KINDS,
  MAX_AID_ITEMS,
} from '@ccp/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/money-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { YesNoField } from '../../../components/ui/yes-no-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useSaveOffer } from '../api/offers-api';
import {
  awardYearsFrom,
  draftOf,
  emptyDraft,
  type ItemDraft,
  newItem,
  type OfferDraft,
  requestOf,
} from '../lib/offer-draft';

type Student = FavouritesResponse['students'][number];

const startOf = (student: Student | undefined) =>
  student ? Number(student.assumptions.priceYear.slice(0, 4)) : new Date().getFullYear();

/**
 * An offer as the college's letter lists it: whose, which college and year, the costs it bills and those it does
 * not, then each line of aid with its kind (whose grant, need or merit, renewed and on what condition; which loan).
 */
export function OfferForm({
  students,
  offer,
  onDone,
}: {
  students: Student[];
  /** The offer to change, or null for a new one. */
  offer: AidOffer | null;
  onDone: (saved: AidOffer | null) => void;
}) {
  const [draft, setDraft] = useState<OfferDraft>(() =>
    offer ? draftOf(offer) : emptyDraft(students[0]?.id ?? '', awardYearsFrom(startOf(students[0]))[0]!),
  );
  const save = useSaveOffer();
  const { showToast } = useToast();
  const id = useId();
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const student = students.find((s) => s.id === draft.studentId);
  const set = (change: Partial<OfferDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setItem = (i: number, change: Partial<ItemDraft>) =>
    setDraft((d) => ({ ...d, items: d.items.map((it, j) => (j === i ? { ...it, ...change } : it)) }));
  const years = awardYearsFrom(startOf(student));
  if (!years.includes(draft.awardYear)) years.unshift(draft.awardYear);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: offer?.id ?? null, body: requestOf(draft) },
      {
        onSuccess: (saved) => {
          showToast(`The offer from ${saved.collegeName} is saved.`, 'success');
          onDone(saved);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="grid gap-6 [&>*]:min-w-0">
      <h2 id={`${id}-title`} className="text-lg font-bold text-navy-900">
        {offer ? `Change the offer from ${offer.collegeName}` : 'Enter an offer from its letter'}
      </h2>
      {save.isError ? (
        <Alert tone="error" title="The offer was not saved">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-3 [&>*]:min-w-0">
        <legend className="mb-2 text-sm font-bold text-navy-900">Whose offer</legend>
        <Select
          label="Student"
          options={students.map((s) => ({ value: s.id, label: s.name }))}
          value={draft.studentId}
          onChange={(e) => set({ studentId: e.target.value, collegeId: '' })}
          error={fields.studentId}
        />
        <Select
          label="College"
          placeholder={student && student.favourites.length === 0 ? 'No favourite yet' : 'Choose a college'}
          options={(student?.favourites ?? []).map((f) => ({
            value: String(f.college.id),
            label: f.college.name,
          }))}
          value={draft.collegeId}
          onChange={(e) => set({ collegeId: e.target.value })}
          error={fields.collegeId}
          hint="The student’s favourite colleges: add a college to the favourites first to enter its offer."
        />
        <Select
          label="Award year"
          options={years.map((y) => ({ value: y, label: y }))}
          value={draft.awardYear}
          onChange={(e) => set({ awardYear: e.target.value })}
          error={fields.awardYear}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3 [&>*]:min-w-0">
        <legend className="mb-2 text-sm font-bold text-navy-900">Costs the college bills</legend>
        <MoneyField
          label="Tuition and fees"
          value={draft.tuitionAndFees}
          onChange={(e) => set({ tuitionAndFees: e.target.value })}
          error={fields.tuitionAndFees}
        />
        <MoneyField
          label="Housing and food"
          value={draft.housingAndFood}
          onChange={(e) => set({ housingAndFood: e.target.value })}
          error={fields.housingAndFood}
        />
        <YesNoField
          label="Housing on campus (billed)?"
          value={draft.housingOnCampus}
          onChange={(v) => set({ housingOnCampus: v })}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3 [&>*]:min-w-0">
        <legend className="mb-2 text-sm font-bold text-navy-900">
          Costs the letter lists but does not bill
        </legend>
        <MoneyField
          label="Books and supplies"
          value={draft.booksAndSupplies}
          onChange={(e) => set({ booksAndSupplies: e.target.value })}
          error={fields.booksAndSupplies}
        />
        <MoneyField
          label="Transportation"
          value={draft.transportation}
          onChange={(e) => set({ transportation: e.target.value })}
          error={fields.transportation}
        />
        <MoneyField
          label="Personal expenses"
          value={draft.personalExpenses}
          onChange={(e) => set({ personalExpenses: e.target.value })}
          error={fields.personalExpenses}
        />
      </fieldset>

      <fieldset className="grid gap-4 [&>*]:min-w-0">
        <legend className="mb-2 text-sm font-bold text-navy-900">
          Aid, line by line as the letter lists it
        </legend>
        {fields.items ? <p className="text-sm text-red-700">{fields.items}</p> : null}
        {draft.items.map((item, i) => (
          <ItemFields
            key={item.key}
            index={i}
            item={item}
            fields={fields}
            onChange={(change) => setItem(i, change)}
            onRemove={() => set({ items: draft.items.filter((_, j) => j !== i) })}
          />
        ))}
        <div>
          <Button
            variant="secondary"
            disabled={draft.items.length >= MAX_AID_ITEMS}
            onClick={() => set({ items: [...draft.items, newItem()] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a line
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <legend className="mb-2 text-sm font-bold text-navy-900">
          What the letter says in total (if it says so)
        </legend>
        <MoneyField
          label="The letter’s “total aid” or “total award”"
          value={draft.letterTotalAid}
          onChange={(e) => set({ letterTotalAid: e.target.value })}
          error={fields.letterTotalAid}
          hint="Leave empty if the letter gives none. We check whether it counts loans as aid."
        />
        <MoneyField
          label="The letter’s “net cost” or “amount due”"
          value={draft.letterNetCost}
          onChange={(e) => set({ letterNetCost: e.target.value })}
          error={fields.letterNetCost}
        />
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          Save offer
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ItemFields({
  index,
  item,
  fields,
  onChange,
  onRemove,
}: {
  index: number;
  item: ItemDraft;
  fields: Record<string, string>;
  onChange: (change: Partial<ItemDraft>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const at = (name: string) => fields[`items.${index}.${name}`];
  const gift = item.kind === 'grant' || item.kind === 'scholarship';
  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3 [&>*]:min-w-0">
      <Select
        label={`Line ${n}: kind`}
        options={AID_ITEM_KINDS.map((k) => ({ value: k, label: AID_ITEM_KIND_LABELS[k] }))}
        value={item.kind}
        onChange={(e) => onChange({ kind: e.target.value as ItemDraft['kind'] })}
        error={at('kind')}
      />
      <TextField
        label={`Line ${n}: name on the letter`}
        value={item.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={at('name')}
      />
      <MoneyField
        label={`Line ${n}: amount`}
        suffix="for the year"
        value={item.amount}
        onChange={(e) => onChange({ amount: e.target.value })}
        error={at('amount')}
      />
      {gift ? (
        <>
          <Select
            label={`Line ${n}: whose money`}
            placeholder="Choose"
            options={AID_SOURCES.map((s) => ({ value: s, label: AID_SOURCE_LABELS[s] }))}
            value={item.source}
            onChange={(e) => onChange({ source: e.target.value as ItemDraft['source'] })}
            error={at('source')}
          />
          <Select
            label={`Line ${n}: need-based or merit`}
            placeholder="Choose"
            options={(['need', 'merit'] as const).map((b) => ({ value: b, label: AID_BASIS_LABELS[b] }))}
            value={item.basis}
            onChange={(e) => onChange({ basis: e.target.value as ItemDraft['basis'] })}
            error={at('basis')}
          />
          <YesNoField
            label={`Line ${n}: renewed in later years?`}
            value={item.renewable}
            onChange={(v) => onChange({ renewable: v })}
            error={at('renewable')}
          />
          {item.renewable ? (
            <TextField
              className="sm:col-span-3"
              label={`Line ${n}: renewed on what condition (optional)`}
              placeholder="e.g. a GPA of 3.0 or more"
              value={item.renewalCondition}
              onChange={(e) => onChange({ renewalCondition: e.target.value })}
              error={at('renewalCondition')}
            />
          ) : null}
        </>
      ) : null}
      {item.kind === 'loan' ? (
        <>
          <Select
            label={`Line ${n}: kind of loan`}
            placeholder="Choose"
            options={LOAN_KINDS.map((k) => ({ value: k, label: LOAN_KIND_LABELS[k] }))}
            value={item.loanKind}
            onChange={(e) => onChange({ loanKind: e.target.value as ItemDraft['loanKind'] })}
            error={at('loanKind')}
          />
          {item.loanKind === 'private' ? (
            <TextField
              label={`Line ${n}: interest rate (% a year)`}
              inputMode="decimal"
              value={item.interestRate}
              onChange={(e) => onChange({ interestRate: e.target.value })}
              error={at('interestRate')}
            />
          ) : null}
        </>
      ) : null}
      {item.kind === 'work_study' ? (
        <p className="text-sm text-slate-600 sm:col-span-2">
          Work-study is money the student may earn in a campus job, paid as wages for hours worked: it does
          not lower the bill.
        </p>
      ) : null}
      <div className="flex items-end sm:col-start-3 sm:justify-end">
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove line ${n}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </div>
  );
}
