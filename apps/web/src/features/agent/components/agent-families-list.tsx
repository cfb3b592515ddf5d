import { AGENT_FAMILY_SORTS, type AgentFamilyListItem, type AgentFamilyListResponse } from '@ccp/contracts';
import { LifeBuoy, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { familyColumns } from '../../../components/family-detail/family-columns';
import { buttonClasses } from '../../../components/ui/button';
import { SearchableList } from '../../../components/ui/searchable-list';
import { Table, type TableColumn } from '../../../components/ui/table';
import { formatCount, formatRelativeTime } from '../../../lib/format';
import { useListSearch } from '../../../lib/use-list-search';
import { useAgentFamilies } from '../api/agent-families-api';

/** The family an action is about (the lead composes "Act as this family" into `renderActions`). */
export interface AgentFamilyRef {
  userId: string;
  familyId: string;
  name: string;
}
export type RenderFamilyActions = (family: AgentFamilyRef) => ReactNode;

type Sort = (typeof AGENT_FAMILY_SORTS)[number];
const pick = (value: string | null): Sort | undefined =>
  (AGENT_FAMILY_SORTS as readonly string[]).includes(value ?? '') ? (value as Sort) : undefined;

export const familyCount = (n: number) => (n === 1 ? '1 family' : `${formatCount(n)} families`);
export const agentFamilyPath = (f: { id: string; userId: string | null }) =>
  `/agent/families/${encodeURIComponent(f.userId ?? f.id)}`;

const SORT_LABEL: Record<Sort, string> = {
  help: 'help requests first',
  name: 'name',
  state: 'state',
  students: 'students',
  federal_sai: 'federal SAI',
  status: 'status',
  last_activity: 'last activity',
};

/** An empty organisation: what to do next. */
export function NoFamiliesYet() {
  return (
    <div className="flex flex-col items-start gap-3 p-6 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">No family is linked to your organisation yet.</p>
      <p>
        Invite a family: it gets a sign-up link, and appears here as soon as it accepts. Families an
        administrator assigns to you or a colleague appear here too.
      </p>
      <Link to="/agent/invitations" className={buttonClasses('primary', 'md')}>
        <UserPlus aria-hidden="true" className="size-4" />
        Invite a family
      </Link>
    </div>
  );
}

/**
 * The organisation's families: searchable (debounced), sortable, paged, help requests first by default. Its state
 * (search, sort, page) lives in the URL.
 */
export function AgentFamiliesList({
  renderActions,
  header,
}: {
  renderActions?: RenderFamilyActions;
  /** Rendered above the list once it has loaded (the dashboard's figures). */
  header?: (data: AgentFamilyListResponse) => ReactNode;
}) {
  const { params, search, page, text, setText, update } = useListSearch();
  const sortBy: Sort = pick(params.get('sort_by')) ?? 'help';
  const order = params.get('sort_order') === 'ASC' ? 'ASC' : 'DESC';
  const list = useAgentFamilies({ search, page, limit: 20, sort_by: sortBy, sort_order: order });
  const data = list.data;

  const columns: TableColumn<AgentFamilyListItem>[] = [
    familyColumns.family<AgentFamilyListItem>(agentFamilyPath),
    familyColumns.parents(),
    familyColumns.students(),
    familyColumns.federalSai(),
    familyColumns.state(),
    familyColumns.status(),
    {
      key: 'help',
      sortKey: 'help',
      header: 'Help requested',
      className: 'whitespace-nowrap',
      cell: (f) =>
        f.helpRequestedAt ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800">
            <LifeBuoy aria-hidden="true" className="size-3.5" />
            {formatRelativeTime(f.helpRequestedAt)}
          </span>
        ) : (
          <span className="text-slate-600">No</span>
        ),
    },
    familyColumns.lastActivity(),
    ...(renderActions
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Actions</span>,
            cell: (f: AgentFamilyListItem) =>
              f.userId ? renderActions({ userId: f.userId, familyId: f.id, name: f.name }) : null,
          },
        ]
      : []),
  ];

  const emptyOrganisation = data !== undefined && data.summary.families === 0;
  return (
    <>
      {data && header ? header(data) : null}
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
          emptyOrganisation ? (
            <NoFamiliesYet />
          ) : (
            <Table
              caption={`Your families, sorted by ${SORT_LABEL[sortBy]}${sortBy === 'help' ? '' : order === 'ASC' ? ', ascending' : ', descending'}`}
              columns={columns}
              rows={data.items}
              rowKey={(f) => f.id}
              rowClassName="hover:bg-slate-50"
              minWidth="min-w-[60rem]"
              empty={search ? `No family matches “${search}”.` : 'No family on this page.'}
              sort={{ by: sortBy, order, onSort: (by, next) => update({ sort_by: by, sort_order: next }) }}
            />
          )
        ) : null}
      </SearchableList>
    </>
  );
}
