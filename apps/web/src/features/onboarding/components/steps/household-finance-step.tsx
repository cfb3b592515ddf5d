import { GuardedAmount, HomeQuestions } from '../../../../domains/family/profile/family-form-fields';
import { QuestionGroup } from '../question-group';

/** Step 5, Household Finance: home, other real estate, business or farm, insurance and annuities. */
export function HouseholdFinanceStep({ sub }: { sub: number }) {
  if (sub === 0) {
    return (
      <QuestionGroup title="Your home">
        <HomeQuestions className="max-w-md" />
      </QuestionGroup>
    );
  }
  if (sub === 1) {
    return (
      <QuestionGroup title="Other real estate">
        <GuardedAmount flag="ownsInvestmentProperty" amount="investmentEquity" />
      </QuestionGroup>
    );
  }
  if (sub === 2) {
    return (
      <QuestionGroup title="Business or farm">
        <GuardedAmount flag="hasBusinessAssets" amount="businessAssetsAmount" />
      </QuestionGroup>
    );
  }
  return (
    <QuestionGroup title="Insurance and annuities">
      <GuardedAmount flag="hasLifeInsuranceAccount" amount="insuranceAmount" />
      <GuardedAmount flag="hasAnnuities" amount="annuitiesAmount" />
    </QuestionGroup>
  );
}
