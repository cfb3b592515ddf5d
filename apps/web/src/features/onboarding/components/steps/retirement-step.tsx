import { FinanceYesNo } from '../../../../domains/family/profile/family-form-fields';
import { QuestionGroup } from '../question-group';

/**
 * Step 6, Retirement: which kinds of accounts the family has (not counted as assets). The yearly contributions are
 * asked once, per parent, with each parent's income (Parents step); a parent's contribution already answers Yes here.
 */
export function RetirementStep() {
  return (
    <QuestionGroup
      title="Retirement savings"
      intro="Money in retirement accounts is not counted as an asset by the FAFSA, so you do not need their balances. What each parent puts in each year was asked with that parent’s income, in the Parents step."
    >
      <FinanceYesNo name="has401k" />
      <FinanceYesNo name="hasIRA" />
      <FinanceYesNo name="hasRothIRA" />
    </QuestionGroup>
  );
}
