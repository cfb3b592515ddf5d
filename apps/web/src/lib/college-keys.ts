import type { CollegeDetailRequest, CollegeSearchRequest } from '@ccp/contracts';

/**
 * The college screens' query keys (docs/decisions/0069), owned by features/colleges. They live here, apart from
 * the colleges' query functions, because the plan refreshes them after a save: importing them through the
 * feature's index would bring the college screens' code into the plan page (its JavaScript budget, issue 13).
 */
export const collegeKeys = {
  all: ['colleges'] as const,
  defaults: (scope: string) => [...collegeKeys.all, 'defaults', scope] as const,
  search: (scope: string, request: CollegeSearchRequest) =>
    [...collegeKeys.all, 'search', scope, request] as const,
  detail: (scope: string, id: number, request: CollegeDetailRequest) =>
    [...collegeKeys.all, 'detail', scope, id, request] as const,
  /** Every favourites list (a favourite added or removed refreshes them all). */
  favouriteLists: () => [...collegeKeys.all, 'favourites'] as const,
  favourites: (scope: string, request: CollegeDetailRequest) =>
    [...collegeKeys.favouriteLists(), scope, request] as const,
};
