import type { Role } from '@ccp/contracts';

interface NotificationBellSlotProps {
  role: Role;
}

/**
 * Where the notification bell goes in the app header (docs/product-spec.md §2: "Header: ... a notification bell").
 * The notifications feature will render its bell button here; until it exists, the slot renders nothing,
 * so no dead button is shown.
 */
export function NotificationBellSlot(_props: NotificationBellSlotProps) {
  return null;
}
