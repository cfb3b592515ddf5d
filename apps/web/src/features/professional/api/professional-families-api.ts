import {
  ProfessionalFamilyDetailSchema,
  type ProfessionalFamilyListRequest,
  ProfessionalFamilyListResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const professionalFamilyKeys = {
  all: ['professional-families'] as const,
  lists: () => [...professionalFamilyKeys.all, 'list'] as const,
  list: (request: ProfessionalFamilyListRequest) => [...professionalFamilyKeys.lists(), request] as const,
  one: (id: string) => [...professionalFamilyKeys.all, 'one', id] as const,
};

/** The families the professional invited, one page, with its dashboard's figures. */
export const professionalFamiliesQuery = (request: ProfessionalFamilyListRequest) =>
  queryOptions({
    queryKey: professionalFamilyKeys.list(request),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admission-professionals/families${queryString(request)}`,
        ProfessionalFamilyListResponseSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const professionalFamilyQuery = (id: string) =>
  queryOptions({
    queryKey: professionalFamilyKeys.one(id),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admission-professionals/families/${encodeURIComponent(id)}`,
        ProfessionalFamilyDetailSchema,
        { signal },
      ),
    retry: false,
  });

export function useProfessionalFamilies(request: ProfessionalFamilyListRequest) {
  return useQuery(professionalFamiliesQuery(request));
}

export function useProfessionalFamily(id: string) {
  return useQuery(professionalFamilyQuery(id));
}
