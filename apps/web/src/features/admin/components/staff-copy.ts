import type { StaffListStatus } from '@ccp/contracts';
import type { StaffKind } from '../api/staff-api';

export const STAFF_COPY: Record<
  StaffKind,
  { title: string; one: string; many: string; organisation: string; description: string; add: string }
> = {
  agent: {
    title: 'Agents',
    one: 'agent',
    many: 'agents',
    organisation: 'Organisation',
    description:
      'Financial agent accounts, their organisations and the families they advise. Add an agent by invitation.',
    add: 'Invite an agent',
  },
  professional: {
    title: 'Admission Professionals',
    one: 'admission professional',
    many: 'admission professionals',
    organisation: 'Institution',
    description:
      'Admission professional accounts, their institutions and the families they invited. Add one by invitation.',
    add: 'Invite an admission professional',
  },
};

export const STAFF_STATUS_LABEL: Record<StaffListStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  inactive: 'Inactive',
  removed: 'Removed',
};
