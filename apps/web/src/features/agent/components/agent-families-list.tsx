import {
  AGENT_FAMILY_SORTS,
  type AgentFamilyListItem,
  type AgentFamilyListResponse,
  PAGE_SIZE,
} from '@ccp/contracts';
import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TableColumn } from '../../../components/ui/table';
import { familyColumns } from '../../../domains/family/staff/family-columns';
import { FamiliesTable } from '../../../domains/family/staff/family-list';
import { formatRelativeTime } from '../../../lib/format';
import { useSortedListSearch } from '../../../lib/use-list-search';
import { useAgentFamilies } from '../api/agent-families-api';

/** The family an action is about (the lead composes "Act as this family" into `renderActions`). */
export interface AgentFamilyRef {
  /** Null while the family has not signed up (invited, no account). */
  userId: string | null;
  familyId: string;
  name: string;
}
export type RenderFamilyActions = (family: AgentFamilyRef) => ReactNode;

type Sort = (typeof AGENT_FAMILY_SORTS)[number];

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
  const listSearch = useSortedListSearch(AGENT_FAMILY_SORTS, 'help');
  const { search, page, sortBy, order } = listSearch;
  const list = useAgentFamilies({ search, page, limit: PAGE_SIZE, sort_by: sortBy, sort_order: order });
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
            inCard: 'action' as const,
            cell: (f: AgentFamilyListItem) =>
              renderActions({ userId: f.userId, familyId: f.id, name: f.name }),
          },
        ]
      : []),
  ];

  return (
    <>
      {data && header ? header(data) : null}
      <FamiliesTable
        list={listSearch}
        query={list}
        noneYet={{
          title: 'No family is linked to your organisation yet.',
          invitePath: '/agent/invitations',
          text: 'Invite a family: it gets a sign-up link, and appears here as soon as it accepts. Families an administrator assigns to you or a colleague appear here too.',
        }}
        table={{
          caption: `Your families, sorted by ${SORT_LABEL[sortBy]}${sortBy === 'help' ? '' : order === 'ASC' ? ', ascending' : ', descending'}`,
          columns,
          minWidth: 'min-w-[60rem]',
          empty: 'No family on this page.',
          sort: listSearch.sort,
        }}
      />
    </>
  );
}
