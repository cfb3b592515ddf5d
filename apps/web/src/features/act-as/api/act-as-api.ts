import type {
  ActingRole,
  AdminActivity,
  FamilyActivity,
  SimulationEnded,
  SimulationStarted,
  SwitchableFamilies,
} from '@ccp/contracts/act-as';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { familyKeys } from '../../../domains/family/profile/family-keys';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { onceQuiet } from '../../../lib/once-quiet';
import { queryString } from '../../../lib/query-string';
import { clearBrowserStorage } from '../../../lib/storage';

/** Where an act-as session starts and where 'Back to ...' goes (docs/product-spec.md §4 Simulation). */
export const FAMILY_PROFILE_PATH = '/family/profile';

/** The act-as requests change the session: they go out while the page's other requests are held. */
const SESSION_CHANGE = { sessionChange: true } as const;

/**
 * A new session is in the cookie (the family's, or the staff member's again): a full page load starts the app
 * afresh on it, with no token, cached data or stored item of the previous session.
 */
function openAfresh(path: string) {
  // Until the page is replaced, nothing the old page still has pending (a debounced query such as the tax estimate,
  // a refetch) goes out: the API client still holds every request started since the change (lib/once-quiet.ts).
  apiClient.clearToken();
  clearBrowserStorage();
  window.location.assign(path);
}

/** "Act as this family": from the admin's or the agent's pages. */
export function useStartActAs(as: 'admin' | 'agent') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (familyId: string) =>
      onceQuiet(queryClient, () =>
        apiClient.send(
          'POST',
          `/api/${as === 'admin' ? 'admin' : 'agents'}/families/${encodeURIComponent(familyId)}/simulate`,
          undefined,
          serverChecked<SimulationStarted>(),
          SESSION_CHANGE,
        ),
      ),
    onSuccess: () => openAfresh(FAMILY_PROFILE_PATH),
  });
}

export const actAsKeys = {
  all: ['act-as'] as const,
  families: (role: ActingRole, search: string) => [...actAsKeys.all, 'families', role, search] as const,
  /** The family's activity is under `family`: a profile write refreshes it. */
  familyActivity: (page: number) => [...familyKeys.all, 'activity', page] as const,
  adminActivity: (filters: AdminActivityFilters) => ['admin', 'activity', filters] as const,
};

/** The family switcher's list (page 1, limit 100: docs/product-spec.md §9). */
export const switchableFamiliesQuery = (role: ActingRole, search: string) => {
  const path = role === 'admin' ? '/api/family/fetch-all-users' : '/api/family/fetch-all-agent-users';
  return queryOptions({
    queryKey: actAsKeys.families(role, search),
    queryFn: () =>
      apiClient.get(
        `${path}${queryString({ search, page: 1, limit: 100 })}`,
        serverChecked<SwitchableFamilies>(),
      ),
    placeholderData: keepPreviousData,
  });
};

export function useSwitchableFamilies(role: ActingRole, search: string, enabled: boolean) {
  return useQuery({ ...switchableFamiliesQuery(role, search), enabled });
}

export function useSwitchFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (familyId: string) =>
      onceQuiet(queryClient, () =>
        apiClient.send(
          'POST',
          `/api/family/change-user-access/${encodeURIComponent(familyId)}/simulate`,
          undefined,
          serverChecked<SimulationStarted>(),
          SESSION_CHANGE,
        ),
      ),
    onSuccess: () => openAfresh(FAMILY_PROFILE_PATH),
  });
}

/** 'Back to Admin' / 'Back to Agent': the server restores the staff session it kept aside. */
export function useBackToStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { role: ActingRole; email: string; id: string }) =>
      onceQuiet(queryClient, () => backRequest(input)),
    onSuccess: (ended) => openAfresh(ended.redirectTo),
  });
}

function backRequest(input: { role: ActingRole; email: string; id: string }) {
  return input.role === 'admin'
    ? apiClient.send(
        'POST',
        '/api/family/simulate-admin',
        { adminEmail: input.email, adminId: input.id },
        serverChecked<SimulationEnded>(),
        SESSION_CHANGE,
      )
    : apiClient.send(
        'POST',
        '/api/family/simulate-agents',
        { agentEmail: input.email, agentId: input.id },
        serverChecked<SimulationEnded>(),
        SESSION_CHANGE,
      );
}

export const familyActivityQuery = (page: number) =>
  queryOptions({
    queryKey: actAsKeys.familyActivity(page),
    queryFn: () =>
      apiClient.get(`/api/family/activity${queryString({ page })}`, serverChecked<FamilyActivity>()),
    placeholderData: keepPreviousData,
  });

export function useFamilyActivity(page: number) {
  return useQuery(familyActivityQuery(page));
}

export type AdminActivityFilters = { page: number; familyId: string; actorId: string };

export const adminActivityQuery = (filters: AdminActivityFilters) =>
  queryOptions({
    queryKey: actAsKeys.adminActivity(filters),
    queryFn: () =>
      apiClient.get(`/api/admin/activity${queryString(filters)}`, serverChecked<AdminActivity>()),
    placeholderData: keepPreviousData,
  });

export function useAdminActivity(filters: AdminActivityFilters) {
  return useQuery(adminActivityQuery(filters));
}
