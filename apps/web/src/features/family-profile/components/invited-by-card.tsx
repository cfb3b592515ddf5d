import type { InvitedBy } from '@ccp/contracts/family-profile-types';
import { Mail, Phone } from 'lucide-react';
import { formatPhone } from '../../../lib/format';
import { SectionCard } from './section-card';

const ROLE: Record<InvitedBy['kind'], string> = {
  financial_agent: 'Financial agent',
  admission_professional: 'Admission professional',
};

/** The agent or admission professional who invited the family, and how to reach them. */
export function InvitedByCard({ invitedBy }: { invitedBy: InvitedBy }) {
  return (
    <SectionCard
      id="invited-by"
      title="Who invited you"
      description={`${ROLE[invitedBy.kind]}${invitedBy.organisation ? `, ${invitedBy.organisation}` : ''}`}
    >
      <p className="font-semibold text-slate-900">{invitedBy.name}</p>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm text-slate-700 sm:flex-row sm:gap-6">
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-slate-500" />
          <a href={`mailto:${invitedBy.email}`} className="font-medium text-navy-800 underline">
            {invitedBy.email}
          </a>
        </li>
        {invitedBy.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-slate-500" />
            <a href={`tel:${invitedBy.phone}`} className="font-medium text-navy-800 underline">
              {formatPhone(invitedBy.phone)}
            </a>
          </li>
        ) : null}
      </ul>
    </SectionCard>
  );
}
