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
import {
  partialMatchKey,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { storeWriteAnswer } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { useSelectedCaseStudy } from '../case-studies/case-study-selection';
import { familyKeys } from './family-keys';

/**
 * The signed-in family's profile, shared by every family feature (onboarding, profile, SAI, overview, help),
 * like the session is. Its key is under `family` (domains/family/profile/family-keys.ts), like every query about the family.
 * Every family page opens with the profile, so its answers are taken as the server checked them (no zod).
 */
export function fetchFamilyProfile(): Promise<FamilyProfile> {
  return apiClient.get('/api/family/profile', serverChecked<FamilyProfile>());
}

export const familyProfileQuery = () =>
  queryOptions({ queryKey: familyKeys.profile(), queryFn: fetchFamilyProfile, staleTime: 30_000 });

export function useFamilyProfile() {
  return useQuery(familyProfileQuery());
}

export function fetchDraftProfile(versionId: string): Promise<FamilyProfile> {
  return apiClient.get(
    `/api/family/draft-profile?familyVersionId=${encodeURIComponent(versionId)}`,
    serverChecked<FamilyProfile>(),
  );
}

/** A case study's profile (GET /api/family/draft-profile): the family profile's shape, the draft's own figures. */
export const draftProfileQuery = (versionId: string) =>
  queryOptions({
    queryKey: familyKeys.caseStudies.draft(versionId),
    queryFn: () => fetchDraftProfile(versionId),
    staleTime: 30_000,
  });

/**
 * The profile the profile page edits: the selected case study while an admin or agent acting as the family has
 * one selected (domains/family/case-studies/case-study-selection.tsx), else the family's own.
 */
export function useEditedFamilyProfile() {
  const { selected } = useSelectedCaseStudy();
  // One query whose key and function follow the selection (a union of the two options would not type-check).
  return useQuery({
    queryKey: selected ? familyKeys.caseStudies.draft(selected.id) : familyKeys.profile(),
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

const underAny = (queryKey: QueryKey, prefixes: readonly QueryKey[]) =>
  prefixes.some((prefix) => partialMatchKey(queryKey, prefix));

/** Stores the profile a write returned and marks everything computed from it (SAI, overview) as stale. */
export function storeFamilyProfile(queryClient: QueryClient, profile: FamilyProfile): void {
  storeWriteAnswer(queryClient, familyProfileQuery().queryKey, profile);
  void queryClient.invalidateQueries({
    queryKey: familyKeys.all,
    predicate: ({ queryKey }) => !underAny(queryKey, [familyKeys.profile(), familyKeys.taxEstimates()]),
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
      storeWriteAnswer(queryClient, draftProfileQuery(draft).queryKey, profile);
      // The case study's figures on every page (its SAI, favourites, plan: docs/decisions/0047) follow the edit.
      void queryClient.invalidateQueries({
        queryKey: familyKeys.all,
        predicate: ({ queryKey }) =>
          !underAny(queryKey, [
            familyKeys.profile(),
            familyKeys.taxEstimates(),
            familyKeys.caseStudies.all(),
          ]),
      });
      void queryClient.invalidateQueries({ queryKey: familyKeys.caseStudies.compares() });
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
    queryClient.getQueryData((draft ? draftProfileQuery(draft) : familyProfileQuery()).queryKey)?.version;
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
      queryClient.setQueryData(familyProfileQuery().queryKey, (profile) =>
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
      queryClient.setQueryData(familyProfileQuery().queryKey, (profile) =>
        profile ? { ...profile, hiddenElements } : profile,
      );
    },
  });
}
