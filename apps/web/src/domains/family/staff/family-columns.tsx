import { type AdminFamilyStatus, stateName } from '@ccp/contracts';
import { Link } from 'react-router';
import type { TableColumn } from '../../../components/ui/table';
import { formatCount, formatRelativeTime, formatSaiOr } from '../../../lib/format';
import { StatusBadge } from './status-badge';

/** What every staff list of families (admin, financial agent, admission professional) shows of a family. */
export interface FamilyListRow {
  id: string;
  name: string;
  email: string;
  parentNames: string[];
  students: number;
  state: string | null;
  status: AdminFamilyStatus;
  createdAt: string;
  lastActivityAt: string;
}

/**
 * The families lists' shared columns, each made for the list's row type. `family` links the family's
 * name to `pathOf` (its page in that area), with its e-mail below (and its parents, when `withParents`).
 */
export const familyColumns = {
  family: <Row extends FamilyListRow>(
    pathOf: (row: Row) => string,
    { className = 'min-w-52', withParents = false }: { className?: string; withParents?: boolean } = {},
  ): TableColumn<Row> => ({
    key: 'name',
    sortKey: 'name',
    header: 'Family',
    inCard: 'title',
    className,
    cell: (f) => (
      <>
        <Link to={pathOf(f)} className="font-semibold text-navy-900 hover:text-accent-700 hover:underline">
          {f.name}
        </Link>
        <span className="block text-xs text-slate-600">{f.email}</span>
        {withParents && f.parentNames.length > 0 ? (
          <span className="block text-xs text-slate-600">{f.parentNames.join(', ')}</span>
        ) : null}
      </>
    ),
  }),
  parents: <Row extends FamilyListRow>(): TableColumn<Row> => ({
    key: 'parents',
    header: 'Parents',
    cell: (f) =>
      f.parentNames.length > 0 ? f.parentNames.join(', ') : <span className="text-slate-600">None yet</span>,
  }),
  students: <Row extends FamilyListRow>(): TableColumn<Row> => ({
    key: 'students',
    sortKey: 'students',
    header: 'Students',
    numeric: true,
    cell: (f) => formatCount(f.students),
  }),
  federalSai: <Row extends FamilyListRow & { federalSai: number | null }>(): TableColumn<Row> => ({
    key: 'federal_sai',
    sortKey: 'federal_sai',
    header: 'Federal SAI',
    numeric: true,
    cell: (f) => formatSaiOr(f.federalSai),
  }),
  /** The state's code, its name on hover. */
  state: <Row extends FamilyListRow>(): TableColumn<Row> => ({
    key: 'state',
    sortKey: 'state',
    header: 'State',
    cell: (f) => (f.state ? <abbr title={stateName(f.state)}>{f.state}</abbr> : '—'),
  }),
  status: <Row extends FamilyListRow>(): TableColumn<Row> => ({
    key: 'status',
    sortKey: 'status',
    header: 'Status',
    cell: (f) => <StatusBadge status={f.status} />,
  }),
  /** When the family was created (`header`: "Created", or "Invited" for the professional). */
  created: <Row extends FamilyListRow>(header: string): TableColumn<Row> => ({
    key: 'created',
    sortKey: 'created',
    header,
    className: 'whitespace-nowrap text-slate-600',
    cell: (f) => formatRelativeTime(f.createdAt),
  }),
  lastActivity: <Row extends FamilyListRow>(): TableColumn<Row> => ({
    key: 'last_activity',
    sortKey: 'last_activity',
    header: 'Last activity',
    className: 'whitespace-nowrap text-slate-600',
    cell: (f) => formatRelativeTime(f.lastActivityAt),
  }),
};
