import {
  CompareResponseSchema,
  DeleteVersionResponseSchema,
  SavedVersionsResponseSchema,
} from '@ccp/contracts/case-studies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ActingAs,
  type CloneInput,
  cloneToDraft,
} from '../../../domains/family/case-studies/case-study-clone';
import { familyKeys } from '../../../domains/family/profile/family-keys';
import { apiClient } from '../../../lib/api-client';

/** The case studies' keys are shared (domains/family/profile/family-keys.ts): the profile's writes and "Save as case study" use them. */
const keys = familyKeys.caseStudies;

export {
  type ActingAs,
  actingAsOf,
  useActingAs,
} from '../../../domains/family/case-studies/case-study-clone';

/** The family's saved case studies (GET /api/family/saved-family-versions/{userId}/{adminId} or -agent/...). */
export const savedVersionsQuery = (acting: ActingAs | null) =>
  queryOptions({
    queryKey: keys.list(acting?.familyUserId),
    enabled: acting !== null,
    queryFn: ({ signal }) => {
      const a = acting!;
      const path =
        a.staffRole === 'admin'
          ? `/api/family/saved-family-versions/${a.familyUserId}/${a.staffId}`
          : `/api/family/saved-family-versions-agent/${a.familyUserId}/${a.staffId}`;
      return apiClient.get(path, SavedVersionsResponseSchema, { signal });
    },
  });

export function useSavedVersions(acting: ActingAs | null) {
  return useQuery(savedVersionsQuery(acting));
}

/** POST /api/family/clone-to-draft/{userId} (admin) or /clone-to-draft-agent/{userId} (agent). */
export function useCloneVersion(acting: ActingAs | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloneInput) => cloneToDraft(acting!, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
  });
}

/** DELETE /api/family/delete-simulate-version/{id}. */
export function useDeleteVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.send(
        'DELETE',
        `/api/family/delete-simulate-version/${encodeURIComponent(id)}`,
        undefined,
        DeleteVersionResponseSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** GET /api/family/case-studies/compare?versionIds=a,b,c: the family profile and up to three case studies. */
export const compareQuery = (versionIds: string[]) =>
  queryOptions({
    queryKey: keys.compare(versionIds),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/case-studies/compare?versionIds=${versionIds.map(encodeURIComponent).join(',')}`,
        CompareResponseSchema,
        { signal },
      ),
  });

export function useCompare(versionIds: string[]) {
  return useQuery(compareQuery(versionIds));
}
