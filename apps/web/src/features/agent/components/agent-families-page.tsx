import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AgentFamiliesList, type RenderFamilyActions } from './agent-families-list';

/** /agent/families: the agent’s families. */
export function AgentFamiliesPage({ renderActions }: { renderActions?: RenderFamilyActions }) {
  useDocumentTitle('Families');
  return (
    <div>
      <PageHeading
        title="Families"
        description="The families of your organisation. Open a family to see its profile, aid figures and colleges."
      />
      <AgentFamiliesList renderActions={renderActions} />
    </div>
  );
}
