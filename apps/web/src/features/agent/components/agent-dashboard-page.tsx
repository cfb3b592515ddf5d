import type { AgentFamilySummary } from '@ccp/contracts';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { KeyFigures, StatCard } from '../../../components/ui/stat-card';
import { AwaitingOnboardingFigure } from '../../../domains/family/staff/family-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AgentFamiliesList, type RenderFamilyActions } from './agent-families-list';

function AgentFigures({ summary }: { summary: AgentFamilySummary }) {
  return (
    <KeyFigures>
      <StatCard label="Families" value={summary.families} note="In your organisation" />
      <AwaitingOnboardingFigure value={summary.awaitingOnboarding} />
      <StatCard label="Help requests open" value={summary.openHelpRequests} note="Listed first below" />
    </KeyFigures>
  );
}

/** /agent/dashboard: the organisation's figures and its families, help requests first. */
export function AgentDashboardPage({ renderActions }: { renderActions?: RenderFamilyActions }) {
  useDocumentTitle('Dashboard');
  const state: unknown = useLocation().state;
  const removed =
    state && typeof state === 'object' && 'removedFamily' in state && typeof state.removedFamily === 'string'
      ? state.removedFamily
      : null;
  return (
    <div>
      <PageHeading
        title="Dashboard"
        description="The families you advise: those you invited, those assigned to you or a colleague of your organisation."
      />
      {removed ? (
        <Alert tone="success" title={`${removed} was removed from your organisation.`} className="mb-5">
          The family and the administrators have been notified.
        </Alert>
      ) : null}
      <AgentFamiliesList
        renderActions={renderActions}
        header={(data) => <AgentFigures summary={data.summary} />}
      />
    </div>
  );
}
