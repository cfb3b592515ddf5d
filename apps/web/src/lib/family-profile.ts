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
import { useSelectedCaseStudy } from './case-study-selection';
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

/** A case study's profile (GET /api/family/draft-profile): the family profile's shape, the draft's own figures. */
export const draftProfileQueryKey = (versionId: string) =>
  ['family', 'case-studies', 'draft', versionId] as const;

export function fetchDraftProfile(versionId: string): Promise<FamilyProfile> {
  return apiClient.get(
    `/api/family/draft-profile?familyVersionId=${encodeURIComponent(versionId)}`,
    serverChecked<FamilyProfile>(),
  );
}

/**
 * The profile the profile page edits: the selected case study while an admin or agent acting as the family has
 * one selected (lib/case-study-selection.tsx), else the family's own.
 */
export function useEditedFamilyProfile() {
  const { selected } = useSelectedCaseStudy();
  return useQuery({
    queryKey: selected ? draftProfileQueryKey(selected.id) : FAMILY_PROFILE_QUERY_KEY,
    queryFn: selected ? () => fetchDraftProfile(selected.id) : fetchFamilyProfile,
    staleTime: 30_000,
  });
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

/** A write with the edit version it is based on (sent as `If-Match`; none: not checked). */
export type Versioned<T> = T & { version?: number };

/**
 * Writes to the family profile; each resolves with the updated profile, already in the cache. While a case study
 * is selected, the profile, parent and student writes go to its draft endpoints and never touch the family's rows.
 */
export function useFamilyProfileWrites() {
  const queryClient = useQueryClient();
  const role = useWriteRole();
  const { selected } = useSelectedCaseStudy();
  const draft = selected?.id ?? null;
  const store = (profile: FamilyProfile) => {
    if (draft) {
      queryClient.setQueryData(draftProfileQueryKey(draft), profile);
      // The case study's figures on every page (its SAI, favourites, plan: docs/decisions/0047) follow the edit.
      void queryClient.invalidateQueries({
        queryKey: FAMILY_QUERY_KEY,
        predicate: (query) =>
          query.queryKey[1] !== 'profile' &&
          query.queryKey[1] !== 'tax-estimate' &&
          query.queryKey[1] !== 'case-studies',
      });
      void queryClient.invalidateQueries({ queryKey: ['family', 'case-studies', 'compare'] });
    } else {
      storeFamilyProfile(queryClient, profile);
    }
    return profile;
  };
  const put = (path: string, body: unknown, version?: number) =>
    apiClient
      .send(
        'PUT',
        path,
        body,
        serverChecked<FamilyProfile>(),
        version === undefined ? {} : { ifMatch: version },
      )
      .then(store);
  const create = (path: string, body: unknown) =>
    apiClient.send('POST', path, body, serverChecked<CreatedInProfileResponse>()).then((created) => {
      store(created.profile);
      return created;
    });
  /** A delete is based on the profile on screen: refused (409) if the record changed since it was read. */
  const shownVersion = () =>
    queryClient.getQueryData<FamilyProfile>(draft ? draftProfileQueryKey(draft) : FAMILY_PROFILE_QUERY_KEY)
      ?.version;
  const remove = (path: string) => {
    const version = shownVersion();
    return apiClient
      .send(
        'DELETE',
        path,
        undefined,
        serverChecked<FamilyProfile>(),
        version === undefined ? {} : { ifMatch: version },
      )
      .then(store);
  };
  /** Onboarding is the family's own, never a case study's. */
  const putOwn = (path: string, body: unknown) =>
    apiClient.send('PUT', path, body, serverChecked<FamilyProfile>()).then((profile) => {
      storeFamilyProfile(queryClient, profile);
      return profile;
    });
  /** The last part of a parent or student update: the case study's id, or the role suffix. */
  const suffix = draft ?? role;

  return {
    /** Shows a record as the server now has it (e.g. an edit conflict's `current`). */
    adopt: store,
    updateProfile: useMutation({
      mutationFn: (input: Versioned<UpdateFamilyProfileRequest>) => {
        const { version, ...body } = input;
        return put(
          draft ? `/api/family/draft-profile/${draft}` : `/api/family/profile/${role}`,
          body,
          version,
        );
      },
    }),
    addParent: useMutation({
      mutationFn: (input: ParentRequest) =>
        create(
          draft ? `/api/family/draft-profile/addnewparent/${draft}` : '/api/family/profile/parent',
          input,
        ),
    }),
    updateParent: useMutation({
      mutationFn: ({ id, input, version }: { id: string; input: UpdateParentRequest; version?: number }) =>
        put(`/api/family/profile/parent/${id}/${suffix}`, input, version),
    }),
    deleteParent: useMutation({
      mutationFn: (id: string) =>
        remove(draft ? `/api/family/delete-clone-parent/${id}` : `/api/family/delete-parent/${id}`),
    }),
    addStudent: useMutation({
      mutationFn: (input: StudentRequest) =>
        create(
          draft ? `/api/family/draft-profile/addstudent/${draft}` : '/api/family/profile/student',
          input,
        ),
    }),
    updateStudent: useMutation({
      mutationFn: ({ id, input, version }: { id: string; input: UpdateStudentRequest; version?: number }) =>
        put(`/api/family/profile/student/${id}/${suffix}`, input, version),
    }),
    deleteStudent: useMutation({
      mutationFn: (id: string) =>
        remove(
          draft ? `/api/family/draft-profile/student/${id}/${draft}` : `/api/family/delete-student/${id}`,
        ),
    }),
    saveProgress: useMutation({
      mutationFn: (progress: OnboardingProgress) => putOwn('/api/family/onboarding/progress', progress),
    }),
    completeOnboarding: useMutation({
      mutationFn: () => putOwn(`/api/family/profile/done-onboarding/${role}`, {}),
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
