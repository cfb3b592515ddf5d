import type { Role } from '@ccp/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { loginReturningTo, RETURN_PARAM, safeReturnPath } from '../../lib/return-path';
import {
  dashboardPath,
  FAMILY_COLLEGE_SEARCH_PATH,
  FAMILY_COST_CALCULATOR_PATH,
  FAMILY_ONBOARDING_PATH,
  FAMILY_YOUR_DATA_PATH,
  homePath,
  isActiveFamily,
} from '../../lib/role-paths';
import { useSession } from '../../lib/session';

/**
 * Auth pages: a signed-in user goes to the page a log-in link was asked to return to (`?next=`, a page of their own
 * area), else to their dashboard (an active family to college search).
 */
export function RedirectIfSignedIn() {
  const { data: me } = useSession();
  const [params] = useSearchParams();
  if (me) {
    const back = safeReturnPath(params.get(RETURN_PARAM), me.user.role);
    return <Navigate to={back ?? homePath(me)} replace />;
  }
  return <Outlet />;
}

function SessionProblem({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md items-center px-4">
      <Alert tone="error" title="We could not check your session.">
        <p>{errorMessage(error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
          Try again
        </Button>
      </Alert>
    </div>
  );
}

/**
 * A role's area: a signed-out user goes to the role's log-in page, which says why and returns to the page asked for
 * (a link from a mail, a bookmark); a user of another role goes to their own dashboard.
 */
export function RequireRole({ userRole: role, children }: { userRole: Role; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSpinner label="Loading your account" />;
  if (session.isError) return <SessionProblem error={session.error} retry={() => session.refetch()} />;
  const me = session.data;
  if (!me) {
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginReturningTo(role, asked)} replace />;
  }
  if (me.user.role !== role) return <Navigate to={dashboardPath(me.user.role)} replace />;
  return children;
}

/** Family pages usable while onboarding is incomplete (docs/product-spec.md §4). */
const OPEN_DURING_ONBOARDING: ReadonlySet<string> = new Set([
  FAMILY_ONBOARDING_PATH,
  FAMILY_COST_CALCULATOR_PATH,
  FAMILY_YOUR_DATA_PATH,
  '/family/activity',
]);

/**
 * A family whose invitationStatus is not 'active' is sent to onboarding (the cost calculator stays open);
 * an active family opening onboarding goes to college search.
 */
export function FamilyGate() {
  const { data: me } = useSession();
  const { pathname } = useLocation();
  if (!me) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const active = isActiveFamily(me);
  if (!active && !OPEN_DURING_ONBOARDING.has(path)) return <Navigate to={FAMILY_ONBOARDING_PATH} replace />;
  if (active && path === FAMILY_ONBOARDING_PATH) return <Navigate to={FAMILY_COLLEGE_SEARCH_PATH} replace />;
  return <Outlet />;
}
