import { DeleteVersionResponseSchema } from '@ccp/contracts/case-studies';
import { cloneSuccessMessage } from '@ccp/contracts/case-study-name';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { type ActingAs, cloneToDraft } from '../case-studies/case-study-clone';
import { useSelectedCaseStudy } from '../case-studies/case-study-selection';
import { CloneNameDialog } from '../case-studies/clone-name-dialog';
import { familyKeys } from '../profile/family-keys';
import { fetchDraftProfile } from '../profile/family-profile';
import type { WhatIfWrites } from './what-if';

/**
 * Writes the what-if's changes to a new case study (ADR 0031): a clone of the family profile (or of the case study
 * the what-if started from, `from`: ADR 0047), then the changed
 * family fields (PUT /api/family/draft-profile/{versionId}) and each changed parent's (the clone's parent in the same
 * place). A refused write removes the new case study again, so no half-changed copy stays.
 */
export async function saveAsCaseStudy(
  acting: ActingAs,
  versionName: string,
  saved: FamilyProfile,
  writes: WhatIfWrites,
  from: string | null = null,
): Promise<string> {
  const created = await cloneToDraft(
    acting,
    from
      ? { versionName, cloneType: 'clonedProfile', versionId: from }
      : { versionName, cloneType: 'familyProfile', versionId: null },
  );
  try {
    if (writes.family) {
      await apiClient.send(
        'PUT',
        `/api/family/draft-profile/${created.id}`,
        writes.family,
        serverChecked<FamilyProfile>(),
      );
    }
    if (writes.parents.length > 0) {
      const draft = await fetchDraftProfile(created.id);
      for (const parent of writes.parents) {
        const place = saved.parents.findIndex((p) => p.id === parent.id);
        const copy = draft.parents[place];
        if (!copy) throw new Error('The case study does not have this parent.');
        await apiClient.send(
          'PUT',
          `/api/family/profile/parent/${copy.id}/${created.id}`,
          parent.input,
          serverChecked<FamilyProfile>(),
        );
      }
    }
  } catch (error) {
    await apiClient
      .send(
        'DELETE',
        `/api/family/delete-simulate-version/${encodeURIComponent(created.id)}`,
        undefined,
        DeleteVersionResponseSchema,
      )
      .catch(() => undefined);
    throw error;
  }
  return created.familyVersionName;
}

/** "Save as a case study": only while a staff member acts as the family (`acting`), where case studies exist. */
export function SaveAsCaseStudyButton({
  acting,
  saved,
  writes,
  disabled,
  onCreated,
}: {
  acting: ActingAs;
  saved: FamilyProfile;
  writes: WhatIfWrites;
  disabled: boolean;
  /** Called with the success message ('Clone: {name} created successfully!!'). */
  onCreated: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const { selected } = useSelectedCaseStudy();
  const [naming, setNaming] = useState(false);
  const [busy, setBusy] = useState(false);

  const clone = async (versionName: string) => {
    setBusy(true);
    try {
      const name = await saveAsCaseStudy(acting, versionName, saved, writes, selected?.id ?? null);
      onCreated(cloneSuccessMessage(name));
      void queryClient.invalidateQueries({ queryKey: familyKeys.caseStudies.all() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setNaming(true)}>
        Save as a case study
      </Button>
      <CloneNameDialog
        open={naming}
        onOpenChange={setNaming}
        sourceName={
          selected
            ? `the case study ${selected.name} with these changes`
            : 'the family profile with these changes'
        }
        title="Save as a case study"
        description={`A copy of ${selected ? `the case study “${selected.name}”` : 'the family profile'} with these changes; the family’s own profile stays as it is.`}
        busy={busy}
        onClone={clone}
      />
    </>
  );
}
