/**
 * The family's query keys (docs/decisions/0069). Every query about the family sits under `family`, so that a write
 * to the profile refreshes what depends on it (SAI, overview, plan) without features knowing each other: each
 * feature's own family keys start with `familyKeys.all`. The profile and the case studies are shared (lib/), so their
 * keys are here.
 */
export const familyKeys = {
  all: ['family'] as const,
  profile: () => [...familyKeys.all, 'profile'] as const,
  /** The tax estimate depends on what is typed, not on the saved profile: a profile write keeps it. */
  taxEstimates: () => [...familyKeys.all, 'tax-estimate'] as const,
  taxEstimate: (parts: readonly unknown[]) => [...familyKeys.taxEstimates(), ...parts] as const,
  /** Each student's favourite colleges with their cost (the overview's and the SAI page's query). */
  favouriteColleges: (scopeKey: string) => [...familyKeys.all, 'favourite-colleges', scopeKey] as const,
  caseStudies: {
    all: () => [...familyKeys.all, 'case-studies'] as const,
    lists: () => [...familyKeys.caseStudies.all(), 'list'] as const,
    list: (familyUserId: string | undefined) => [...familyKeys.caseStudies.lists(), familyUserId] as const,
    compares: () => [...familyKeys.caseStudies.all(), 'compare'] as const,
    compare: (versionIds: readonly string[]) => [...familyKeys.caseStudies.compares(), versionIds] as const,
    /** A case study's profile (GET /api/family/draft-profile). */
    draft: (versionId: string) => [...familyKeys.caseStudies.all(), 'draft', versionId] as const,
  },
};
