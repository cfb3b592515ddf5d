import { FormMoneyField, FormYesNo } from '../../../../components/ui/form-fields';
import { FAMILY_FIELDS } from '../../../../lib/family-fields';
import { QuestionGroup } from '../question-group';

/** Step 6, Retirement: yearly contributions and the kinds of accounts (not counted as assets). */
export function RetirementStep() {
  return (
    <QuestionGroup
      title="Retirement savings"
      intro="Money in retirement accounts is not counted as an asset by the FAFSA, so you do not need their balances. What you add to them each year matters to colleges that use the CSS Profile."
    >
      <FormMoneyField
        name="finance.annualRetirementAmount"
        label={FAMILY_FIELDS.annualRetirementAmount.label}
        hint={FAMILY_FIELDS.annualRetirementAmount.help}
        suffix="per year"
        className="max-w-md"
      />
      <FormYesNo
        name="finance.has401k"
        label={FAMILY_FIELDS.has401k.label}
        hint={FAMILY_FIELDS.has401k.help}
      />
      <FormYesNo name="finance.hasIRA" label={FAMILY_FIELDS.hasIRA.label} hint={FAMILY_FIELDS.hasIRA.help} />
      <FormYesNo
        name="finance.hasRothIRA"
        label={FAMILY_FIELDS.hasRothIRA.label}
        hint={FAMILY_FIELDS.hasRothIRA.help}
      />
    </QuestionGroup>
  );
}
