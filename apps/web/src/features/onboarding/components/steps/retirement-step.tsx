import { FinanceMoney, FinanceYesNo } from '../../../../lib/family-form-fields';
import { QuestionGroup } from '../question-group';

/** Step 6, Retirement: yearly contributions and the kinds of accounts (not counted as assets). */
export function RetirementStep() {
  return (
    <QuestionGroup
      title="Retirement savings"
      intro="Money in retirement accounts is not counted as an asset by the FAFSA, so you do not need their balances. What you add to them each year matters to colleges that use the CSS Profile."
    >
      <FinanceMoney name="annualRetirementAmount" suffix="per year" className="max-w-md" />
      <FinanceYesNo name="has401k" />
      <FinanceYesNo name="hasIRA" />
      <FinanceYesNo name="hasRothIRA" />
    </QuestionGroup>
  );
}
