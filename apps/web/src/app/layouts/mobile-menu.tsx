import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Modal } from '../../components/ui/modal';
import { cn } from '../../lib/cn';
import { BlockedMark, blockedClickHandler } from './app-nav';
import { type AccountLink, isGroup, type NavItem, type NavLinkItem } from './nav-types';

interface MobileMenuProps {
  items: readonly NavItem[];
  onBlocked: () => void;
  name: string;
  email: string;
  roleLabel: string;
  profileTo: string;
  onLogout: () => void;
  /** False when the navigation already has a Profile link (the family's). */
  showProfileLink?: boolean;
  /** The account menu's extra entries (the family's data). */
  accountLinks?: readonly AccountLink[];
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 text-base font-semibold',
    isActive ? 'bg-navy-50 text-navy-900' : 'text-slate-800 hover:bg-slate-100',
  );

/** Slide-out menu of the app header below md (docs/product-spec.md §2: "a mobile slide-out menu with Logout"). */
export function MobileMenu({
  items,
  onBlocked,
  name,
  email,
  roleLabel,
  profileTo,
  onLogout,
  showProfileLink = true,
  accountLinks = [],
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close after every navigation (back and forward too).
  useEffect(() => setOpen(false), [pathname]);

  const renderLink = (item: NavLinkItem) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end
        className={(state) =>
          cn(linkClasses({ isActive: state.isActive && !item.blocked }), 'justify-between')
        }
        onClick={(event) => {
          // Close before the next page renders: it moves focus to its content, which this dialog keeps inert.
          setOpen(false);
          blockedClickHandler(item, onBlocked)?.(event);
        }}
      >
        {item.label}
        <BlockedMark blocked={item.blocked} />
      </NavLink>
    </li>
  );

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        aria-labelledby={titleId}
        className="inset-y-0 right-0 left-auto m-0 h-auto max-h-none w-[min(20rem,88vw)] max-w-none flex-col bg-white text-slate-800 shadow-2xl backdrop:bg-navy-950/50 open:flex focus:outline-none motion-safe:animate-[sheet-in_180ms_ease-out]"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-base font-bold text-navy-900">
            Menu
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4">
          <Avatar name={name} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-bold text-navy-900">{name || email}</p>
            <p className="truncate text-xs text-slate-600">{roleLabel}</p>
          </div>
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-3">
          <ul className="space-y-1">
            {items.map((item) =>
              isGroup(item) ? (
                <li key={item.label}>
                  <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-widest text-slate-600 uppercase">
                    {item.label}
                  </p>
                  <ul className="space-y-1">{item.children.map(renderLink)}</ul>
                </li>
              ) : (
                renderLink(item)
              ),
            )}
          </ul>
        </nav>
        <div className="space-y-1 border-t border-slate-200 px-3 py-3">
          {showProfileLink ? (
            <NavLink to={profileTo} className={linkClasses} onClick={() => setOpen(false)}>
              <UserRound aria-hidden="true" className="mr-2.5 size-5 text-slate-600" />
              Profile
            </NavLink>
          ) : null}
          {accountLinks.map(({ label, to, icon: Icon, download, tone }) =>
            download ? (
              <a key={to} href={to} download className={linkClasses({ isActive: false })}>
                <Icon aria-hidden="true" className="mr-2.5 size-5 text-slate-600" />
                {label}
              </a>
            ) : (
              <NavLink
                key={to}
                to={to}
                className={cn(linkClasses({ isActive: false }), tone === 'danger' && 'text-red-800')}
                onClick={() => setOpen(false)}
              >
                <Icon aria-hidden="true" className="mr-2.5 size-5" />
                {label}
              </NavLink>
            ),
          )}
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            className="flex min-h-11 w-full items-center rounded-lg px-3 text-base font-semibold text-red-800 hover:bg-red-50"
          >
            <LogOut aria-hidden="true" className="mr-2.5 size-5" />
            Logout
          </button>
        </div>
      </Modal>
    </>
  );
}
