import { OTHER_FAFSA_AMOUNTS, OTHER_FAFSA_FLAGS } from '@ccp/contracts/family-options';
import { useWatch } from 'react-hook-form';
import type { FamilyDraft } from '../../../../domains/family/profile/family-drafts';
import { FinanceMoney, FinanceYesNo } from '../../../../domains/family/profile/family-form-fields';
import { QuestionGroup } from '../question-group';

/** The FAFSA's less common questions about the parents' tax return (the student's own with no parent): optional, "usually none" said on screen. */
export function OtherFafsaQuestions() {
  const noParents = useWatch<FamilyDraft, 'noParents'>({ name: 'noParents' });
  return (
    <QuestionGroup
      title="Less common FAFSA questions"
      intro={`Most families answer none to every one of these: leave an amount empty for none. Each one the FAFSA asks changes the SAI only when it applies to you.${noParents ? ' With no parent on the FAFSA, answer for the student’s (and a spouse’s) own tax return.' : ''}`}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {OTHER_FAFSA_AMOUNTS.map((name) => (
          <FinanceMoney key={name} name={name} suffix="per year" />
        ))}
      </div>
      {OTHER_FAFSA_FLAGS.map((name) => (
        <FinanceYesNo key={name} name={name} />
      ))}
    </QuestionGroup>
  );
}
