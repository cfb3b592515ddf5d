import type { LucideIcon } from 'lucide-react';

/** A link of the app header. `blocked` links stay visible but explain why they do not open. */
export interface NavLinkItem {
  label: string;
  to: string;
  blocked?: boolean;
}

/** A link, or a dropdown of links (e.g. the family's "Colleges"). */
export type NavItem = NavLinkItem | { label: string; children: NavLinkItem[] };

export const isGroup = (item: NavItem): item is { label: string; children: NavLinkItem[] } =>
  'children' in item;

/**
 * An extra entry of the account menu (the family's data, at every onboarding stage): a page of the app, or with
 * `download` a file the server sends as an attachment.
 */
export interface AccountLink {
  label: string;
  to: string;
  icon: LucideIcon;
  download?: boolean;
  tone?: 'danger';
}
