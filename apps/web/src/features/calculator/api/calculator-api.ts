import {
  type CalculatorRunRequest,
  CalculatorRunResponseSchema,
  CollegeDefaultsResponseSchema,
  CollegeDetailResponseSchema,
  CollegeSearchResponseSchema,
} from '@ccp/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useFiguresScope } from '../../../lib/figures-scope';

/** The family's own state, SAI, income, students and growth (or the case study's), to start the calculator from. */
export function useCalculatorDefaults() {
  const scope = useFiguresScope();
  return useQuery({
    queryKey: ['calculator', 'defaults', scope.key],
    queryFn: () => apiClient.get(scope.url('/api/family/colleges/defaults'), CollegeDefaultsResponseSchema),
  });
}

/** Colleges whose name, other name or city matches what the family typed (for the college picker). */
export function useCollegeOptions(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: ['calculator', 'college-options', search],
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
}

/** The college named in the link (e.g. "Open in the calculator" from a college page). */
export function useLinkedCollege(id: number | null) {
  return useQuery({
    queryKey: ['calculator', 'college', id],
    queryFn: () => apiClient.get(`/api/family/colleges/${id}`, CollegeDetailResponseSchema),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/** Runs the calculator on the server (the aid engine) and records the use for the admins' list. */
export function useRunCalculator() {
  return useMutation({
    mutationFn: (request: CalculatorRunRequest) =>
      apiClient.send('POST', '/api/family/calculator/uses', request, CalculatorRunResponseSchema),
  });
}
