import { MARITAL_STATUS_LABELS, MARITAL_STATUSES } from '@ccp/contracts/family-options';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, FormYesNo, useFieldError } from '../../../components/ui/form-fields';
import { Select } from '../../../components/ui/select';
import { type FamilyDraft, type ParentDraft, parentsApart } from './family-drafts';
import { SITUATION_FIELDS } from './family-fields';

/** The FAFSA's words for the parents' marital status (2024-25 on), in its order. */
const STATUS_OPTIONS = MARITAL_STATUSES.map((value) => ({
  value,
  label:
    value === 'single'
      ? 'Never married'
      : value === 'unmarried_living_together'
        ? 'Unmarried and both legal parents living together'
        : value === 'married'
          ? 'Married (not separated)'
          : MARITAL_STATUS_LABELS[value],
}));

export const nameOf = (p: ParentDraft | undefined, index: number) =>
  [p?.firstName.trim(), p?.lastName.trim()].filter(Boolean).join(' ') || `Parent ${index + 1}`;

/**
 * The parents' situation in the FAFSA's order: their marital status; for parents who do not live together, which
 * one provided more financial support in the last 12 months; whether that parent has remarried. Who reports comes
 * from these answers, never from the order the parents were entered in.
 */
export function ParentsSituation() {
  const { setValue } = useFormContext<FamilyDraft>();
  const status = useWatch<FamilyDraft, 'situation.parentsMaritalStatus'>({
    name: 'situation.parentsMaritalStatus',
  });
  const parents = useWatch<FamilyDraft, 'parents'>({ name: 'parents' });
  const supportError = useFieldError('situation.providedMoreSupport');
  const legal = parents.map((p, index) => ({ p, index })).filter((e) => e.p.relationship !== 'stepparent');
  const apart = parentsApart(status);
  const supporter = legal.find((e) => e.p.providedMoreSupport === true);
  const reporter = apart ? (legal.length === 1 ? legal[0] : supporter) : undefined;

  return (
    <div className="grid gap-5 rounded-xl bg-slate-50 p-4 sm:p-5">
      <FormSelect
        name="situation.parentsMaritalStatus"
        label={SITUATION_FIELDS.parentsMaritalStatus.label}
        hint={SITUATION_FIELDS.parentsMaritalStatus.help}
        options={STATUS_OPTIONS}
        placeholder="Choose"
      />
      {apart && legal.length === 2 ? (
        <Select
          name="situation.providedMoreSupport"
          label={SITUATION_FIELDS.providedMoreSupport.label}
          hint={SITUATION_FIELDS.providedMoreSupport.help}
          error={supportError}
          placeholder="Choose a parent"
          value={supporter ? String(supporter.index) : ''}
          options={legal.map((e) => ({ value: String(e.index), label: nameOf(e.p, e.index) }))}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            for (const e of legal)
              setValue(`parents.${e.index}.providedMoreSupport`, e.index === chosen, { shouldDirty: true });
          }}
        />
      ) : null}
      {apart && status !== 'remarried' ? (
        <FormYesNo
          name="situation.reportingParentRemarried"
          label={`Has ${reporter ? nameOf(reporter.p, reporter.index) : 'the parent who reports'} remarried (or married someone else)?`}
          hint={SITUATION_FIELDS.reportingParentRemarried.help}
        />
      ) : null}
      {reporter ? (
        <p className="text-sm text-slate-700" data-testid="who-reports">
          On the FAFSA, <strong>{nameOf(reporter.p, reporter.index)}</strong> reports
          {status === 'remarried' || parents.some((p) => p.relationship === 'stepparent')
            ? ', with the stepparent (their spouse)'
            : ''}
          .{' '}
          {legal.length === 2
            ? 'The other parent is not on the FAFSA; CSS Profile colleges ask about that parent.'
            : ''}
        </p>
      ) : null}
    </div>
  );
}
