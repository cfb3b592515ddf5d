import {
  type CalculatorRunRequest,
  CalculatorRunResponseSchema,
  CollegeDefaultsResponseSchema,
  CollegeDetailResponseSchema,
  CollegeSearchResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type FiguresScope, useFiguresScope } from '../../../domains/family/figures/figures-scope';
import { apiClient } from '../../../lib/api-client';

export const calculatorKeys = {
  all: ['calculator'] as const,
  defaults: (scopeKey: string) => [...calculatorKeys.all, 'defaults', scopeKey] as const,
  collegeOptions: (search: string) => [...calculatorKeys.all, 'college-options', search] as const,
  college: (id: number | null) => [...calculatorKeys.all, 'college', id] as const,
};

/** The family's own state, SAI, income, students and growth (or the case study's), to start the calculator from. */
export const calculatorDefaultsQuery = (scope: FiguresScope) =>
  queryOptions({
    queryKey: calculatorKeys.defaults(scope.key),
    queryFn: () => apiClient.get(scope.url('/api/family/colleges/defaults'), CollegeDefaultsResponseSchema),
  });

export function useCalculatorDefaults() {
  return useQuery(calculatorDefaultsQuery(useFiguresScope()));
}

/** Colleges whose name, other name or city matches `search`, trimmed (for the college picker). */
export const collegeOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: calculatorKeys.collegeOptions(search),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/family/colleges?search=${encodeURIComponent(search)}&limit=8&sort_college=size`,
        CollegeSearchResponseSchema,
        { signal },
      ),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useCollegeOptions(text: string) {
  return useQuery(collegeOptionsQuery(text.trim()));
}

/** The college named in the link (e.g. "Open in the calculator" from a college page). */
export const linkedCollegeQuery = (id: number | null) =>
  queryOptions({
    queryKey: calculatorKeys.college(id),
    queryFn: () => apiClient.get(`/api/family/colleges/${id}`, CollegeDetailResponseSchema),
    enabled: id !== null,
    staleTime: 60_000,
  });

export function useLinkedCollege(id: number | null) {
  return useQuery(linkedCollegeQuery(id));
}

/** Runs the calculator on the server (the aid engine) and records the use for the admins' list. */
export function useRunCalculator() {
  return useMutation({
    mutationFn: (request: CalculatorRunRequest) =>
      apiClient.send('POST', '/api/family/calculator/uses', request, CalculatorRunResponseSchema),
  });
}
