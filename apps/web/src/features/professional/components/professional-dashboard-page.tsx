import {
  PAGE_SIZE,
  PROFESSIONAL_FAMILY_SORTS,
  type ProfessionalFamilyListItem,
  type ProfessionalFamilySummary,
} from '@ccp/contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { KeyFigures, StatCard } from '../../../components/ui/stat-card';
import type { TableColumn } from '../../../components/ui/table';
import { familyColumns } from '../../../domains/family/staff/family-columns';
import { AwaitingOnboardingFigure, FamiliesTable } from '../../../domains/family/staff/family-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSortedListSearch } from '../../../lib/use-list-search';
import { useProfessionalFamilies } from '../api/professional-families-api';

export const professionalFamilyPath = (f: { id: string; userId: string | null }) =>
  `/admission-professional/families/${encodeURIComponent(f.userId ?? f.id)}`;

function ProfessionalFigures({ summary }: { summary: ProfessionalFamilySummary }) {
  return (
    <KeyFigures>
      <StatCard label="Families invited" value={summary.families} />
      <AwaitingOnboardingFigure value={summary.awaitingOnboarding} />
      <StatCard label="Onboarded" value={summary.active} note="Finished their profile" />
    </KeyFigures>
  );
}

const columns: TableColumn<ProfessionalFamilyListItem>[] = [
  familyColumns.family<ProfessionalFamilyListItem>(professionalFamilyPath),
  familyColumns.parents(),
  familyColumns.students(),
  {
    key: 'graduation',
    header: 'Graduation years',
    cell: (f) => (f.graduationYears.length > 0 ? f.graduationYears.join(', ') : '—'),
  },
  familyColumns.state(),
  familyColumns.status(),
  familyColumns.created('Invited'),
  familyColumns.lastActivity(),
];

/** /admission-professional/dashboard: the families the professional invited, read-only and without money. */
export function ProfessionalDashboardPage() {
  useDocumentTitle('Dashboard');
  const listSearch = useSortedListSearch(PROFESSIONAL_FAMILY_SORTS, 'created');
  const { search, page, sortBy, order } = listSearch;
  const list = useProfessionalFamilies({
    search,
    page,
    limit: PAGE_SIZE,
    sort_by: sortBy,
    sort_order: order,
  });
  const data = list.data;
  return (
    <div>
      <PageHeading
        title="Dashboard"
        description="The families you invited: their students, graduation years, favorite colleges and onboarding."
      />
      {data ? <ProfessionalFigures summary={data.summary} /> : null}
      <FamiliesTable
        list={listSearch}
        query={list}
        noneYet={{
          title: 'You have not invited a family yet.',
          invitePath: '/admission-professional/invitations',
          text: 'Invite a family: it gets a sign-up link, and appears here as soon as you send it.',
        }}
        table={{
          caption: `The families you invited, sorted by ${sortBy.replace('_', ' ')}, ${order === 'ASC' ? 'ascending' : 'descending'}`,
          columns,
          minWidth: 'min-w-[56rem]',
          empty: 'No family on this page.',
          sort: listSearch.sort,
        }}
      />
    </div>
  );
}
