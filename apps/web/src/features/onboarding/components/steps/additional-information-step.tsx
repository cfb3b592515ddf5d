import { FinanceYesNo } from '../../../../domains/family/profile/family-form-fields';
import { QuestionGroup } from '../question-group';
import { OtherFafsaQuestions } from './other-fafsa-questions';

/** Step 7, Additional Information: the professionals you work with, then the FAFSA's less common questions. (Each
 * parent's deduction is asked with their income on the Parents step, so it is not asked again here.) */
export function AdditionalInformationStep({ sub }: { sub: number }) {
  if (sub === 1) return <OtherFafsaQuestions />;
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
