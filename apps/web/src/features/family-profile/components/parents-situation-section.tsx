import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import {
  type ParentDraft,
  parentDraft,
  type SituationDraft,
  situationDraft,
  situationRequest,
} from '../../../domains/family/profile/family-drafts';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { SituationSchema } from '../../../domains/family/profile/family-validation';
import { ParentsSituation } from '../../../domains/family/profile/parents-situation-fields';
import { AutosaveSection } from './section-card';
import { changedAnswers, useSectionForm } from './use-section-form';

type Form = { situation: SituationDraft; parents: ParentDraft[] };

/**
 * The parents' situation on the profile page: the same questions as onboarding, saved as you go. Who provided more
 * support is an answer on the parent chosen (the server makes the other legal parent's answer No).
 */
export function ParentsSituationSection({ profile }: { profile: FamilyProfile }) {
  const writes = useFamilyProfileWrites();
  const section = useSectionForm<Form>({
    profile,
    toValues: (p) => ({ situation: situationDraft(p), parents: p.parents.map(parentDraft) }),
    schema: SituationSchema,
    save: async (v, base, version) => {
      let saved: FamilyProfile | null = null;
      const changed = changedAnswers(situationRequest(v.situation), situationRequest(base.situation));
      if (Object.keys(changed).length > 0) {
        saved = await writes.updateProfile.mutateAsync({ ...changed, version });
      }
      const supporter = v.parents.find(
        (p, i) => p.id && p.providedMoreSupport === true && base.parents[i]?.providedMoreSupport !== true,
      );
      if (supporter?.id) {
        saved = await writes.updateParent.mutateAsync({
          id: supporter.id,
          input: { providedMoreSupport: true },
          version: saved?.version ?? version,
        });
      }
      return saved ?? profile;
    },
    fields: ['situation.parentsMaritalStatus', 'situation.reportingParentRemarried'],
    at: 'situation.',
  });
  return (
    <AutosaveSection
      id="parents-situation"
      title="The parents’ situation"
      description="The FAFSA’s first parent questions, in its order: who reports comes from these answers, never from the order the parents were entered in."
      section={section}
    >
      <ParentsSituation />
    </AutosaveSection>
  );
}
