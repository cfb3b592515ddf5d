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
