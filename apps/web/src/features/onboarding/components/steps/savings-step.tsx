import { FinanceMoney } from '../../../../domains/family/profile/family-form-fields';
import { QuestionGroup } from '../question-group';

/** Step 4, Savings & Investments: the parents' money the FAFSA counts as assets. */
export function SavingsStep() {
  return (
    <QuestionGroup
      title="Savings and investments"
      intro="These are the parents’ assets the FAFSA looks at. Enter today’s values; write 0 for an account you do not have. Retirement accounts come later and are not counted."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <FinanceMoney name="checkingAmount" />
        <FinanceMoney name="taxableBrokerageAccountsAmount" />
        <FinanceMoney name="collegeSavingsAccountsAmount" />
      </div>
    </QuestionGroup>
  );
}
