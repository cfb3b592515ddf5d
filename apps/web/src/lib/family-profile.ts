import type { MeResponse } from '@ccp/contracts/accounts';
import type {
  CreatedInProfileResponse,
  FamilyProfile,
  HiddenElementsResponse,
  OnboardingProgress,
  ParentRequest,
  StudentRequest,
  UpdateFamilyProfileRequest,
  UpdateParentRequest,
  UpdateStudentRequest,
  WriteRole,
} from '@ccp/contracts/family-profile-types';
import type { HiddenElement } from '@ccp/contracts/onboarding';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, serverChecked } from './api-client';
import { useSession } from './session';

/**
 * The signed-in family's profile, shared by every family feature (onboarding, profile, SAI, overview, help),
 * like the session is. Every query about the family sits under the `family` key, so that a write to the
 * profile refreshes what depends on it (SAI, overview) without features knowing each other.
 * Every family page opens with the profile, so its answers are taken as the server checked them (no zod).
 */
export const FAMILY_QUERY_KEY = ['family'] as const;
export const FAMILY_PROFILE_QUERY_KEY = ['family', 'profile'] as const;

export function fetchFamilyProfile(): Promise<FamilyProfile> {
  return apiClient.get('/api/family/profile', serverChecked<FamilyProfile>());
}

export function useFamilyProfile() {
  return useQuery({ queryKey: FAMILY_PROFILE_QUERY_KEY, queryFn: fetchFamilyProfile, staleTime: 30_000 });
}

/** The suffix of family writes (docs/product-spec.md §6): admin or agent while they act as the family, else family. */
export function writeRoleOf(me: MeResponse | null | undefined): WriteRole {
  const actor = me?.simulation?.actorRole;
  if (actor === 'admin') return 'admin';
  if (actor === 'financial_agent') return 'agent';
  return 'family';
}

/** The role suffix of the signed-in user's family writes (profile, favourites). */
export function useWriteRole(): WriteRole {
  return writeRoleOf(useSession().data);
}

/** Stores the profile a write returned and marks everything computed from it (SAI, overview) as stale. */
export function storeFamilyProfile(queryClient: QueryClient, profile: FamilyProfile): void {
  queryClient.setQueryData(FAMILY_PROFILE_QUERY_KEY, profile);
  void queryClient.invalidateQueries({
    queryKey: FAMILY_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== 'profile' && query.queryKey[1] !== 'tax-estimate',
  });
}

/** Writes to the family profile; each resolves with the updated profile, already in the cache. */
export function useFamilyProfileWrites() {
  const queryClient = useQueryClient();
  const role = useWriteRole();
  const store = (profile: FamilyProfile) => {
    storeFamilyProfile(queryClient, profile);
    return profile;
  };
  const put = (path: string, body: unknown) =>
    apiClient.send('PUT', path, body, serverChecked<FamilyProfile>()).then(store);
  const create = (path: string, body: unknown) =>
    apiClient.send('POST', path, body, serverChecked<CreatedInProfileResponse>()).then((created) => {
      store(created.profile);
      return created;
    });

  return {
    updateProfile: useMutation({
      mutationFn: (input: UpdateFamilyProfileRequest) => put(`/api/family/profile/${role}`, input),
    }),
    addParent: useMutation({
      mutationFn: (input: ParentRequest) => create('/api/family/profile/parent', input),
    }),
    updateParent: useMutation({
      mutationFn: ({ id, input }: { id: string; input: UpdateParentRequest }) =>
        put(`/api/family/profile/parent/${id}/${role}`, input),
    }),
    deleteParent: useMutation({
      mutationFn: (id: string) =>
        apiClient
          .send('DELETE', `/api/family/delete-parent/${id}`, undefined, serverChecked<FamilyProfile>())
          .then(store),
    }),
    addStudent: useMutation({
      mutationFn: (input: StudentRequest) => create('/api/family/profile/student', input),
    }),
    updateStudent: useMutation({
      mutationFn: ({ id, input }: { id: string; input: UpdateStudentRequest }) =>
        put(`/api/family/profile/student/${id}/${role}`, input),
    }),
    deleteStudent: useMutation({
      mutationFn: (id: string) =>
        apiClient
          .send('DELETE', `/api/family/delete-student/${id}`, undefined, serverChecked<FamilyProfile>())
          .then(store),
    }),
    saveProgress: useMutation({
      mutationFn: (progress: OnboardingProgress) => put('/api/family/onboarding/progress', progress),
    }),
    completeOnboarding: useMutation({
      mutationFn: () => put(`/api/family/profile/done-onboarding/${role}`, {}),
    }),
  };
}

/** Hides (or shows again) the awaiting banner, the onboarding guide or the tour, for good. */
export function useHideElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ element, hidden = true }: { element: HiddenElement; hidden?: boolean }) =>
      apiClient.send(
        'PUT',
        '/api/family/profile/hidden-elements',
        { element, hidden },
        serverChecked<HiddenElementsResponse>(),
      ),
    onMutate: ({ element, hidden = true }) => {
      // Hide at once; the server's answer confirms it.
      queryClient.setQueryData<FamilyProfile>(FAMILY_PROFILE_QUERY_KEY, (profile) =>
        profile
          ? {
              ...profile,
              hiddenElements: hidden
                ? [...new Set([...profile.hiddenElements, element])]
                : profile.hiddenElements.filter((e) => e !== element),
            }
          : profile,
      );
    },
    onSuccess: ({ hiddenElements }) => {
      queryClient.setQueryData<FamilyProfile>(FAMILY_PROFILE_QUERY_KEY, (profile) =>
        profile ? { ...profile, hiddenElements } : profile,
      );
    },
  });
}
