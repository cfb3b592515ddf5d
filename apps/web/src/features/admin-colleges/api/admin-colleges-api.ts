import {
  type AdminAidPolicyListRequest,
  AdminAidPolicyListResponseSchema,
  type AdminCollegeListRequest,
  AdminCollegeListResponseSchema,
  AidPolicyRecordSchema,
  type AidPolicyWrite,
  type CalculatorUsersRequest,
  CalculatorUsersResponseSchema,
  CollegeRecordSchema,
  type CollegeWrite,
  ErrorResponseSchema,
  ImportRejectedResponseSchema,
  type ImportReport,
  ImportReportSchema,
  OkResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiClient,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  staleCurrent,
} from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

/** The catalogue's keys (the calculator users' list sits under them too: a college import refreshes it). */
export const adminCollegeKeys = {
  all: ['admin-colleges'] as const,
  lists: () => [...adminCollegeKeys.all, 'list'] as const,
  list: (request: AdminCollegeListRequest) => [...adminCollegeKeys.lists(), request] as const,
  one: (id: number | null) => [...adminCollegeKeys.all, 'one', id] as const,
  calculatorUsers: (request: CalculatorUsersRequest) =>
    [...adminCollegeKeys.all, 'calculator-users', request] as const,
};

export const aidPolicyKeys = {
  all: ['admin-aid-policies'] as const,
  lists: () => [...aidPolicyKeys.all, 'list'] as const,
  list: (request: AdminAidPolicyListRequest) => [...aidPolicyKeys.lists(), request] as const,
  one: (unitId: number | null) => [...aidPolicyKeys.all, 'one', unitId] as const,
};

export const adminCollegesQuery = (request: AdminCollegeListRequest) =>
  queryOptions({
    queryKey: adminCollegeKeys.list(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/colleges${queryString(request)}`, AdminCollegeListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminColleges(request: AdminCollegeListRequest) {
  return useQuery(adminCollegesQuery(request));
}

export const adminCollegeQuery = (id: number | null) =>
  queryOptions({
    queryKey: adminCollegeKeys.one(id),
    queryFn: () => apiClient.get(`/api/admin/colleges/${id}`, CollegeRecordSchema),
    enabled: id !== null,
  });

export function useAdminCollege(id: number | null) {
  return useQuery(adminCollegeQuery(id));
}

export function useSaveCollege(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the college's edit version the form read; a save after someone else's is refused (ADR 0072). */
    mutationFn: ({ body, version }: { body: CollegeWrite; version?: number }) =>
      id === null
        ? apiClient.send('POST', '/api/admin/colleges/add', body, CollegeRecordSchema)
        : apiClient.send('PUT', `/api/admin/colleges/${id}`, body, CollegeRecordSchema, { ifMatch: version }),
    onSuccess: (record) => {
      queryClient.setQueryData(adminCollegeQuery(record.id).queryKey, record);
      void queryClient.invalidateQueries({ queryKey: adminCollegeKeys.lists() });
    },
    // Refused as stale: the page takes the college as it now is; the form keeps what was typed until reloaded.
    onError: (error) => {
      const current = staleCurrent(error, CollegeRecordSchema);
      if (current) queryClient.setQueryData(adminCollegeQuery(current.id).queryKey, current);
    },
  });
}

export function useRemoveCollege() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.send('POST', `/api/admin/colleges/remove/${id}`, undefined, OkResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCollegeKeys.all }),
  });
}

export const aidPoliciesQuery = (request: AdminAidPolicyListRequest) =>
  queryOptions({
    queryKey: aidPolicyKeys.list(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/aid-policies${queryString(request)}`, AdminAidPolicyListResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useAidPolicies(request: AdminAidPolicyListRequest) {
  return useQuery(aidPoliciesQuery(request));
}

/**
 * One college's aid policy, or null when it has none yet (read through the list, searched by unit id, so that a
 * college without a policy is an answer, not a 404).
 */
export const aidPolicyQuery = (unitId: number | null) =>
  queryOptions({
    queryKey: aidPolicyKeys.one(unitId),
    queryFn: async ({ signal }) => {
      const page = await apiClient.get(
        `/api/admin/aid-policies${queryString({ search: String(unitId), limit: 5 })}`,
        AdminAidPolicyListResponseSchema,
        { signal },
      );
      return page.items.find((p) => p.unitId === unitId) ?? null;
    },
    enabled: unitId !== null,
  });

export function useAidPolicy(unitId: number | null) {
  return useQuery(aidPolicyQuery(unitId));
}

export function useSaveAidPolicy(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the policy's edit version the form read (none for a new policy), checked (ADR 0072). */
    mutationFn: ({ body, version }: { body: AidPolicyWrite; version?: number }) =>
      apiClient.send('PUT', `/api/admin/aid-policies/${unitId}`, body, AidPolicyRecordSchema, {
        ifMatch: version,
      }),
    onSuccess: (record) => {
      queryClient.setQueryData(aidPolicyQuery(unitId).queryKey, record);
      void queryClient.invalidateQueries({ queryKey: aidPolicyKeys.lists() });
    },
    onError: (error) => {
      const current = staleCurrent(error, AidPolicyRecordSchema);
      if (current) queryClient.setQueryData(aidPolicyQuery(unitId).queryKey, current);
    },
  });
}

export function useRemoveAidPolicy(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.send('POST', `/api/admin/aid-policies/remove/${unitId}`, undefined, OkResponseSchema),
    onSuccess: () => {
      queryClient.setQueryData(aidPolicyQuery(unitId).queryKey, null);
      void queryClient.invalidateQueries({ queryKey: aidPolicyKeys.lists() });
    },
  });
}

export const calculatorUsersQuery = (request: CalculatorUsersRequest) =>
  queryOptions({
    queryKey: adminCollegeKeys.calculatorUsers(request),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/admin/calculator/users${queryString(request)}`, CalculatorUsersResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useCalculatorUsers(request: CalculatorUsersRequest) {
  return useQuery(calculatorUsersQuery(request));
}

/** The outcome of an upload: the report, and whether the server refused the file (nothing imported). */
export interface ImportOutcome {
  report: ImportReport;
  refused: boolean;
  message: string | null;
}

/**
 * Uploads a CSV file to an import route (`/api/admin/colleges/import`, `/api/admin/aid-policies/import`) with its
 * progress (fetch cannot report upload progress, so this one call uses XMLHttpRequest, with the bearer token of the
 * shared api-client).
 */
export async function uploadCsv(
  url: string,
  file: File,
  options: { acceptPartial: boolean; onProgress: (fraction: number) => void },
): Promise<ImportOutcome> {
  const token = await apiClient.refreshToken();
  const body = new FormData();
  body.append('file', file);
  if (options.acceptPartial) body.append('confirm', 'partial');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status === 200) {
        const report = ImportReportSchema.safeParse(payload);
        if (report.success) return resolve({ report: report.data, refused: false, message: null });
      }
      const rejected = ImportRejectedResponseSchema.safeParse(payload);
      if (rejected.success) {
        return resolve({ report: rejected.data.report, refused: true, message: rejected.data.error.message });
      }
      const error = ErrorResponseSchema.safeParse(payload);
      if (error.success) {
        const { code, message, fields } = error.data.error;
        return reject(new ApiError(xhr.status, code, message, fields));
      }
      reject(new ApiError(xhr.status, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    };
    xhr.send(body);
  });
}
