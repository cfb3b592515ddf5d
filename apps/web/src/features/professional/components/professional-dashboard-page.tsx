import {
  PROFESSIONAL_FAMILY_SORTS,
  type ProfessionalFamilyListItem,
  type ProfessionalFamilySummary,
} from '@ccp/contracts';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { familyColumns } from '../../../components/family-detail/family-columns';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableList } from '../../../components/ui/searchable-list';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { formatCount } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListSearch } from '../../../lib/use-list-search';
import { useProfessionalFamilies } from '../api/professional-families-api';

type Sort = (typeof PROFESSIONAL_FAMILY_SORTS)[number];
const pick = (value: string | null): Sort | undefined =>
  (PROFESSIONAL_FAMILY_SORTS as readonly string[]).includes(value ?? '') ? (value as Sort) : undefined;
const familyCount = (n: number) => (n === 1 ? '1 family' : `${formatCount(n)} families`);
export const professionalFamilyPath = (f: { id: string; userId: string | null }) =>
  `/admission-professional/families/${encodeURIComponent(f.userId ?? f.id)}`;

function KeyFigures({ summary }: { summary: ProfessionalFamilySummary }) {
  return (
    <section aria-labelledby="key-figures" className="mb-6">
      <h2 id="key-figures" className="sr-only">
        Key figures
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Families invited" value={summary.families} />
        <StatCard
          label="Awaiting onboarding"
          value={summary.awaitingOnboarding}
          note="Invited or still filling in their profile"
        />
        <StatCard label="Onboarded" value={summary.active} note="Finished their profile" />
      </dl>
    </section>
  );
}

function NoFamiliesYet() {
  return (
    <div className="flex flex-col items-start gap-3 p-6 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">You have not invited a family yet.</p>
      <p>Invite a family: it gets a sign-up link, and appears here as soon as you send it.</p>
      <Link to="/admission-professional/invitations" className={buttonClasses('primary', 'md')}>
        <UserPlus aria-hidden="true" className="size-4" />
        Invite a family
      </Link>
    </div>
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
  const { params, search, page, text, setText, update } = useListSearch();
  const sortBy: Sort = pick(params.get('sort_by')) ?? 'created';
  const order = params.get('sort_order') === 'ASC' ? 'ASC' : 'DESC';
  const list = useProfessionalFamilies({ search, page, limit: 20, sort_by: sortBy, sort_order: order });
  const data = list.data;
  return (
    <div>
      <PageHeading
        title="Dashboard"
        description="The families you invited: their students, graduation years, favourite colleges and onboarding."
      />
      {data ? <KeyFigures summary={data.summary} /> : null}
      <SearchableList
        searchLabel="Search families"
        placeholder="Name, e-mail, parent name or state"
        text={text}
        onTextChange={setText}
        query={list}
        loadingLabel="Loading your families"
        errorTitle="Your families could not be loaded."
        summary={data ? familyCount(data.total) : null}
        paging={data ? { ...data, noun: 'families', onPage: (next) => update({ page: String(next) }) } : null}
      >
        {data ? (
          data.summary.families === 0 ? (
            <NoFamiliesYet />
          ) : (
            <Table
              caption={`The families you invited, sorted by ${sortBy.replace('_', ' ')}, ${order === 'ASC' ? 'ascending' : 'descending'}`}
              columns={columns}
              rows={data.items}
              rowKey={(f) => f.id}
              rowClassName="hover:bg-slate-50"
              minWidth="min-w-[56rem]"
              empty={search ? `No family matches “${search}”.` : 'No family on this page.'}
              sort={{ by: sortBy, order, onSort: (by, next) => update({ sort_by: by, sort_order: next }) }}
            />
          )
        ) : null}
      </SearchableList>
    </div>
  );
}
