import type { Role } from '@ccp/contracts';
import type { NotificationAudience } from '@ccp/contracts/notifications';
import { lazy, Suspense } from 'react';

interface NotificationBellSlotProps {
  role: Role;
  /** §4: the bell is hidden while an admin or agent acts as a family. */
  simulating?: boolean;
}

/** Which notifications a role reads (docs/product-spec.md §6; admission professionals: docs/decisions/0060). */
const AUDIENCE: Partial<Record<Role, NotificationAudience>> = {
  family: 'family',
  financial_agent: 'agent',
  admin: 'admin',
  admission_professional: 'professional',
};

// The bell and DOMPurify load in their own chunk, after the header: the entry chunk stays as it was.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** Where the notification bell goes in the app header (docs/product-spec.md §2: "Header: ... a notification bell"). */
export function NotificationBellSlot({ role, simulating = false }: NotificationBellSlotProps) {
  const audience = AUDIENCE[role];
  if (!audience || simulating) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell audience={audience} />
    </Suspense>
  );
}
