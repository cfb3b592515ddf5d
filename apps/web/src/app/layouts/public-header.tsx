import { LayoutDashboard, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ExternalLink } from '../../components/ui/external-link';
import { Logo } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import { dashboardPath } from '../../lib/role-paths';
import { useSession } from '../../lib/session';
import { type SiteLink, useSiteLinks } from '../../lib/site-links';

const linkClasses =
  'rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-navy-900';

/**
 * Public header (docs/product-spec.md §2): Home, About, Contact, Login, Sign Up; when signed in, a Dashboard link for the
 * user's role replaces Login and Sign Up. About and Contact go to the about and booking pages the server names
 * (ABOUT_URL, CONTACT_URL), or to the landing page's sections when it names none (lib/site-links.ts).
 */
export function PublicHeader() {
  const session = useSession();
  const me = session.data ?? null;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const links = useSiteLinks();

  // Close the small-screen menu after navigating, also to a section of the same page (About, Contact).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose.
  useEffect(() => setOpen(false), [location.key]);

  const accountLinks = me ? (
    <Link to={dashboardPath(me.user.role)} className={buttonClasses('primary', 'sm')}>
      <LayoutDashboard aria-hidden="true" className="size-4" />
      Dashboard
    </Link>
  ) : (
    <>
      <Link to="/family/login" className={linkClasses}>
        Login
      </Link>
      <Link to="/family/signup" className={buttonClasses('primary', 'sm')}>
        Sign Up
      </Link>
    </>
  );

  const pageLinks = (
    <>
      <NavLink
        to="/"
        end
        className={({ isActive }) =>
          cn(linkClasses, isActive && 'text-navy-900 underline underline-offset-8')
        }
      >
        Home
      </NavLink>
      <HeaderLink link={links.about}>About</HeaderLink>
      <HeaderLink link={links.contact}>Contact</HeaderLink>
      <NavLink
        to="/sai-estimator"
        className={({ isActive }) =>
          cn(linkClasses, 'text-accent-800', isActive && 'text-navy-900 underline underline-offset-8')
        }
      >
        Estimate your SAI
      </NavLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="College Cost Planner, home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {pageLinks}
          <span aria-hidden="true" className="mx-2 h-6 w-px bg-slate-200" />
          <div className="flex items-center gap-2">{accountLinks}</div>
        </nav>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">Menu</span>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden"
      >
        <div className="flex flex-col gap-1">{pageLinks}</div>
        <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 [&>a]:justify-center">
          {accountLinks}
        </div>
      </nav>
    </header>
  );
}

/** About or Contact: an outside page in a new tab, or a section of the landing page. */
function HeaderLink({ link, children }: { link: SiteLink; children: string }) {
  return link.external ? (
    <ExternalLink href={link.href} className={linkClasses}>
      {children}
    </ExternalLink>
  ) : (
    <Link to={link.href} className={linkClasses}>
      {children}
    </Link>
  );
}
