import { HouseholdSelect } from '../../../../domains/family/profile/family-form-fields';
import { QuestionGroup } from '../question-group';

/** Step 2, Household: where you live and who lives with you. Each parent's filing status is asked with their income. */
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
  return (
    <QuestionGroup
      title="Who lives with you"
      intro="The size of your household sets how much income the formula protects for everyday living."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <HouseholdSelect name="familyMembersCount" />
        <HouseholdSelect name="familyMembersInCollege" />
        <HouseholdSelect name="childrenUnder17" />
      </div>
    </QuestionGroup>
  );
}
