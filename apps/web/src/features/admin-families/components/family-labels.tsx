export { STATUS_LABEL, StatusBadge } from '../../../domains/family/staff/status-badge';

/** The admin's page of a family: by its user id, or its own id while it has no account. */
export const familyPath = (f: { id: string; userId: string | null }) =>
  `/admin/families/${encodeURIComponent(f.userId ?? f.id)}`;
