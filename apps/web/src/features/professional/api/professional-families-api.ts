import {
  ProfessionalFamilyDetailSchema,
  type ProfessionalFamilyListRequest,
  ProfessionalFamilyListResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

/** The families the professional invited, one page, with its dashboard's figures. */
export function useProfessionalFamilies(request: ProfessionalFamilyListRequest) {
  return useQuery({
    queryKey: ['professional-families', 'list', request],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admission-professionals/families${queryString(request)}`,
        ProfessionalFamilyListResponseSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProfessionalFamily(id: string) {
  return useQuery({
    queryKey: ['professional-families', 'one', id],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/admission-professionals/families/${encodeURIComponent(id)}`,
        ProfessionalFamilyDetailSchema,
        { signal },
      ),
    retry: false,
  });
}
