import { taxCreditChildren } from '@ccp/aid-engine';
import {
  MAX_LEGAL_PARENTS,
  MAX_PARENTS,
  PARENT_RELATIONSHIP_LABELS,
  PARENT_RELATIONSHIPS,
} from '@ccp/contracts/family-options';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FormMoneyField, FormSelect, FormTextField, FormYesNo } from '../../../../components/ui/form-fields';
import { parseMoney } from '../../../../components/ui/money-field';
import { childCreditText, useTaxEstimate } from '../../../../domains/family/figures/use-tax-estimate';
import { estimateFigures, useTaxFill } from '../../../../domains/family/figures/use-tax-fill';
import {
  emptyParent,
  type FamilyDraft,
  type ParentDraft,
  parentsApart,
  parseNumber,
} from '../../../../domains/family/profile/family-drafts';
import {
  FILING_STATUS_OPTIONS,
  PARENT_FIELDS,
  SITUATION_FIELDS,
} from '../../../../domains/family/profile/family-fields';
import { ParentRetirementFields } from '../../../../domains/family/profile/family-form-fields';
import { ParentsSituation } from '../../../../domains/family/profile/parents-situation-fields';
import { formatUsd } from '../../../../lib/format';
import { QuestionGroup } from '../question-group';

interface ParentsStepProps {
  sub: number;
  /** A saved parent was removed: it is deleted when the step is saved. */
  onRemove: (id: string) => void;
  onCountChange: () => void;
}

const parentLabel = (p: Pick<ParentDraft, 'firstName'> | undefined, index: number) =>
  p?.firstName.trim() || (index === 0 ? 'First parent' : 'Second parent');

/** One adult's name, age and relationship; the other parent (not on the FAFSA) gets the CSS Profile questions. */
function AdultFields({ index, onRemove }: { index: number; onRemove: (() => void) | null }) {
  const parents = useWatch<FamilyDraft, 'parents'>({ name: 'parents' });
  const status = useWatch<FamilyDraft, 'situation.parentsMaritalStatus'>({
    name: 'situation.parentsMaritalStatus',
  });
  const parent = parents[index];
  const legal = parents.filter((p) => p.relationship !== 'stepparent');
  const isOther =
    parentsApart(status) &&
    legal.length === 2 &&
    parent?.relationship !== 'stepparent' &&
    parent?.providedMoreSupport === false;
  const title =
    parent?.relationship === 'stepparent' ? 'Stepparent' : index === 0 ? 'First parent' : 'Second parent';
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-sm font-bold text-navy-900">{title}</legend>
      {isOther ? (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <strong>CSS Profile colleges ask about this parent.</strong> The FAFSA does not: this parent’s
          figures count only in the institutional estimate, as a contribution of their own. Everything below
          the name is optional.
        </p>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <FormTextField
          name={`parents.${index}.firstName`}
          label={PARENT_FIELDS.firstName.label}
          autoComplete={index === 0 ? 'given-name' : 'off'}
        />
        <FormTextField
          name={`parents.${index}.lastName`}
          label={PARENT_FIELDS.lastName.label}
          autoComplete={index === 0 ? 'family-name' : 'off'}
        />
        <FormTextField
          name={`parents.${index}.age`}
          label={PARENT_FIELDS.age.label}
          hint={PARENT_FIELDS.age.help}
          inputMode="numeric"
          className="md:max-w-40"
        />
        {index > 0 ? (
          <FormSelect
            name={`parents.${index}.relationship`}
            label={SITUATION_FIELDS.relationship.label}
            hint={SITUATION_FIELDS.relationship.help}
            options={RELATIONSHIP_OPTIONS}
          />
        ) : null}
        {isOther ? (
          <>
            <FormTextField
              name={`parents.${index}.householdSize`}
              label={SITUATION_FIELDS.otherParentHouseholdSize.label}
              hint={SITUATION_FIELDS.otherParentHouseholdSize.help}
              inputMode="numeric"
              className="md:max-w-40"
            />
            <FormMoneyField
              name={`parents.${index}.assetsAmount`}
              label={SITUATION_FIELDS.otherParentAssets.label}
              hint={SITUATION_FIELDS.otherParentAssets.help}
            />
          </>
        ) : null}
      </div>
      {onRemove ? (
        <Button variant="ghost" size="sm" className="mt-4 text-red-700 hover:bg-red-50" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove {parent?.firstName.trim() || title.toLowerCase()}
        </Button>
      ) : null}
    </fieldset>
  );
}

const RELATIONSHIP_OPTIONS = PARENT_RELATIONSHIPS.map((value) => ({
  value,
  label: PARENT_RELATIONSHIP_LABELS[value],
}));

/** Step 3, Parents: who they are, then each parent's income and taxes (estimated by the aid engine). */
export function ParentsStep({ sub, onRemove, onCountChange }: ParentsStepProps) {
  const { control } = useFormContext<FamilyDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'parents', keyName: 'key' });
  const noParents = useWatch<FamilyDraft, 'noParents'>({ name: 'noParents' });
  // Independent: the parents already entered are removed (deleted when the step is saved); back to dependent, one
  // empty parent to fill in.
  const onIndependent = (independent: boolean) => {
    if (independent) {
      for (const field of fields) if (field.id) onRemove(field.id);
      remove();
    } else if (fields.length === 0) {
      append(emptyParent());
    }
    onCountChange();
  };
  const independentQuestion = (
    <FormYesNo
      name="noParents"
      label="Is the student independent (the FAFSA asks no questions about the parents)?"
      hint="A student is independent when 24 or older by January 1 of the year college starts, married, a graduate student, a veteran or on active duty, supporting children or other dependants, an orphan or ward of the court or in foster care since 13, an emancipated minor, or an unaccompanied homeless youth. The Students step asks these questions and checks them."
      onAnswer={onIndependent}
    />
  );

  if (noParents) {
    return (
      <QuestionGroup
        title={sub === 0 ? 'About the parents' : 'Income and taxes'}
        intro="An independent student’s FAFSA has no parent section: the student’s own (and a spouse’s) income, savings and household are asked in the Students step, and the SAI uses Formula B, or Formula C when the student supports dependants other than a spouse."
      >
        {sub === 0 ? (
          independentQuestion
        ) : (
          <p className="text-sm text-slate-700">No parent income is asked.</p>
        )}
      </QuestionGroup>
    );
  }

  if (sub === 0) {
    return (
      <QuestionGroup
        title="About the parents"
        intro="The FAFSA asks about the legal parents first: whether they live together and, if not, which one provided more support. Then about each adult: up to two legal parents and a stepparent."
      >
        {independentQuestion}
        <ParentsSituation />
        {fields.map((field, index) => (
          <AdultFields
            key={field.key}
            index={index}
            onRemove={
              index > 0
                ? () => {
                    const { id } = field;
                    if (id) onRemove(id);
                    remove(index);
                    onCountChange();
                  }
                : null
            }
          />
        ))}
        {fields.length < MAX_PARENTS ? (
          <Button
            variant="secondary"
            onClick={() => {
              append(
                fields.length >= MAX_LEGAL_PARENTS
                  ? { ...emptyParent(), relationship: 'stepparent' }
                  : emptyParent(),
              );
              onCountChange();
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {fields.length === 1 ? 'Add a second parent' : 'Add a stepparent'}
          </Button>
        ) : null}
      </QuestionGroup>
    );
  }

  return (
    <QuestionGroup
      title="Income and taxes"
      intro="Enter each parent’s pay before deductions and what went into retirement savings. We estimate the federal income tax with the aid engine’s tax tables; keep the estimate or type the figure from your return."
    >
      {fields.map((field, index) => (
        <ParentIncome key={field.key} index={index} />
      ))}
    </QuestionGroup>
  );
}

function ParentIncome({ index }: { index: number }) {
  const parents = useWatch<FamilyDraft, 'parents'>({ name: 'parents' });
  const parent = parents[index];
  // A joint return's partner: the other adult who also files married jointly (with three adults, the reporting
  // parent and the stepparent).
  const partnerIndex = parents.findIndex(
    (p, i) => i !== index && parent?.filingStatus === 'married_joint' && p.filingStatus === 'married_joint',
  );
  const other = partnerIndex >= 0 ? parents[partnerIndex] : undefined;
  const joint = other !== undefined;
  // On a joint return the tax is figured on both incomes and entered once, with the first of the two.
  const secondOfJoint = joint && index > partnerIndex;
  const firstOfJoint = joint && index < partnerIndex;
  const [childrenUnder17, familyMembersCount] = useWatch<
    FamilyDraft,
    ['household.childrenUnder17', 'household.familyMembersCount']
  >({ name: ['household.childrenUnder17', 'household.familyMembersCount'] });
  // The household's children under 17 go on the first parent's return (the engine's rule; the draft's reporting
  // parents taken as the first two entered).
  const children = taxCreditChildren(
    parseNumber(childrenUnder17),
    parseNumber(familyMembersCount),
    Math.min(parents.length, 2),
  );
  const estimate = useTaxEstimate({
    wages: secondOfJoint ? null : parseMoney(parent?.annualIncome),
    filingStatus: secondOfJoint ? '' : (parent?.filingStatus ?? ''),
    spouseWages: firstOfJoint ? parseMoney(other?.annualIncome) : null,
    // The AGI the SAI uses: pay − pre-tax plan − deductible IRA + Schedule C, both parents' on a joint return.
    preTaxRetirement:
      (parseMoney(parent?.preTaxRetirementAmount) ?? 0) +
      (firstOfJoint ? (parseMoney(other?.preTaxRetirementAmount) ?? 0) : 0),
    deductibleIra:
      (parseMoney(parent?.deductibleIraAmount) ?? 0) +
      (firstOfJoint ? (parseMoney(other?.deductibleIraAmount) ?? 0) : 0),
    scheduleC:
      (parseMoney(parent?.scheduleCNetProfit) ?? 0) +
      (firstOfJoint ? (parseMoney(other?.scheduleCNetProfit) ?? 0) : 0),
    childrenUnder17: index === 0 ? children.children : 0,
    age: parseNumber(parent?.age),
    spouseAge: firstOfJoint ? parseNumber(other?.age) : null,
  });
  const figures = secondOfJoint
    ? { taxPaid: 0, taxableIncome: 0, standardDeduction: 0 }
    : estimate.data
      ? estimateFigures(estimate.data)
      : null;
  useTaxFill(`parents.${index}`, figures);
  const name = parentLabel(parent, index);

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-sm font-bold text-navy-900">{name}</legend>
      <div className="grid gap-5 md:grid-cols-2">
        <FormMoneyField
          name={`parents.${index}.annualIncome`}
          label={PARENT_FIELDS.annualIncome.label}
          hint={PARENT_FIELDS.annualIncome.help}
          suffix="per year"
        />
        <FormSelect
          name={`parents.${index}.filingStatus`}
          label={PARENT_FIELDS.filingStatus.label}
          hint={PARENT_FIELDS.filingStatus.help}
          options={FILING_STATUS_OPTIONS}
          placeholder="Choose"
        />
        <FormMoneyField
          name={`parents.${index}.scheduleCNetProfit`}
          label={PARENT_FIELDS.scheduleCNetProfit.label}
          hint={PARENT_FIELDS.scheduleCNetProfit.help}
          suffix="per year"
          signed
        />
        <ParentRetirementFields prefix={`parents.${index}`} />
      </div>
      <div className="mt-5 rounded-xl bg-slate-50 p-4">
        <p className="text-sm font-semibold text-navy-900">
          {secondOfJoint
            ? `On a joint return, the tax is entered once, with ${parentLabel(other, partnerIndex)}.`
            : joint
              ? 'Estimated for your joint return, on both parents’ income'
              : 'Estimated from this income and filing status'}
        </p>
        {!secondOfJoint && estimate.data ? (
          <p className="mt-1 text-sm text-slate-600">
            {estimate.data.taxYear} federal tables: adjusted gross income {formatUsd(estimate.data.agi)},
            income tax {formatUsd(estimate.data.incomeTax)}.
            {index === 0 ? childCreditText(children, estimate.data.childTaxCredit) : ''} Change a figure if
            your return says otherwise.
          </p>
        ) : null}
        {!secondOfJoint && estimate.isError ? (
          <p className="mt-1 text-sm text-red-700">
            We could not estimate the tax just now. You can type the figures from your return.
          </p>
        ) : null}
        <div className="mt-4 grid gap-5 md:grid-cols-3">
          <FormMoneyField name={`parents.${index}.taxPaid`} label={PARENT_FIELDS.taxPaid.label} />
          <FormMoneyField name={`parents.${index}.taxableIncome`} label={PARENT_FIELDS.taxableIncome.label} />
          <FormMoneyField
            name={`parents.${index}.standardDeduction`}
            label={PARENT_FIELDS.standardDeduction.label}
          />
        </div>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">
          On Form 1040: income tax paid is line 22 (not what was withheld from paychecks), taxable income line
          15, and the deduction line 12.
        </p>
      </div>
    </fieldset>
  );
}
