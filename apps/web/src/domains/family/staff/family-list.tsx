import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import {
  type ListPage,
  SearchableTable,
  type SearchableTableProps,
} from '../../../components/ui/searchable-list';
import { StatCard } from '../../../components/ui/stat-card';
import type { TableProps } from '../../../components/ui/table';
import { formatQuantity } from '../../../lib/format';
import type { ListSearch } from '../../../lib/use-list-search';
import type { FamilyListRow } from './family-columns';

export const familyCount = (n: number) => formatQuantity(n, 'family');

interface FamiliesTableProps<Row extends FamilyListRow, Data extends ListPage<Row>>
  extends Omit<
    SearchableTableProps<Row, Data>,
    | 'searchLabel'
    | 'placeholder'
    | 'noun'
    | 'singular'
    | 'summary'
    | 'list'
    | 'table'
    | 'instead'
    | 'loadingLabel'
    | 'errorTitle'
  > {
  /** "Loading your families" and "Your families could not be loaded." unless told. */
  loadingLabel?: string;
  errorTitle?: string;
  list: Pick<ListSearch, 'text' | 'setText' | 'update' | 'search'>;
  /** "1 family" unless told (e.g. with how many are selected). */
  summary?: (data: Data) => string;
  /** The table; `empty` says why a page without a search has no family. */
  table: Omit<TableProps<Row>, 'rows' | 'rowKey' | 'empty'> & { empty: string };
  /** Instead of the table while the staff member has no family at all (`summary.families` is 0). */
  noneYet?: { title: string; text: string; invitePath: string };
}

/** A staff list of families (admin, financial agent, admission professional): search, count, table, pages. */
export function FamiliesTable<
  Row extends FamilyListRow,
  Data extends ListPage<Row> & { summary?: { families: number } },
>({
  list,
  summary = (data) => familyCount(data.total),
  table,
  noneYet,
  loadingLabel = 'Loading your families',
  errorTitle = 'Your families could not be loaded.',
  ...panel
}: FamiliesTableProps<Row, Data>) {
  return (
    <SearchableTable<Row, Data>
      {...panel}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      instead={(data) =>
        noneYet && data.summary?.families === 0 ? (
          <NoFamiliesYet title={noneYet.title} invitePath={noneYet.invitePath}>
            {noneYet.text}
          </NoFamiliesYet>
        ) : null
      }
      searchLabel="Search families"
      placeholder="Name, e-mail, parent name or state"
      list={list}
      summary={summary}
      noun="family"
      table={{
        cards: true,
        ...table,
        rowKey: (f) => f.id,
        empty: list.search ? `No family matches “${list.search}”.` : table.empty,
      }}
    />
  );
}

/** An empty list of families: why, and a link to invite one. */
function NoFamiliesYet({
  title,
  children,
  invitePath,
}: {
  title: string;
  children: ReactNode;
  invitePath: string;
}) {
  return (
    <div className="flex flex-col items-start gap-3 p-6 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{title}</p>
      <p>{children}</p>
      <Link to={invitePath} className={buttonClasses('primary', 'md')}>
        <UserPlus aria-hidden="true" className="size-4" />
        Invite a family
      </Link>
    </div>
  );
}

/** The dashboards' figure of the families not onboarded yet. */
export function AwaitingOnboardingFigure({ value }: { value: number }) {
  return (
    <StatCard label="Awaiting onboarding" value={value} note="Invited or still filling in their profile" />
  );
}
