import { reportingParentCount, taxCreditChildren } from '@ccp/aid-engine';
import { MAX_PARENTS } from '@ccp/contracts/family-options';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FormMoneyField, FormSelect, FormTextField } from '../../../../components/ui/form-fields';
import { parseMoney } from '../../../../components/ui/money-field';
import { emptyParent, type FamilyDraft, type ParentDraft, parseNumber } from '../../../../lib/family-drafts';
import { FILING_STATUS_OPTIONS, MARITAL_STATUS_OPTIONS, PARENT_FIELDS } from '../../../../lib/family-fields';
import { ParentRetirementFields } from '../../../../lib/family-form-fields';
import { formatUsd } from '../../../../lib/format';
import { childCreditText, useTaxEstimate } from '../../../../lib/use-tax-estimate';
import { estimateFigures, useTaxFill } from '../../../../lib/use-tax-fill';
import { QuestionGroup } from '../question-group';

interface ParentsStepProps {
  sub: number;
  /** A saved parent was removed: it is deleted when the step is saved. */
  onRemove: (id: string) => void;
  onCountChange: () => void;
}

const parentLabel = (p: Pick<ParentDraft, 'firstName'> | undefined, index: number) =>
  p?.firstName.trim() || (index === 0 ? 'First parent' : 'Second parent');

/** Step 3, Parents: who they are, then each parent's income and taxes (estimated by the aid engine). */
export function ParentsStep({ sub, onRemove, onCountChange }: ParentsStepProps) {
  const { control } = useFormContext<FamilyDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'parents', keyName: 'key' });

  if (sub === 0) {
    return (
      <QuestionGroup
        title="About the parents"
        intro="Tell us about the parents whose income and savings the FAFSA counts: those the student lives with, and their spouse if married."
      >
        {fields.map((field, index) => (
          <fieldset key={field.key} className="rounded-xl border border-slate-200 p-4 sm:p-5">
            <legend className="px-1 text-sm font-bold text-navy-900">
              {index === 0 ? 'First parent' : 'Second parent'}
            </legend>
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
              <FormSelect
                name={`parents.${index}.maritalStatus`}
                label={PARENT_FIELDS.maritalStatus.label}
                hint={PARENT_FIELDS.maritalStatus.help}
                options={MARITAL_STATUS_OPTIONS}
                placeholder="Choose"
              />
            </div>
            {index > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-4 text-red-700 hover:bg-red-50"
                onClick={() => {
                  const { id } = field;
                  if (id) onRemove(id);
                  remove(index);
                  onCountChange();
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove the second parent
              </Button>
            ) : null}
          </fieldset>
        ))}
        {fields.length < MAX_PARENTS ? (
          <Button
            variant="secondary"
            onClick={() => {
              append(emptyParent());
              onCountChange();
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a second parent
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
  const other = parents[1 - index];
  const joint =
    parents.length === 2 &&
    parent?.filingStatus === 'married_joint' &&
    other?.filingStatus === 'married_joint';
  // On a joint return the tax is figured on both incomes and entered once, with the first parent.
  const secondOfJoint = joint && index === 1;
  const [childrenUnder17, familyMembersCount] = useWatch<
    FamilyDraft,
    ['household.childrenUnder17', 'household.familyMembersCount']
  >({ name: ['household.childrenUnder17', 'household.familyMembersCount'] });
  // The household's children under 17 go on the first parent's return, as the SAI counts them.
  const children = taxCreditChildren(
    parseNumber(childrenUnder17),
    parseNumber(familyMembersCount),
    reportingParentCount(parents.map((p) => ({ maritalStatus: p.maritalStatus || null }))),
  );
  const both = joint && index === 0;
  const estimate = useTaxEstimate({
    wages: secondOfJoint ? null : parseMoney(parent?.annualIncome),
    filingStatus: secondOfJoint ? '' : (parent?.filingStatus ?? ''),
    spouseWages: both ? parseMoney(other?.annualIncome) : null,
    // The AGI the SAI uses: pay − pre-tax plan − deductible IRA + Schedule C, both parents' on a joint return.
    preTaxRetirement:
      (parseMoney(parent?.preTaxRetirementAmount) ?? 0) +
      (both ? (parseMoney(other?.preTaxRetirementAmount) ?? 0) : 0),
    deductibleIra:
      (parseMoney(parent?.deductibleIraAmount) ?? 0) +
      (both ? (parseMoney(other?.deductibleIraAmount) ?? 0) : 0),
    scheduleC:
      (parseMoney(parent?.scheduleCNetProfit) ?? 0) +
      (both ? (parseMoney(other?.scheduleCNetProfit) ?? 0) : 0),
    childrenUnder17: index === 0 ? children.children : 0,
    age: parseNumber(parent?.age),
    spouseAge: both ? parseNumber(other?.age) : null,
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
            ? `On a joint return, the tax is entered once, with ${parentLabel(other, 0)}.`
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
