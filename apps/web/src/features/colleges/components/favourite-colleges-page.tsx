import { type CollegeSearchItem, type FavouritesResponse, NEWEST_PRICES_TEXT } from '@ccp/contracts';
import { Scale, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EstimateNote, NET_PRICE_METHOD_SHORT, priceDataYear } from '../../../components/ui/estimate-note';
import { CaseStudyFiguresNote, YearNote } from '../../../components/ui/figures-notes';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { StudentPicker } from '../../../components/ui/student-picker';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { CanWePayFor } from '../../../domains/family/figures/can-we-pay-for';
import { useChosenStudent } from '../../../domains/family/profile/use-chosen-student';
import { errorMessage } from '../../../lib/api-client';
import { placeLine } from '../../../lib/college-labels';
import { formatMoney, formatSaiOr } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFavourites, useRemoveFavourite } from '../api/colleges-api';
import { CompareTable } from './favourites-compare-table';
import { HowWeEstimate } from './how-we-estimate';

const MAX_COMPARE = 4;
const COMPARE_PARAMS = ['compare'] as const;
type Student = FavouritesResponse['students'][number];
type Favourite = Student['favourites'][number];

function StudentFavourites({ student }: { student: Student }) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const remove = useRemoveFavourite();
  const { showToast } = useToast();
  // The ticks belong to this student only (the page shows one student; a new student starts a new comparison).
  // They live in the component so that a box shows its new state at once; the URL keeps them for a reload.
  const [picked, setPickedState] = useState<number[]>(() =>
    (params.get('compare') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => student.favourites.some((f) => f.college.id === id)),
  );

  function setPicked(ids: number[]) {
    setPickedState(ids);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('student', student.id);
        if (ids.length === 0) next.delete('compare');
        else next.set('compare', ids.join(','));
        return next;
      },
      { replace: true },
    );
  }

  const columns: readonly TableColumn<Favourite>[] = [
    {
      key: 'compare',
      header: 'Compare',
      className: 'w-20',
      inCard: 'action',
      cell: ({ college }) => {
        const checked = picked.includes(college.id);
        return (
          <input
            type="checkbox"
            className="size-5 accent-accent-700"
            aria-label={`Compare ${college.name}`}
            checked={checked}
            disabled={!checked && picked.length >= MAX_COMPARE}
            onChange={() =>
              setPicked(checked ? picked.filter((p) => p !== college.id) : [...picked, college.id])
            }
          />
        );
      },
    },
    {
      key: 'college',
      header: 'College',
      inCard: 'title',
      cell: ({ college }) => (
        <>
          <Link
            to={`/family/colleges/${college.id}`}
            className="font-semibold text-navy-900 hover:text-accent-700 hover:underline"
          >
            {college.name}
          </Link>
          <span className="block text-xs text-slate-600">{placeLine(college)}</span>
        </>
      ),
    },
    {
      key: 'full',
      header: 'Full cost of attendance',
      numeric: true,
      className: 'font-semibold',
      cell: ({ college }) => (college.fullCost === null ? 'Not published' : formatMoney(college.fullCost)),
    },
    { key: 'need', header: 'Need', numeric: true, cell: ({ college }) => formatMoney(college.estimatedNeed) },
    {
      key: 'net',
      header: 'Net price',
      numeric: true,
      // Room for the estimate's note beside the figure, so that the row stays short.
      className: 'min-w-[13rem]',
      cell: ({ college }) => (
        <>
          {formatMoney(college.estimatedNetPrice)}
          {college.netPriceMethod === 'unavailable' ? null : (
            <EstimateNote
              className="mt-1 text-right"
              method={NET_PRICE_METHOD_SHORT[college.netPriceMethod]}
              dataYear={priceDataYear(college)}
              range={{ low: college.netPriceLow, high: college.netPriceHigh }}
            />
          )}
        </>
      ),
    },
    {
      key: 'tfrb',
      header: 'Tuition, fees, room and board',
      numeric: true,
      cell: ({ college }) => formatMoney(college.tuitionFeesRoomBoard),
    },
    {
      key: 'pay',
      header: 'Can we pay for this?',
      className: 'min-w-[14rem]',
      cell: ({ college }) => (
        <CanWePayFor
          studentId={student.id}
          collegeIds={student.favourites.map((f) => f.college.id)}
          collegeId={college.id}
        />
      ),
    },
    {
      key: 'remove',
      header: <span className="sr-only">Remove</span>,
      numeric: true,
      inCard: 'action',
      cell: ({ id, college }) => (
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          aria-label={`Remove ${college.name} from ${student.name}'s favorites`}
          onClick={() =>
            remove.mutate(id, {
              onSuccess: () => {
                setPicked(picked.filter((p) => p !== college.id));
                showToast(`${college.name} removed from favorites.`, 'success');
              },
              onError: (error) => showToast(errorMessage(error), 'error'),
            })
          }
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ),
    },
  ];

  const compared = picked
    .map((id) => student.favourites.find((f) => f.college.id === id)?.college)
    .filter((c): c is CollegeSearchItem => c !== undefined);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id={headingId} className="text-xl font-bold text-navy-900">
          {student.name}
        </h2>
        <p className="text-sm text-slate-600">
          {student.graduationYear ? `Class of ${student.graduationYear} · ` : ''}
          {student.assumptions.federalSai === null
            ? 'SAI not known yet'
            : `SAI ${formatSaiOr(student.assumptions.federalSai)}`}{' '}
          · prices for {student.assumptions.priceYear}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Each college’s published prices grown {student.assumptions.annualIncreasePercent}% a year to{' '}
        {student.assumptions.priceYear}.
      </p>
      <YearNote note={student.assumptions.yearNote} className="mt-1" />
      <EstimateNote className="mt-2" reasons={student.assumptions.estimateReasons} />

      {student.favourites.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          No favorites yet.{' '}
          <Link to="/family/college/search" className="font-semibold text-accent-700 hover:underline">
            Search colleges
          </Link>{' '}
          and press “Save to favorites”.
        </p>
      ) : (
        <>
          <div className="mt-4">
            <Table
              caption="Favorite colleges and their costs"
              columns={columns}
              rows={student.favourites}
              rowKey={(f) => f.id}
              empty="No favorites yet."
              minWidth="min-w-[62rem]"
              cards
            />
          </div>
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
            <Scale aria-hidden="true" className="size-4" />
            {picked.length < 2
              ? `Tick two to ${MAX_COMPARE} colleges to compare them side by side.`
              : `Comparing ${picked.length} colleges${picked.length === MAX_COMPARE ? ' (the most at once)' : ''}.`}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            “Can we pay for this?” runs your funding plan with each college counted for {student.name}: your
            savings and income first, then the federal loans within their limits.{' '}
            <Link to="/family/plan" className="font-semibold text-accent-700 underline">
              See how you pay
            </Link>
          </p>
          {compared.length >= 2 ? <CompareTable student={student} colleges={compared} /> : null}
        </>
      )}
    </section>
  );
}

/** /family/college/favorite-colleges: each student's favourites with costs side by side, and a 2–4 compare. */
export function FavouriteCollegesPage() {
  useDocumentTitle('Favorite Colleges');
  const favourites = useFavourites();
  const students = favourites.data?.students ?? [];
  const { student, select } = useChosenStudent(students, COMPARE_PARAMS);

  return (
    <div>
      <PageHeading
        eyebrow="Colleges"
        title="Favorite Colleges"
        description={`Each student's saved colleges with what they would cost your family in that student's first college year (projected from ${NEWEST_PRICES_TEXT}).`}
        actions={
          <Link to="/family/college/search" className={buttonClasses('secondary')}>
            Search colleges
          </Link>
        }
      />
      <CaseStudyFiguresNote basis={favourites.data?.assumptions.basis} />
      {favourites.isPending ? <PageSpinner label="Loading favorites" /> : null}
      {favourites.isError ? (
        <Alert tone="error" title="Your favorites could not be loaded.">
          <p>{errorMessage(favourites.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => favourites.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {favourites.data && favourites.data.students.length === 0 ? (
        <Alert title="Add a student first.">
          <p>
            Favorites are kept per student.{' '}
            <Link to="/family/profile" className="font-semibold underline">
              Add your students in your profile
            </Link>
            .
          </p>
        </Alert>
      ) : null}
      {students.length > 1 ? (
        <StudentPicker
          legend="Show the favorites of"
          students={students.map((s) => ({
            id: s.id,
            name: s.name,
            note: `${s.favourites.length} saved`,
          }))}
          selected={student?.id ?? null}
          onSelect={select}
        />
      ) : null}
      {/* Keyed by the student: a comparison never carries over from one student to another. */}
      {student ? <StudentFavourites key={student.id} student={student} /> : null}
      {favourites.data && favourites.data.students.length > 0 ? <HowWeEstimate className="mt-8" /> : null}
    </div>
  );
}
