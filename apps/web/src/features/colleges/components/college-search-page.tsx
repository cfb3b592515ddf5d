import { type CollegeSearchRequest, type CollegeSort, NEWEST_PRICES_TEXT } from '@ccp/contracts';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CaseStudyFiguresNote } from '../../../components/ui/figures-notes';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, nounFor } from '../../../lib/format';
import { queryString } from '../../../lib/query-string';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCollegeDefaults, useCollegeSearch, useFavourites } from '../api/colleges-api';
import { useCommittedText } from '../hooks/use-committed-text';
import { type Filters, useSearchFilters } from '../hooks/use-search-filters';
import { CollegeResultCard } from './college-result-card';
import { FamilyFiguresPanel } from './family-figures-panel';
import { HowWeEstimate } from './how-we-estimate';
import { SearchFilters } from './search-filters';

const SORTS: { value: CollegeSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'net_price', label: 'Estimated net price' },
  { value: 'can_we_pay', label: 'Can we pay for this?' },
  { value: 'fit', label: 'Fit (likely first, low to high)' },
  { value: 'name', label: 'Name' },
  { value: 'coa', label: 'Cost of attendance' },
  { value: 'debt_payment', label: 'Monthly loan payment' },
  { value: 'earnings', label: 'Earnings 10 years after entry' },
  { value: 'payment_share', label: 'Loan payment as a share of earnings' },
  { value: 'distance', label: 'Distance from home' },
  { value: 'size', label: 'Undergraduates' },
  { value: 'need', label: 'Estimated need' },
  { value: 'acceptance', label: 'Acceptance rate' },
  { value: 'graduation_rate', label: 'Graduation rate' },
  { value: 'gift_rate', label: 'Gift aid rate' },
  { value: 'aid_rate', label: 'Federal aid rate' },
  { value: 'state', label: 'State' },
];

/**
 * A family's default order: the best match for what was typed, or, with nothing typed, the colleges most useful to
 * this family (its state, its student's fit and favourites), never the cheapest obscure ones (ADR 0049).
 */
export const DEFAULT_SORT: CollegeSort = 'relevance';
export const DEFAULT_ORDER = 'DESC';

/** The API request for these filters: the URL's own parameters and the chosen student (its own figures). */
function requestOf(filters: Filters, studentId: string | undefined): CollegeSearchRequest {
  const { student: _student, ...rest } = filters;
  return {
    ...(rest as CollegeSearchRequest),
    sort_college: (filters.sort_college as CollegeSort | undefined) ?? DEFAULT_SORT,
    sort_order: (filters.sort_order as 'ASC' | 'DESC' | undefined) ?? DEFAULT_ORDER,
    ...(studentId ? { student_id: studentId } : {}),
  };
}

/** Only the name search narrows the results (no other filter is set). */
function onlyNameSearch(filters: Filters, activeCount: number): boolean {
  return filters.search !== undefined && activeCount === 1;
}

/** /family/college/search: every filter of the spec, results with this family's costs, favourites per student. */
export function CollegeSearchPage() {
  useDocumentTitle('Search Colleges');
  const { filters, update, clear, activeCount } = useSearchFilters();
  const defaults = useCollegeDefaults();
  const favourites = useFavourites();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsId = useId();
  const filtersId = useId();

  const students = defaults.data?.students ?? [];
  const student = students.find((s) => s.id === filters.student) ?? students[0];
  const request = requestOf(filters, student?.id);
  const search = useCollegeSearch(request);
  const [searchText, setSearchText] = useCommittedText(filters.search, (value) =>
    update({ search: value.trim() || undefined }, { replace: true }),
  );

  const data = search.data;
  const sort = (filters.sort_college ?? DEFAULT_SORT) as CollegeSort;
  const order = (filters.sort_order ?? DEFAULT_ORDER).toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  const pastTheEnd = data !== undefined && data.total > 0 && data.page > data.totalPages;
  const detailSearch = queryString({
    family_state: filters.family_state,
    family_federal_sai: filters.family_federal_sai,
    student: student?.id,
  });

  return (
    <div>
      <PageHeading
        eyebrow="Colleges"
        title="Search Colleges"
        description={`Compare 3,700+ US colleges by what they would cost your family in the student's first college year, projected from ${NEWEST_PRICES_TEXT} (U.S. Department of Education).`}
      />

      <CaseStudyFiguresNote basis={defaults.data?.basis} className="mt-4" />
      <FamilyFiguresPanel
        defaults={defaults.data}
        assumptions={data?.assumptions}
        filters={filters}
        update={update}
      />

      <div className="mt-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <div className="mb-4 lg:hidden">
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="w-full"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filtersOpen ? 'Hide filters' : 'Show filters'}
            {activeCount > 0 ? ` (${activeCount})` : ''}
          </Button>
        </div>
        <aside
          id={filtersId}
          aria-label="Filters"
          className={`${filtersOpen ? 'block' : 'hidden'} mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:mb-0 lg:block lg:self-start`}
        >
          <h2 className="mb-4 text-base font-bold text-navy-900">Filters</h2>
          <SearchFilters
            filters={filters}
            update={update}
            clear={clear}
            activeCount={activeCount}
            homeZip={data?.homeZip ?? null}
          />
        </aside>

        <section aria-labelledby={resultsId} className="min-w-0">
          <h2 id={resultsId} className="sr-only">
            Results
          </h2>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-[2.85rem] left-3.5 size-5 text-slate-500"
            />
            <TextField
              label="Search by name, other name or city"
              type="search"
              placeholder="e.g. Ohio State, Dayton"
              autoComplete="off"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              className="[&_input]:pl-11"
            />
          </div>

          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <p className="text-sm text-slate-700" aria-live="polite">
              {data ? (
                <>
                  <span className="text-lg font-bold text-navy-900 tabular-nums">
                    {formatCount(data.total)}
                  </span>{' '}
                  {nounFor(data.total, 'college')}
                  {search.isFetching ? <Spinner size="sm" label="Updating results" className="ml-2" /> : null}
                </>
              ) : null}
            </p>
            <div className="flex gap-3">
              <Select
                label="Sort by"
                options={SORTS}
                value={sort}
                onChange={(e) =>
                  update(
                    e.target.value === 'relevance'
                      ? { sort_college: e.target.value, sort_order: undefined }
                      : { sort_college: e.target.value },
                  )
                }
                className="min-w-48"
              />
              {sort === 'relevance' ? null : (
                <Select
                  label="Order"
                  options={[
                    { value: 'DESC', label: 'High to low' },
                    { value: 'ASC', label: 'Low to high' },
                  ]}
                  value={order}
                  onChange={(e) => update({ sort_order: e.target.value })}
                />
              )}
            </div>
          </div>

          {data?.orderNote && data.total > 0 ? (
            <p className="mt-3 text-sm text-slate-600">{data.orderNote}</p>
          ) : null}

          <div className="mt-5 space-y-4">
            {search.isPending ? <PageSpinner label="Finding colleges" /> : null}
            {search.isError ? (
              <Alert tone="error" title="The search did not work.">
                <p>{errorMessage(search.error)}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => search.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : null}
            {data && data.total === 0 && onlyNameSearch(filters, activeCount) ? (
              <Alert title={`No college is called “${filters.search}”.`}>
                <p>
                  No college's name, other name or city contains these words. Check the spelling, or try part
                  of the name (for example “Ohio” for “The Ohio State University”).
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                  onClick={() => update({ search: undefined })}
                >
                  Clear the name search
                </Button>
              </Alert>
            ) : null}
            {data && data.total === 0 && !onlyNameSearch(filters, activeCount) ? (
              <Alert title="No college matches all of these filters.">
                <p>Remove a filter or two to see more colleges.</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={clear}>
                  Clear filters
                </Button>
              </Alert>
            ) : null}
            {pastTheEnd ? (
              <Alert title={`There is no page ${data.page.toLocaleString('en-US')}.`}>
                <p>These results fill {data.totalPages === 1 ? 'one page' : `${data.totalPages} pages`}.</p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                  onClick={() => update({ page: String(data.totalPages) })}
                >
                  Go to the last page
                </Button>
              </Alert>
            ) : null}
            {data?.items.map((college) => (
              <CollegeResultCard
                key={college.id}
                college={college}
                assumptions={data.assumptions}
                favourites={favourites.data}
                detailSearch={detailSearch}
                fitStudentName={data.fitStudent?.name ?? null}
                loanRate={data.loanRate}
                pay={data.canWePay?.find((p) => p.collegeId === college.id) ?? null}
              />
            ))}
          </div>
          {data && !pastTheEnd ? (
            <div className="mt-6">
              <Pagination
                page={data.page}
                limit={data.limit}
                total={data.total}
                noun="college"
                onPage={(page) => {
                  update({ page: String(page) });
                  document.getElementById(resultsId)?.scrollIntoView({ block: 'start' });
                }}
              />
            </div>
          ) : null}
          <HowWeEstimate className="mt-10" />
        </section>
      </div>
    </div>
  );
}
