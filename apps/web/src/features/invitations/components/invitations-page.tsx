import { useId } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { Inviter } from '../api/invitations-api';
import { InvitationsTable } from './invitations-table';
import { InviteFamilyForm } from './invite-family-form';

const EYEBROW: Record<Inviter, string> = { agent: 'Financial agent', professional: 'Admission professional' };
const DESCRIPTION: Record<Inviter, string> = {
  agent:
    "Invite families to plan with you. You see your organisation's invitations: resend a link or revoke it.",
  professional:
    'Invite the families you work with. Resend a link that was lost, or revoke one sent by mistake.',
};

/** /agent/invitations and /admission-professional/invitations: invite a family, follow the invitations sent. */
export function InvitationsPage({ inviter }: { inviter: Inviter }) {
  useDocumentTitle('Invitations');
  const listId = useId();
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={EYEBROW[inviter]} title="Invitations" description={DESCRIPTION[inviter]} />
      <InviteFamilyForm inviter={inviter} />
      <section aria-labelledby={listId}>
        <h2 id={listId} className="mb-3 text-lg font-bold text-navy-900">
          Invitations sent
        </h2>
        <InvitationsTable kind="family" noun="families" showInviter={inviter === 'agent'} />
      </section>
    </div>
  );
}
