import type { FamilyProfile } from '@ccp/contracts/family-profile-types';

/** The first-visit tour shows after onboarding until the family finishes or skips it (hidden element 'tour'). */
export function isTourDue(profile: FamilyProfile | null | undefined): boolean {
  return Boolean(profile?.completeOnboarding && !profile.hiddenElements.includes('tour'));
}
