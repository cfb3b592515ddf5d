import { FormSelect } from '../../../../components/ui/form-fields';
import { FAMILY_FIELDS, FILING_STATUS_OPTIONS, STATE_OPTIONS } from '../../../../lib/family-fields';
import { QuestionGroup } from '../question-group';

const COUNT_OPTIONS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 person' : `${i + 1} people`,
}));
const IN_COLLEGE_OPTIONS = Array.from({ length: 5 }, (_, i) => ({
  value: String(i),
  label: i === 0 ? 'None yet' : i === 1 ? '1 student' : `${i} students`,
}));

/** Step 2, Household: where you live, who lives with you, how the household files taxes. */
export function HouseholdStep({ sub }: { sub: number }) {
  if (sub === 0) {
    return (
      <QuestionGroup
        title="Where you live"
        intro="Public colleges charge less to students from their own state."
      >
        <FormSelect
          name="household.state"
          label={FAMILY_FIELDS.state.label}
          hint={FAMILY_FIELDS.state.help}
          options={STATE_OPTIONS}
          placeholder="Choose a state"
          className="max-w-md"
        />
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
          <FormSelect
            name="household.familyMembersCount"
            label={FAMILY_FIELDS.familyMembersCount.label}
            hint={FAMILY_FIELDS.familyMembersCount.help}
            options={COUNT_OPTIONS}
            placeholder="Choose"
          />
          <FormSelect
            name="household.familyMembersInCollege"
            label={FAMILY_FIELDS.familyMembersInCollege.label}
            hint={FAMILY_FIELDS.familyMembersInCollege.help}
            options={IN_COLLEGE_OPTIONS}
            placeholder="Choose"
          />
        </div>
      </QuestionGroup>
    );
  }
  return (
    <QuestionGroup title="How you file taxes" intro="We use it to estimate taxes and deductions for you.">
      <FormSelect
        name="household.filingStatus"
        label={FAMILY_FIELDS.filingStatus.label}
        hint={FAMILY_FIELDS.filingStatus.help}
        options={FILING_STATUS_OPTIONS}
        placeholder="Choose a filing status"
        className="max-w-md"
      />
    </QuestionGroup>
  );
}
