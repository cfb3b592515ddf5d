import type { AgentFamilySummary } from '@ccp/contracts';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { StatCard } from '../../../components/ui/stat-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AgentFamiliesList, type RenderFamilyActions } from './agent-families-list';

function KeyFigures({ summary }: { summary: AgentFamilySummary }) {
  return (
    <section aria-labelledby="key-figures" className="mb-6">
      <h2 id="key-figures" className="sr-only">
        Key figures
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Families" value={summary.families} note="In your organisation" />
        <StatCard
          label="Awaiting onboarding"
          value={summary.awaitingOnboarding}
          note="Invited or still filling in their profile"
        />
        <StatCard label="Help requests open" value={summary.openHelpRequests} note="Listed first below" />
      </dl>
    </section>
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
        header={(data) => <KeyFigures summary={data.summary} />}
      />
    </div>
  );
}
