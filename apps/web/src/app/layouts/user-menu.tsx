import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';

interface UserMenuProps {
  name: string;
  email: string;
  roleLabel: string;
  profileTo: string;
  onSignOut: () => void;
}

/** The avatar menu of the app header: who is signed in, a profile link and Sign out (spec section 2). */
export function UserMenu({ name, email, roleLabel, profileTo, onSignOut }: UserMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-full p-0.5 pr-2.5 text-white hover:bg-white/10">
        <Avatar name={name} size="sm" />
        <span className="max-w-48 truncate text-sm font-semibold">{name || email}</span>
        <span className="sr-only">, account menu</span>
        <ChevronDown aria-hidden="true" className="size-4 text-navy-100" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-3">
            <span className="block truncate text-sm font-bold text-navy-900">{name || email}</span>
            <span className="block truncate text-xs text-slate-600">{email}</span>
            <span className="mt-1 block text-xs font-semibold text-accent-700">{roleLabel}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link
              to={profileTo}
              className="flex items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 outline-none data-[highlighted]:bg-navy-50"
            >
              <UserRound aria-hidden="true" className="size-4 text-slate-600" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 outline-none data-[highlighted]:bg-navy-50"
          >
            <LogOut aria-hidden="true" className="size-4 text-slate-600" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
