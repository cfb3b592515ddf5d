import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { FormProvider } from 'react-hook-form';
import {
  type ParentDraft,
  parentDraft,
  type SituationDraft,
  situationDraft,
  situationRequest,
} from '../../../lib/family-drafts';
import { useFamilyProfileWrites } from '../../../lib/family-profile';
import { validateSituation } from '../../../lib/family-validation';
import { ParentsSituation } from '../../../lib/parents-situation-fields';
import { SaveBar, SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

type Form = { situation: SituationDraft; parents: ParentDraft[] };

/** The parents' situation on the profile page: the same questions as onboarding, saved together. */
export function ParentsSituationSection({ profile }: { profile: FamilyProfile }) {
  const writes = useFamilyProfileWrites();
  const { form, onSubmit, problem, reset } = useSectionForm<Form>({
    values: { situation: situationDraft(profile), parents: profile.parents.map(parentDraft) },
    validate: (v) => validateSituation({ situation: v.situation, parents: v.parents }),
    save: async (v) => {
      let saved = await writes.updateProfile.mutateAsync(situationRequest(v.situation));
      for (const p of v.parents) {
        const before = profile.parents.find((q) => q.id === p.id);
        if (p.id && before && before.providedMoreSupport !== p.providedMoreSupport)
          saved = await writes.updateParent.mutateAsync({
            id: p.id,
            input: { providedMoreSupport: p.providedMoreSupport },
          });
      }
      return saved;
    },
    fields: ['situation.parentsMaritalStatus', 'situation.reportingParentRemarried'],
    rename: {
      parentsMaritalStatus: 'situation.parentsMaritalStatus',
      reportingParentRemarried: 'situation.reportingParentRemarried',
    },
  });
  return (
    <SectionCard
      id="parents-situation"
      title="The parents’ situation"
      description="The FAFSA’s first parent questions, in its order: who reports comes from these answers, never from the order the parents were entered in."
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <ParentsSituation />
          <SaveBar
            dirty={form.formState.isDirty}
            busy={form.formState.isSubmitting}
            problem={problem}
            onReset={reset}
          />
        </form>
      </FormProvider>
    </SectionCard>
  );
}
