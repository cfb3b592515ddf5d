import type { AgentFamilyDetail } from '@ccp/contracts';
import { UserMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  FamilyBackLink,
  FamilyDetailFrame,
  FamilyHeading,
} from '../../../domains/family/staff/family-detail-frame';
import { FamilyDetailSections, Section } from '../../../domains/family/staff/family-detail-sections';
import { useAgentFamily, useRemoveFamily } from '../api/agent-families-api';
import type { RenderFamilyActions } from './agent-families-list';

/** /agent/families/:userId: one family of the agent's organisation, as the admin sees it. */
export function AgentFamilyDetailPage({
  renderActions,
  renderSections,
}: {
  renderActions?: RenderFamilyActions;
  /** More of the family's page, composed by app/ (the family's aid offers). */
  renderSections?: (familyId: string) => ReactNode;
}) {
  const { userId = '' } = useParams();
  const family = useAgentFamily(userId);
  return (
    <FamilyDetailFrame
      family={family}
      backTo="/agent/dashboard"
      description="One family’s profile, parents, students and colleges."
      missing={{
        title: 'This family is not one of your organisation’s.',
        text: 'It may have been removed from your organisation. Go back to your families.',
      }}
    >
      {(data) => (
        <>
          <FamilyDetail family={data} routeId={userId} renderActions={renderActions} />
          {renderSections?.(data.id)}
        </>
      )}
    </FamilyDetailFrame>
  );
}

function FamilyDetail({
  family,
  routeId,
  renderActions,
}: {
  family: AgentFamilyDetail;
  routeId: string;
  renderActions?: RenderFamilyActions;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveFamily(routeId);
  const navigate = useNavigate();
  return (
    <div>
      <FamilyBackLink to="/agent/dashboard" />
      <FamilyHeading family={family}>
        {renderActions
          ? renderActions({ userId: family.userId, familyId: family.id, name: family.name })
          : null}
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <UserMinus aria-hidden="true" className="size-4" />
          Remove this family
        </Button>
      </FamilyHeading>
      <FamilyDetailSections
        family={family}
        aside={
          <Section id="agent" title="Financial agent">
            {family.agent ? (
              <div className="text-sm">
                <p className="font-semibold text-slate-900">{family.agent.name}</p>
                <p className="text-slate-700">{family.agent.organisation}</p>
                <p className="text-slate-600">{family.agent.email}</p>
              </div>
            ) : (
              <p className="text-sm text-slate-600">
                No agent of your organisation is assigned to this family yet; an administrator assigns one.
              </p>
            )}
          </Section>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this family?"
        description={`${family.name} leaves your organisation: no agent of it will see the family any more. The family keeps its account and profile; the family and the administrators are notified.`}
        confirmLabel="Remove family"
        failureTitle="The family was not removed."
        action={remove}
        onDone={() => navigate('/agent/dashboard', { state: { removedFamily: family.name } })}
      />
    </div>
  );
}
