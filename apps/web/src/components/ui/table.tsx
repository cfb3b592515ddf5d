import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SM_AND_UP, useMediaQuery } from '../../lib/use-media-query';

export type SortOrder = 'ASC' | 'DESC';

export interface TableColumn<Row> {
  /** Unique per table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The sort key the header sorts by; the header is then a button. */
  sortKey?: string;
  className?: string;
  /**
   * Its place on a phone's card (`cards`): the card's heading, an action without a label (a box, a button), or
   * (by default) a labelled figure: beside its label when numeric, under it otherwise.
   */
  inCard?: 'title' | 'action';
  /** Shown above a phone's cards (`cards`) in place of this column's header, e.g. the box that selects every row. */
  aboveCards?: ReactNode;
}

export interface TableSort {
  by: string;
  order: SortOrder;
  /** A header was pressed: its key, ascending first, then the other way. */
  onSort: (by: string, order: SortOrder) => void;
}

export interface TableProps<Row> {
  /** Read by screen readers only: what the table lists and in which order. */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown under the headers when there are no rows. */
  empty: ReactNode;
  sort?: TableSort;
  /** Below this width (a Tailwind min-w class) the table scrolls sideways inside its frame, e.g. on phones. */
  minWidth?: string;
  rowClassName?: string;
  /**
   * Below the sm breakpoint (640 px) each row is a card instead: its `inCard: 'title'` column as the heading and
   * every other column with its header as the label, so nothing scrolls off a phone's screen.
   */
  cards?: boolean;
}

/**
 * The one data table: header cells with `scope`, sortable headers that say their order (`aria-sort`), an empty
 * state, and on narrow screens a frame that scrolls sideways (focusable, so a keyboard can scroll it too).
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  minWidth = 'min-w-[40rem]',
  rowClassName,
  cards = false,
}: TableProps<Row>) {
  // One layout in the page at a time (no hidden copy of every control): the cards below sm, the table from sm up.
  const wide = useMediaQuery(SM_AND_UP);
  if (cards && !wide) {
    return (
      <RowCards caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} sort={sort} />
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="relative overflow-x-auto" aria-label={caption} tabIndex={0}>
      <table className={cn('w-full text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    'px-3 py-3 first:pl-4 last:pr-4',
                    column.numeric && 'text-right tabular-nums',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="p-6 text-center text-sm text-slate-600">{empty}</p> : null}
    </section>
  );
}

/**
 * The rows as cards, for phones (the table's `cards`). The sortable headers become a row of the same buttons above
 * the cards (same names, same order arrows), with any column's `aboveCards` control.
 */
function RowCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
}: Pick<TableProps<Row>, 'caption' | 'columns' | 'rows' | 'rowKey' | 'empty' | 'sort'>) {
  const title = columns.find((c) => c.inCard === 'title');
  const actions = columns.filter((c) => c.inCard === 'action');
  const figures = columns.filter((c) => c.inCard === undefined);
  const sortable = sort ? columns.filter((c) => c.sortKey) : [];
  const above = columns.filter((c) => c.aboveCards !== undefined);
  return (
    <div>
      {above.length > 0 || sortable.length > 0 ? (
        <div className="mb-3 flex flex-col gap-3">
          {above.map((column) => (
            <div key={column.key}>{column.aboveCards}</div>
          ))}
          {sort && sortable.length > 0 ? (
            <fieldset className="flex flex-wrap items-center gap-2 text-xs font-semibold text-slate-600 uppercase">
              <legend className="float-left mr-1">Sort by</legend>
              {sortable.map((column) => (
                <SortButton key={column.key} column={column} sort={sort} chip />
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="p-4 text-center text-sm text-slate-600">{empty}</p>
      ) : (
        <ul aria-label={caption} className="space-y-3">
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              {title ? <div className="text-base">{title.cell(row)}</div> : null}
              <dl className="mt-3 space-y-2 text-sm">
                {figures.map((column) => (
                  <div
                    key={column.key}
                    className={cn(column.numeric ? 'flex items-start justify-between gap-4' : 'space-y-1')}
                  >
                    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {column.header}
                    </dt>
                    <dd
                      className={cn(column.numeric && 'text-right tabular-nums', column.className, 'min-w-0')}
                    >
                      {column.cell(row)}
                    </dd>
                  </div>
                ))}
              </dl>
              <CardActions actions={actions} row={row} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A card's actions below a rule, or nothing when no action applies to the row (its cells are all empty). */
function CardActions<Row>({ actions, row }: { actions: TableColumn<Row>[]; row: Row }) {
  const shown = actions
    .map((column) => ({ column, node: column.cell(row) }))
    .filter(({ node }) => node !== null && node !== undefined && node !== false);
  if (shown.length === 0) return null;
  return (
    <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
      {shown.map(({ column, node }) => (
        <span
          key={column.key}
          className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700"
        >
          {node}
          {/* A word beside a box ("Compare"); the control keeps its own accessible name. */}
          {typeof column.header === 'string' ? <span aria-hidden="true">{column.header}</span> : null}
        </span>
      ))}
    </div>
  );
}

function HeaderCell<Row>({ column, sort }: { column: TableColumn<Row>; sort: TableSort | undefined }) {
  const active = sort !== undefined && column.sortKey === sort.by;
  const order = active ? sort.order : undefined;
  return (
    <th
      scope="col"
      aria-sort={order === 'ASC' ? 'ascending' : order === 'DESC' ? 'descending' : undefined}
      className={cn('px-3 py-3 first:pl-4 last:pr-4', column.numeric && 'text-right')}
    >
      {sort && column.sortKey ? <SortButton column={column} sort={sort} /> : column.header}
    </th>
  );
}

/** A column's sort button: its header and an arrow saying the order (a chip above a phone's cards). */
function SortButton<Row>({
  column,
  sort,
  chip = false,
}: {
  column: TableColumn<Row>;
  sort: TableSort;
  chip?: boolean;
}) {
  const order = column.sortKey === sort.by ? sort.order : undefined;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(column.sortKey!, order === 'ASC' ? 'DESC' : 'ASC')}
      aria-pressed={chip ? order !== undefined : undefined}
      className={cn(
        'inline-flex items-center gap-1 rounded uppercase hover:text-navy-900',
        chip && 'border border-slate-300 bg-white px-2.5 py-1.5',
        chip && order && 'border-navy-900 text-navy-900',
      )}
    >
      {column.header}
      {order === 'ASC' ? (
        <ArrowUp aria-hidden="true" className="size-3.5" />
      ) : order === 'DESC' ? (
        <ArrowDown aria-hidden="true" className="size-3.5" />
      ) : (
        <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-400" />
      )}
    </button>
  );
}
