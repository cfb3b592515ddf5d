import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormMoneyField } from '../../../../components/ui/form-fields';
import { moneyText } from '../../../../components/ui/money-field';
import type { FamilyDraft } from '../../../../lib/family-drafts';
import { FAMILY_FIELDS } from '../../../../lib/family-fields';
import { FinanceYesNo } from '../../../../lib/family-form-fields';
import { formatUsd } from '../../../../lib/format';
import { useTaxEstimate } from '../../../../lib/use-tax-estimate';
import { QuestionGroup } from '../question-group';

/** Step 7, Additional Information: the household's tax deduction, and the professionals you work with. */
export function AdditionalInformationStep({ sub }: { sub: number }) {
  if (sub === 0) return <DeductionQuestion />;
  return (
    <QuestionGroup
      title="Professional help"
      intro="This tells your advisor who else to talk to; it does not change your SAI."
    >
      <FinanceYesNo name="hasFinAdvisor" />
      <FinanceYesNo name="hasCPA" />
    </QuestionGroup>
  );
}

function DeductionQuestion() {
  const filingStatus = useWatch<FamilyDraft, 'household.filingStatus'>({ name: 'household.filingStatus' });
  const standard = useTaxEstimate(0, filingStatus);
  const { getValues, setValue } = useFormContext<FamilyDraft>();
  const standardAmount = standard.data?.standardDeduction;
  // An empty answer starts from the standard deduction of the household's filing status.
  useEffect(() => {
    if (standardAmount === undefined || getValues('finance.standardDeductionOrg') !== '') return;
    setValue('finance.standardDeductionOrg', moneyText(standardAmount));
  }, [standardAmount, getValues, setValue]);
  return (
    <QuestionGroup
      title="Tax deductions"
      intro="Colleges that use the CSS Profile look at deductions. Leave it empty if you are not sure."
    >
      <FormMoneyField
        name="finance.standardDeductionOrg"
        label={FAMILY_FIELDS.standardDeductionOrg.label}
        hint={
          standard.data
            ? `${FAMILY_FIELDS.standardDeductionOrg.help} The ${standard.data.taxYear} standard deduction for your filing status is ${formatUsd(standard.data.standardDeduction)}.`
            : FAMILY_FIELDS.standardDeductionOrg.help
        }
        className="max-w-md"
      />
    </QuestionGroup>
  );
}
