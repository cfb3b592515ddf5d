import { engineProfile, taxCreditChildrenOf } from '@ccp/aid-engine';
import { PARENT_RELATIONSHIP_LABELS, PARENT_RELATIONSHIPS } from '@ccp/contracts/family-options';
import type { FamilyProfile, Parent } from '@ccp/contracts/family-profile-types';
import { FormProvider, useWatch } from 'react-hook-form';
import { FormMoneyField, FormSelect, FormTextField } from '../../../components/ui/form-fields';
import { parseMoney } from '../../../components/ui/money-field';
import { childCreditText, useTaxEstimate } from '../../../domains/family/figures/use-tax-estimate';
import { estimateFigures, useTaxFill } from '../../../domains/family/figures/use-tax-fill';
import {
  emptyParent,
  type ParentDraft,
  parentDraft,
  parentRequest,
} from '../../../domains/family/profile/family-drafts';
import {
  FILING_STATUS_OPTIONS,
  PARENT_FIELDS,
  SITUATION_FIELDS,
} from '../../../domains/family/profile/family-fields';
import { ParentRetirementFields } from '../../../domains/family/profile/family-form-fields';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { heldAt, parentSchema } from '../../../domains/family/profile/family-validation';
import { formatUsd } from '../../../lib/format';
import { DeleteRecord } from './delete-record';
import { AutosaveBar, SaveBar } from './section-card';
import { changedAnswers, useSectionForm } from './use-section-form';

type Form = { parents: ParentDraft[] };
const FIELDS = [
  'firstName',
  'lastName',
  'age',
  'relationship',
  'householdSize',
  'assetsAmount',
  'annualIncome',
  'filingStatus',
  'taxPaid',
  'taxableIncome',
  'standardDeduction',
  'preTaxRetirementAmount',
  'deductibleIraAmount',
  'rothRetirementAmount',
  'scheduleCNetProfit',
] as const;

interface ParentFormProps {
  profile: FamilyProfile;
  /** Null: a new parent. */
  parent: Parent | null;
  /** The other parent, for a joint return's tax estimate. */
  other: Parent | undefined;
  /** The first parent holds a joint return's taxes; the second shows 0. */
  isFirst: boolean;
  canDelete: boolean;
  onCreated?: (id: string) => void;
  onCancel?: () => void;
}

function TaxEstimate({
  profile,
  parent,
  other,
  isFirst,
  saved,
}: {
  profile: FamilyProfile;
  parent: Parent | null;
  other: Parent | undefined;
  isFirst: boolean;
  saved: boolean;
}) {
  const [income, filingStatus, preTax, ira, scheduleC] = useWatch<
    Form,
    [
      'parents.0.annualIncome',
      'parents.0.filingStatus',
      'parents.0.preTaxRetirementAmount',
      'parents.0.deductibleIraAmount',
      'parents.0.scheduleCNetProfit',
    ]
  >({
    name: [
      'parents.0.annualIncome',
      'parents.0.filingStatus',
      'parents.0.preTaxRetirementAmount',
      'parents.0.deductibleIraAmount',
      'parents.0.scheduleCNetProfit',
    ],
  });
  const joint = filingStatus === 'married_joint' && other?.filingStatus === 'married_joint';
  const secondOfJoint = joint && !isFirst;
  const both = joint && isFirst;
  // The household's children under 17 (Household card) go on the first parent's return, counted as the SAI counts
  // them (the engine's `taxCreditChildrenOf` on the saved profile).
  const children = taxCreditChildrenOf(engineProfile(profile, profile.parents));
  const estimate = useTaxEstimate({
    wages: secondOfJoint ? null : parseMoney(income),
    filingStatus: secondOfJoint ? '' : filingStatus,
    spouseWages: both ? (other?.annualIncome ?? 0) : null,
    // The AGI the SAI uses: pay − pre-tax plan − deductible IRA + Schedule C, both parents' on a joint return.
    preTaxRetirement: (parseMoney(preTax) ?? 0) + (both ? (other?.preTaxRetirementAmount ?? 0) : 0),
    deductibleIra: (parseMoney(ira) ?? 0) + (both ? (other?.deductibleIraAmount ?? 0) : 0),
    scheduleC: (parseMoney(scheduleC) ?? 0) + (both ? (other?.scheduleCNetProfit ?? 0) : 0),
    childrenUnder17: isFirst ? children.children : 0,
    age: parent?.age ?? null,
    spouseAge: both ? (other?.age ?? null) : null,
  });
  useTaxFill(
    'parents.0',
    secondOfJoint
      ? { taxPaid: 0, taxableIncome: 0, standardDeduction: 0 }
      : estimate.data
        ? estimateFigures(estimate.data)
        : null,
    !saved,
  );
  return (
    <p className="text-sm text-slate-600">
      {secondOfJoint
        ? `On a joint return, the tax is entered once, with ${other?.firstName ?? 'the first parent'}.`
        : estimate.data
          ? `Estimated${joint ? ' for your joint return' : ''} from the ${estimate.data.taxYear} federal tables: income tax ${formatUsd(estimate.data.incomeTax)} on an adjusted gross income of ${formatUsd(estimate.data.agi)}. ${isFirst ? childCreditText(children, estimate.data.childTaxCredit) : ''} Change a figure if your return says otherwise.`
          : 'Enter the income and filing status to get an estimate.'}
    </p>
  );
}

/** One parent's answers: who they are, income and taxes (estimated by the aid engine, editable). */
export function ParentForm({
  profile,
  parent,
  other,
  isFirst,
  canDelete,
  onCreated,
  onCancel,
}: ParentFormProps) {
  const writes = useFamilyProfileWrites();
  const section = useSectionForm<Form>({
    profile,
    toValues: (p) => ({
      parents: [parent ? parentDraft(p.parents.find((x) => x.id === parent.id) ?? parent) : emptyParent()],
    }),
    // A new parent is added by its button; an existing one is saved as you go.
    autosave: parent !== null,
    schema: heldAt('parents.0', parentSchema(['about', 'income'])),
    save: async (v, base, version): Promise<FamilyProfile> => {
      const input = parentRequest(v.parents[0] as ParentDraft);
      if (parent) {
        const read = parentRequest(base.parents[0] as ParentDraft);
        return writes.updateParent.mutateAsync({
          id: parent.id,
          input: changedAnswers(input, read),
          version,
        });
      }
      const created = await writes.addParent.mutateAsync(input);
      onCreated?.(created.id);
      return created.profile;
    },
    fields: FIELDS.map((f) => `parents.0.${f}` as const),
    at: 'parents.0.',
  });
  const name = parent ? `${parent.firstName} ${parent.lastName}`.trim() : 'this parent';

  return (
    <FormProvider {...section.form}>
      <form {...section.formProps} aria-label={parent ? `${name}’s answers` : 'New parent'}>
        <div className="grid gap-5 md:grid-cols-2">
          <FormTextField name="parents.0.firstName" label={PARENT_FIELDS.firstName.label} />
          <FormTextField name="parents.0.lastName" label={PARENT_FIELDS.lastName.label} />
          <FormTextField
            name="parents.0.age"
            label={PARENT_FIELDS.age.label}
            hint={PARENT_FIELDS.age.help}
            inputMode="numeric"
          />
          <FormSelect
            name="parents.0.relationship"
            label={SITUATION_FIELDS.relationship.label}
            hint={SITUATION_FIELDS.relationship.help}
            options={PARENT_RELATIONSHIPS.map((value) => ({
              value,
              label: PARENT_RELATIONSHIP_LABELS[value],
            }))}
          />
          <FormTextField
            name="parents.0.householdSize"
            label={SITUATION_FIELDS.otherParentHouseholdSize.label}
            hint={`${SITUATION_FIELDS.otherParentHouseholdSize.help} Only for the parent who does not report (CSS Profile colleges ask about this parent).`}
            inputMode="numeric"
          />
          <FormMoneyField
            name="parents.0.assetsAmount"
            label={SITUATION_FIELDS.otherParentAssets.label}
            hint={SITUATION_FIELDS.otherParentAssets.help}
          />
          <FormMoneyField
            name="parents.0.annualIncome"
            label={PARENT_FIELDS.annualIncome.label}
            hint={PARENT_FIELDS.annualIncome.help}
            suffix="per year"
          />
          <FormSelect
            name="parents.0.filingStatus"
            label={PARENT_FIELDS.filingStatus.label}
            options={FILING_STATUS_OPTIONS}
            placeholder="Choose"
          />
          <FormMoneyField
            name="parents.0.scheduleCNetProfit"
            label={PARENT_FIELDS.scheduleCNetProfit.label}
            hint={PARENT_FIELDS.scheduleCNetProfit.help}
            suffix="per year"
            signed
          />
          <ParentRetirementFields prefix="parents.0" />
        </div>
        <div className="mt-5 rounded-xl bg-slate-50 p-4">
          <TaxEstimate
            profile={profile}
            parent={parent}
            other={other}
            isFirst={isFirst}
            saved={parent !== null}
          />
          <div className="mt-4 grid gap-5 md:grid-cols-3">
            <FormMoneyField name="parents.0.taxPaid" label={PARENT_FIELDS.taxPaid.label} />
            <FormMoneyField name="parents.0.taxableIncome" label={PARENT_FIELDS.taxableIncome.label} />
            <FormMoneyField
              name="parents.0.standardDeduction"
              label={PARENT_FIELDS.standardDeduction.label}
            />
          </div>
        </div>
        {parent ? (
          <AutosaveBar section={section} />
        ) : (
          <SaveBar
            dirty
            busy={section.form.formState.isSubmitting || section.status === 'saving'}
            problem={section.problem}
            onReset={onCancel ?? section.reset}
            label="Add this parent"
            cancelLabel={onCancel ? 'Cancel' : undefined}
          />
        )}
        {parent && canDelete ? (
          <DeleteRecord
            name={name}
            consequence={
              other?.filingStatus === 'married_joint'
                ? `Their income and taxes leave the profile. The joint return’s tax figures on ${other.firstName} are cleared and estimated again on ${other.firstName}’s income alone, and your SAI is recomputed.`
                : 'Their income and taxes leave the profile, and your SAI is recomputed without them.'
            }
            id={parent.id}
            remove={writes.deleteParent}
          />
        ) : null}
      </form>
    </FormProvider>
  );
}
