import { Download, Trash2 } from 'lucide-react';
import { lazy, Suspense, useCallback } from 'react';
import { useToast } from '../../components/ui/toast';
import { useSignOut } from '../../features/auth/api/use-sign-out';
import {
  FAMILY_COLLEGE_SEARCH_PATH,
  FAMILY_ONBOARDING_PATH,
  FAMILY_YOUR_DATA_PATH,
  isActiveFamily,
} from '../../lib/role-paths';
import { useSession } from '../../lib/session';
import { AppShell } from './app-shell';
import type { AccountLink, NavItem } from './nav-types';

/**
 * The act-as banner and the case-study version picker in it are their own chunks: a family's own pages (no
 * simulation) load none of them.
 */
const ActAsBanner = lazy(() =>
  import('../../features/act-as/components/act-as-banner').then((m) => ({ default: m.ActAsBanner })),
);
const VersionPicker = lazy(() =>
  import('../../features/case-studies/components/version-picker').then((m) => ({ default: m.VersionPicker })),
);

/** docs/product-spec.md §4: the message of every family navigation item blocked during onboarding. */
export const ONBOARDING_FIRST_MESSAGE = 'Please complete onBoarding first.';

/** Family navigation (docs/product-spec.md §2); while onboarding is incomplete only Profile (to onboarding) and the calculator open. */
export function familyNavItems(active: boolean, simulating = false): NavItem[] {
  const blocked = !active;
  const items: NavItem[] = [
    { label: 'Profile', to: active ? '/family/profile' : FAMILY_ONBOARDING_PATH },
    { label: 'Overview', to: '/family/overview', blocked },
    { label: 'SAI Number', to: '/family/federal-sai', blocked },
    { label: 'Plan', to: '/family/plan', blocked },
    { label: 'Aid Offers', to: '/family/aid-offers', blocked },
    {
      label: 'Colleges',
      children: [
        { label: 'Search Colleges', to: FAMILY_COLLEGE_SEARCH_PATH, blocked },
        { label: 'Favorite', to: '/family/college/favorite-colleges', blocked },
      ],
    },
    { label: 'College Cost Calculator', to: '/family/cost-calculator' },
    { label: 'Bonus Resources', to: '/family/resources', blocked },
    { label: 'Help', to: '/family/help', blocked },
  ];
  // What staff did while acting as the family: for the family itself, not while staff act as it (ADR 0030).
  if (!simulating) items.push({ label: 'Activity', to: '/family/activity' });
  return items;
}

/**
 * The account menu's data entries (issue 23): reachable whether or not onboarding is finished. Not while staff
 * act as the family (the menu is hidden then, and the server refuses both).
 */
const FAMILY_ACCOUNT_LINKS: readonly AccountLink[] = [
  { label: 'Download my data', to: '/api/family/export', icon: Download, download: true },
  { label: 'Delete my account', to: `${FAMILY_YOUR_DATA_PATH}?delete=1`, icon: Trash2, tone: 'danger' },
];

export function FamilyLayout() {
  const me = useSession().data;
  const { showToast } = useToast();
  const onBlocked = useCallback(() => showToast(ONBOARDING_FIRST_MESSAGE, 'info'), [showToast]);
  const signOut = useSignOut();
  if (!me) return null;
  const active = isActiveFamily(me);
  const simulating = me.simulation !== null;
  return (
    <AppShell
      me={me}
      areaLabel="Family"
      homeTo={active ? FAMILY_COLLEGE_SEARCH_PATH : FAMILY_ONBOARDING_PATH}
      items={familyNavItems(active, simulating)}
      profileTo={active ? '/family/profile' : FAMILY_ONBOARDING_PATH}
      onBlocked={onBlocked}
      accountLinks={simulating ? undefined : FAMILY_ACCOUNT_LINKS}
      banner={
        simulating ? (
          <Suspense fallback={null}>
            <ActAsBanner
              me={me}
              onSignOut={signOut}
              versionPicker={
                <Suspense fallback={null}>
                  <VersionPicker />
                </Suspense>
              }
            />
          </Suspense>
        ) : null
      }
    />
  );
}
