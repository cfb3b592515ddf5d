import { ChevronDown, Lock } from 'lucide-react';
import type { MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Menu, MenuLink } from '../../components/ui/menu';
import { cn } from '../../lib/cn';
import { isGroup, type NavItem, type NavLinkItem } from './nav-types';

interface AppNavProps {
  items: readonly NavItem[];
  onBlocked: () => void;
}

const itemClasses = (active: boolean) =>
  cn(
    // A little tighter until 1200 px, so that the family's ten items keep one row from the lg breakpoint (1023 px) on.
    'inline-flex min-h-10 items-center gap-1 rounded-lg px-1.5 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors min-[1200px]:px-2 min-[1200px]:text-sm',
    active ? 'bg-white/15 text-white' : 'text-navy-100 hover:bg-white/10 hover:text-white',
  );

/** Blocked links keep their place and role, but show the reason instead of navigating. */
export function blockedClickHandler(item: NavLinkItem, onBlocked: () => void) {
  return item.blocked
    ? (event: MouseEvent) => {
        event.preventDefault();
        onBlocked();
      }
    : undefined;
}

/** A small lock after a link that opens only once onboarding is complete. */
export function BlockedMark({ blocked }: { blocked?: boolean }) {
  if (!blocked) return null;
  return <Lock aria-hidden="true" className="size-3.5 opacity-70" />;
}

/** Horizontal navigation of the app header (md and wider). */
export function AppNav({ items, onBlocked }: AppNavProps) {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-wrap items-center gap-0.5">
      {items.map((item) =>
        isGroup(item) ? (
          <li key={item.label}>
            <Menu
              triggerClassName={itemClasses(item.children.some((child) => pathname.startsWith(child.to)))}
              trigger={
                <>
                  {item.label}
                  <ChevronDown aria-hidden="true" className="size-4" />
                </>
              }
              className="mt-1.5 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
            >
              {item.children.map((child) => (
                <MenuLink
                  key={child.to}
                  to={child.to}
                  onClick={blockedClickHandler(child, onBlocked)}
                  aria-current={pathname === child.to ? 'page' : undefined}
                  className="justify-between"
                >
                  {child.label}
                  <BlockedMark blocked={child.blocked} />
                </MenuLink>
              ))}
            </Menu>
          </li>
        ) : (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={blockedClickHandler(item, onBlocked)}
              className={({ isActive }) => itemClasses(isActive && !item.blocked)}
            >
              {item.label}
              <BlockedMark blocked={item.blocked} />
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
