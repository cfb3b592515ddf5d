import type { CanWePayItem, CanWePayResponse } from '@ccp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, serverChecked } from '../../../lib/api-client';
import { familyKeys } from '../profile/family-keys';

/**
 * "Can we pay for this?" for one student at a list of colleges (GET /api/family/can-we-pay: the family's funding
 * plan with each college counted in turn). One request per student and list: every line of a page shares it.
 */
export const canWePayKeys = {
  /** A funding-plan save refreshes every list (features/funding-plan). */
  all: [...familyKeys.all, 'can-we-pay'] as const,
  one: (studentId: string | null | undefined, ids: readonly number[]) =>
    [...canWePayKeys.all, studentId, ids.join(',')] as const,
};

export const canWePayQuery = (studentId: string | null | undefined, ids: readonly number[]) =>
  queryOptions({
    queryKey: canWePayKeys.one(studentId, ids),
    enabled: Boolean(studentId) && ids.length > 0,
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/can-we-pay?studentId=${encodeURIComponent(studentId ?? '')}&collegeIds=${ids.join(',')}`,
        serverChecked<CanWePayResponse>(),
        { signal },
      ),
  });

export function useCanWePay(studentId: string | null | undefined, collegeIds: readonly number[]) {
  const ids = [...new Set(collegeIds)].slice(0, 50);
  const query = useQuery(canWePayQuery(studentId, ids));
  const byCollege = new Map<number, CanWePayItem>((query.data?.items ?? []).map((i) => [i.collegeId, i]));
  return { ...query, byCollege };
}
