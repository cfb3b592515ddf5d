import { pluralOf } from '@ccp/contracts/display';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount, nounFor } from '../../lib/format';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** What one row is, in the singular: "college" ("1 college", "21–40 of 1,234 colleges"). */
  noun: string;
}

/** Previous / next paging with "21–40 of 1,234". */
export function Pagination({ page, limit, total, onPage, noun }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  // Nothing to page through, or a page past the end (the page says so and offers the last page).
  if (total === 0 || page > pages) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  if (pages === 1) {
    return (
      <p className="text-sm text-slate-700">
        <span className="font-semibold tabular-nums">{formatCount(total)}</span> {nounFor(total, noun)}
      </p>
    );
  }
  return (
    <nav
      aria-label={`Pages of ${pluralOf(noun)}`}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-700">
        <span className="font-semibold tabular-nums">
          {formatCount(from)}–{formatCount(to)}
        </span>{' '}
        of <span className="font-semibold tabular-nums">{formatCount(total)}</span> {pluralOf(noun)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <span className="px-1 text-sm text-slate-700 tabular-nums">
          Page {page} of {formatCount(pages)}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
