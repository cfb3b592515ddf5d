import { HouseholdSelect } from '../../../../lib/family-form-fields';
import { QuestionGroup } from '../question-group';

/** Step 2, Household: where you live, who lives with you, how the household files taxes. */
export function HouseholdStep({ sub }: { sub: number }) {
  if (sub === 0) {
    return (
      <QuestionGroup
        title="Where you live"
        intro="Public colleges charge less to students from their own state."
      >
        <HouseholdSelect name="state" className="max-w-md" />
      </QuestionGroup>
    );
  }
  if (sub === 1) {
    return (
      <QuestionGroup
        title="Who lives with you"
        intro="The size of your household sets how much income the formula protects for everyday living."
      >
        <div className="grid gap-6 md:grid-cols-2">
          <HouseholdSelect name="familyMembersCount" />
          <HouseholdSelect name="familyMembersInCollege" />
        </div>
      </QuestionGroup>
    );
  }
  return (
    <QuestionGroup title="How you file taxes" intro="We use it to estimate taxes and deductions for you.">
      <HouseholdSelect name="filingStatus" className="max-w-md" />
    </QuestionGroup>
  );
}
