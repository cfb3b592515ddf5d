import { FormMoneyField } from '../../../../components/ui/form-fields';
import { FAMILY_FIELDS } from '../../../../lib/family-fields';
import { QuestionGroup } from '../question-group';

/** Step 4, Savings & Investments: the parents' money the FAFSA counts as assets. */
export function SavingsStep() {
  return (
    <QuestionGroup
      title="Savings and investments"
      intro="These are the parents’ assets the FAFSA looks at. Enter today’s values; write 0 for an account you do not have. Retirement accounts come later and are not counted."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <FormMoneyField
          name="finance.checkingAmount"
          label={FAMILY_FIELDS.checkingAmount.label}
          hint={FAMILY_FIELDS.checkingAmount.help}
        />
        <FormMoneyField
          name="finance.taxableBrokerageAccountsAmount"
          label={FAMILY_FIELDS.taxableBrokerageAccountsAmount.label}
          hint={FAMILY_FIELDS.taxableBrokerageAccountsAmount.help}
        />
        <FormMoneyField
          name="finance.collegeSavingsAccountsAmount"
          label={FAMILY_FIELDS.collegeSavingsAccountsAmount.label}
          hint={FAMILY_FIELDS.collegeSavingsAccountsAmount.help}
        />
      </div>
    </QuestionGroup>
  );
}
