import type { AdminFamilyDetail } from '@ccp/contracts';
import { UserMinus, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import {
  FamilyBackLink,
  FamilyDetailFrame,
  FamilyHeading,
} from '../../../domains/family/staff/family-detail-frame';
import { FamilyDetailSections, Section } from '../../../domains/family/staff/family-detail-sections';
import { errorMessage } from '../../../lib/api-client';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-search';
import { useAdminFamily, useAgentOptions, useFamilyAgent } from '../api/admin-families-api';
import type { FamilyAction } from './families-page';

/**
 * /admin/families/:userId: one family, with its financial agent; `familyAction` and more of the page
 * (`renderSections`: the family's aid offers) are composed in by app/.
 */
export function FamilyDetailPage({
  familyAction,
  renderSections,
}: {
  familyAction?: FamilyAction;
  renderSections?: (familyId: string) => ReactNode;
} = {}) {
  const { userId = '' } = useParams();
  const family = useAdminFamily(userId);
  return (
    <FamilyDetailFrame
      family={family}
      backTo="/admin/families"
      description="One family’s profile, parents, students and financial agent."
    >
      {(data) => (
        <>
          <FamilyDetail family={data} routeId={userId} familyAction={familyAction} />
          {renderSections?.(data.id)}
        </>
      )}
    </FamilyDetailFrame>
  );
}

function FamilyDetail({
  family,
  routeId,
  familyAction,
}: {
  family: AdminFamilyDetail;
  routeId: string;
  familyAction?: FamilyAction;
}) {
  return (
    <div>
      <FamilyBackLink to="/admin/families" />
      <FamilyHeading family={family}>{familyAction ? familyAction(family) : null}</FamilyHeading>
      <FamilyDetailSections family={family} aside={<AgentSection family={family} routeId={routeId} />} />
    </div>
  );
}

function AgentSection({ family, routeId }: { family: AdminFamilyDetail; routeId: string }) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [agentId, setAgentId] = useState('');
  const [removing, setRemoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const options = useAgentOptions(debounced, true);
  const { assign, remove } = useFamilyAgent(routeId);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const choices = (options.data?.items ?? [])
    .filter((a) => a.id !== family.agent?.id)
    .map((a) => ({ value: a.id, label: `${a.name} · ${a.organisation}` }));

  return (
    <Section id="agent" title="Financial agent">
      {done ? (
        <Alert tone="success" title={done} className="mb-4">
          The agent and the family have been notified.
        </Alert>
      ) : null}
      {family.agent ? (
        <div className="mb-4 rounded-xl border border-slate-200 p-3 text-sm">
          <p className="font-semibold text-slate-900">{family.agent.name}</p>
          <p className="text-slate-700">{family.agent.organisation}</p>
          <p className="text-slate-600">{family.agent.email}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setRemoving(true)}>
            <UserMinus aria-hidden="true" className="size-4" />
            Remove agent
          </Button>
        </div>
      ) : (
        <p className="mb-4 text-sm text-slate-600">No financial agent is assigned to this family.</p>
      )}
      <form
        className="flex flex-col gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!agentId) return;
          try {
            const detail = await assign.mutateAsync(agentId);
            setDone(`${detail.agent?.name ?? 'The agent'} is now this family’s financial agent.`);
            setAgentId('');
            setSearch('');
          } catch {
            setDone(null);
          }
        }}
      >
        <TextField
          label="Find an agent"
          type="search"
          placeholder="Name, e-mail or organisation"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          label={family.agent ? 'Replace with' : 'Assign an agent'}
          placeholder={choices.length ? 'Choose a financial agent' : 'No agent matches'}
          options={choices}
          value={agentId}
          onChange={(e) => setAgentId(e.target.value)}
        />
        {assign.isError ? (
          <Alert tone="error" title="The agent was not assigned.">
            {errorMessage(assign.error)}
          </Alert>
        ) : null}
        <Button type="submit" disabled={!agentId} busy={assign.isPending}>
          <UserPlus aria-hidden="true" className="size-4" />
          Assign agent
        </Button>
      </form>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove the financial agent?"
        description={`${family.agent?.name ?? 'The agent'} will no longer see ${family.name}. The agent and the family are notified.`}
        confirmLabel="Remove agent"
        failureTitle="The agent was not removed."
        action={remove}
        onDone={() => setDone('The financial agent was removed.')}
      />
    </Section>
  );
}
