import { FamilySaiResponseSchema } from '@ccp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteCollegesQuery } from '../../../domains/family/figures/favourite-colleges';
import { type FiguresScope, useFiguresScope } from '../../../domains/family/figures/figures-scope';
import { familyKeys } from '../../../domains/family/profile/family-keys';
import { apiClient } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const saiKeys = {
  all: [...familyKeys.all, 'sai'] as const,
  one: (scopeKey: string, studentId: string | null) =>
    [...saiKeys.all, scopeKey, studentId ?? 'first'] as const,
};

/**
 * The SAI of one student (the first when none is chosen), as the aid engine computes it on the server: the selected
 * case study's while staff act as the family and chose one.
 */
export const familySaiQuery = (scope: FiguresScope, studentId: string | null) =>
  queryOptions({
    queryKey: saiKeys.one(scope.key, studentId),
    queryFn: () =>
      apiClient.get(
        `/api/family/sai${queryString({ studentId: studentId ?? undefined, ...scope.params })}`,
        FamilySaiResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });

export function useFamilySai(studentId: string | null) {
  return useQuery(familySaiQuery(useFiguresScope(), studentId));
}

/** Each student's favourite colleges, with what the net price rule needs to redo their net prices in a what-if. */
export function useSaiFavourites(enabled: boolean) {
  return useQuery({ ...favouriteCollegesQuery(useFiguresScope()), enabled });
}
