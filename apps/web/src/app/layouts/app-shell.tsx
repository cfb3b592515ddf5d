import type { MeResponse } from '@ccp/contracts';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useSignOut } from '../../features/auth/api/use-sign-out';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot';
import { cn } from '../../lib/cn';
import { AppNav } from './app-nav';
import { MobileMenu } from './mobile-menu';
import { type AccountLink, isGroup, type NavItem } from './nav-types';
import { SkipLink } from './skip-link';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';
import { UserMenu } from './user-menu';

interface AppShellProps {
  me: MeResponse;
  /** Shown next to the logo: "Family", "Administration", ... */
  areaLabel: string;
  /** Where the logo goes. */
  homeTo: string;
  items: readonly NavItem[];
  profileTo: string;
  onBlocked?: () => void;
  /** Shown under the header on every page of the area (the act-as banner during a simulation). */
  banner?: ReactNode;
  /** The back offices' wider frame: their lists have many columns. */
  wide?: boolean;
  /** Extra entries of the account menu (the family's data). */
  accountLinks?: readonly AccountLink[];
}

const noop = () => undefined;

/** The app header (role navigation, bell slot, user menu, mobile slide-out) and the page frame of a role area. */
export function AppShell({
  me,
  areaLabel,
  homeTo,
  items,
  profileTo,
  onBlocked = noop,
  banner,
  wide = false,
  accountLinks,
}: AppShellProps) {
  const frame = wide ? 'max-w-7xl' : 'max-w-6xl';
  useFocusMainOnNavigate();
  const signOut = useSignOut();
  const { name, email } = me.user;
  const navHasProfile = items.some((item) => !isGroup(item) && item.label === 'Profile');

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 bg-navy-900 text-white shadow-md shadow-navy-950/20">
        <div className={cn('mx-auto flex h-16 items-center justify-between gap-4 px-4 sm:px-6', frame)}>
          <div className="flex min-w-0 items-center gap-3">
            <Link to={homeTo} className="rounded-md" aria-label={`College Cost Planner, ${areaLabel} home`}>
              <Logo tone="light" className="[&>span]:text-sm sm:[&>span]:text-base" />
            </Link>
            <span className="hidden truncate rounded-full bg-white/10 px-2.5 py-1 text-xs font-semibold tracking-wide text-accent-300 sm:inline">
              {areaLabel}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <NotificationBellSlot role={me.user.role} simulating={me.simulation !== null} />
            {/* docs/product-spec.md §4: the user menu is hidden while staff act as the family. */}
            <div className={me.simulation ? 'hidden' : 'hidden lg:block'}>
              <UserMenu
                name={name}
                email={email}
                roleLabel={areaLabel}
                profileTo={profileTo}
                onSignOut={signOut}
                accountLinks={accountLinks}
              />
            </div>
            <div className="lg:hidden">
              <MobileMenu
                items={items}
                onBlocked={onBlocked}
                name={name}
                email={email}
                roleLabel={areaLabel}
                profileTo={profileTo}
                onLogout={signOut}
                showProfileLink={!navHasProfile}
                accountLinks={accountLinks}
              />
            </div>
          </div>
        </div>
        <nav aria-label="Main" className="hidden border-t border-white/10 lg:block">
          <div className={cn('mx-auto px-4 py-2 sm:px-6', frame)}>
            <AppNav items={items} onBlocked={onBlocked} />
          </div>
        </nav>
      </header>
      {banner}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 md:py-10', frame)}>
          <Outlet />
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div
          className={cn(
            'mx-auto flex flex-col gap-3 px-4 py-6 text-xs text-slate-600 sm:px-6 md:flex-row md:items-center md:justify-between',
            frame,
          )}
        >
          <p>
            College data: U.S. Department of Education, College Scorecard; NCES, IPEDS. Figures are estimates.
          </p>
          <p className="flex gap-4">
            <Link to="/privacy-policy" className="font-semibold text-navy-800 hover:underline">
              Privacy Policy
            </Link>
            <Link to="/terms-of-service" className="font-semibold text-navy-800 hover:underline">
              Terms of Service
            </Link>
          </p>
        </div>
      </footer>
    </div>
  );
}
