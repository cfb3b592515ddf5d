import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { Menu, MenuItem, MenuLink, MenuSeparator } from '../../components/ui/menu';
import { cn } from '../../lib/cn';
import type { AccountLink } from './nav-types';

interface UserMenuProps {
  name: string;
  email: string;
  roleLabel: string;
  profileTo: string;
  onSignOut: () => void;
  /** Entries after Profile (the family's "Download my data" and "Delete my account"). */
  accountLinks?: readonly AccountLink[];
}

/** The avatar menu of the app header: who is signed in, a profile link and Sign out (docs/product-spec.md §2). */
export function UserMenu({ name, email, roleLabel, profileTo, onSignOut, accountLinks = [] }: UserMenuProps) {
  return (
    <Menu
      align="end"
      triggerClassName="inline-flex items-center gap-2 rounded-full p-0.5 pr-2.5 text-white hover:bg-white/10"
      trigger={
        <>
          <Avatar name={name} size="sm" />
          <span className="max-w-48 truncate text-sm font-semibold">{name || email}</span>
          <span className="sr-only">, account menu</span>
          <ChevronDown aria-hidden="true" className="size-4 text-navy-100" />
        </>
      }
      className="mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
    >
      <div className="px-3 pt-2 pb-3">
        <span className="block truncate text-sm font-bold text-navy-900">{name || email}</span>
        <span className="block truncate text-xs text-slate-600">{email}</span>
        <span className="mt-1 block text-xs font-semibold text-accent-700">{roleLabel}</span>
      </div>
      <MenuSeparator />
      <MenuLink to={profileTo}>
        <UserRound aria-hidden="true" className="size-4 text-slate-600" />
        Profile
      </MenuLink>
      {accountLinks.map(({ label, to, icon: Icon, download, tone }) => (
        <MenuLink
          key={to}
          to={to}
          // A file is a plain download: the browser fetches it with the session cookie and keeps the page.
          reloadDocument={download}
          download={download ? '' : undefined}
          className={cn(tone === 'danger' && 'text-red-800 hover:text-red-800 focus-visible:text-red-800')}
        >
          <Icon
            aria-hidden="true"
            className={cn('size-4', tone === 'danger' ? 'text-red-700' : 'text-slate-600')}
          />
          {label}
        </MenuLink>
      ))}
      <MenuSeparator />
      <MenuItem onSelect={onSignOut}>
        <LogOut aria-hidden="true" className="size-4 text-slate-600" />
        Sign out
      </MenuItem>
    </Menu>
  );
}
