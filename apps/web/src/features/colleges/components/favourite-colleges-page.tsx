import { type CollegeSearchItem, type FavouritesResponse, NEWEST_PRICES_TEXT } from '@ccp/contracts';
import { Scale, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EstimateNote, NET_PRICE_METHOD_SHORT, priceDataYear } from '../../../components/ui/estimate-note';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { StudentPicker } from '../../../components/ui/student-picker';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { CONTROL_LABEL, formatRange, placeLine } from '../../../lib/college-labels';
import { formatCount, formatMoney, formatRate } from '../../../lib/format';
import { useChosenStudent } from '../../../lib/use-chosen-student';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFavourites, useRemoveFavourite } from '../api/colleges-api';
import { HowWeEstimate } from './how-we-estimate';

const MAX_COMPARE = 4;
const COMPARE_PARAMS = ['compare'] as const;
type Student = FavouritesResponse['students'][number];

const COMPARE_ROWS: { label: string; value: (c: CollegeSearchItem) => ReactNode }[] = [
  { label: 'Location', value: (c) => placeLine(c) },
  { label: 'Type', value: (c) => `${CONTROL_LABEL[c.control]}, ${c.level}` },
  { label: 'Undergraduates', value: (c) => formatCount(c.undergradEnrollment) },
  {
    label: 'Cost of attendance',
    value: (c) => (
      <>
        {formatMoney(c.costOfAttendance)}
        <span className="block text-xs font-normal text-slate-600">
          {c.residency}, {c.priceYear}
        </span>
      </>
    ),
  },
  {
    label: 'Full published cost',
    value: (c) => (
      <>
        {formatMoney(c.fullCost)}
        <span className="block text-xs font-normal text-slate-600">with books and other expenses</span>
      </>
    ),
  },
  { label: 'Estimated need', value: (c) => formatMoney(c.estimatedNeed) },
  {
    label: 'Estimated net price',
    value: (c) => (
      <>
        {formatMoney(c.estimatedNetPrice)}
        {formatRange(c.netPriceLow, c.netPriceHigh) ? (
          <span className="block text-xs font-normal text-slate-600">
            {formatRange(c.netPriceLow, c.netPriceHigh)}
          </span>
        ) : null}
      </>
    ),
  },
  { label: 'Acceptance rate', value: (c) => formatRate(c.acceptanceRate) },
  { label: 'Graduation rate', value: (c) => formatRate(c.graduationRate) },
  { label: 'Gift aid rate', value: (c) => formatRate(c.giftRate) },
  { label: 'Federal aid rate', value: (c) => formatRate(c.aidRate) },
  { label: 'SAT, middle 50%', value: (c) => (c.satRange ? `${c.satRange.low}–${c.satRange.high}` : '—') },
  { label: 'Median debt at graduation', value: (c) => formatMoney(c.medianDebt) },
];

function CompareTable({ student, colleges }: { student: Student; colleges: CollegeSearchItem[] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-6 rounded-2xl border border-accent-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={id} className="text-lg font-bold text-navy-900">
        Side by side for {student.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Prices for {colleges[0]?.priceYear}, worked out for {student.name} and your family.
      </p>
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Comparison of {colleges.length} colleges</caption>
          <thead>
            <tr>
              <td className="w-44" />
              {colleges.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  className="px-3 pb-3 text-left align-bottom font-bold text-navy-900"
                >
                  <Link to={`/family/colleges/${c.id}`} className="hover:text-accent-700 hover:underline">
                    {c.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {COMPARE_ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="py-2.5 pr-3 text-left font-normal text-slate-700">
                  {row.label}
                </th>
                {colleges.map((c) => (
                  <td key={c.id} className="px-3 py-2.5 font-semibold text-slate-900 tabular-nums">
                    {row.value(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

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
            : `SAI ${formatMoney(student.assumptions.federalSai)}`}{' '}
          · prices for {student.assumptions.priceYear}
        </p>
      </div>
      <EstimateNote className="mt-2" reasons={student.assumptions.estimateReasons} />

      {student.favourites.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          No favourites yet.{' '}
          <Link to="/family/college/search" className="font-semibold text-accent-700 hover:underline">
            Search colleges
          </Link>{' '}
          and press “Save to favourites”.
        </p>
      ) : (
        <>
          <div className="relative mt-4 overflow-x-auto">
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">{student.name}'s favourite colleges and their costs</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <th scope="col" className="w-20 pb-2">
                    Compare
                  </th>
                  <th scope="col" className="pb-2">
                    College
                  </th>
                  <th scope="col" className="pb-2 text-right">
                    Cost of attendance
                  </th>
                  <th scope="col" className="pb-2 text-right">
                    Full cost
                  </th>
                  <th scope="col" className="pb-2 text-right">
                    Need
                  </th>
                  <th scope="col" className="pb-2 text-right">
                    Net price
                  </th>
                  <th scope="col" className="pb-2">
                    <span className="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {student.favourites.map(({ id, college }) => {
                  const checked = picked.includes(college.id);
                  return (
                    <tr key={id}>
                      <td className="py-3">
                        <input
                          type="checkbox"
                          className="size-5 accent-accent-700"
                          aria-label={`Compare ${college.name}`}
                          checked={checked}
                          disabled={!checked && picked.length >= MAX_COMPARE}
                          onChange={() =>
                            setPicked(
                              checked ? picked.filter((p) => p !== college.id) : [...picked, college.id],
                            )
                          }
                        />
                      </td>
                      <td className="py-3 pr-3">
                        <Link
                          to={`/family/colleges/${college.id}`}
                          className="font-semibold text-navy-900 hover:text-accent-700 hover:underline"
                        >
                          {college.name}
                        </Link>
                        <span className="block text-xs text-slate-600">{placeLine(college)}</span>
                      </td>
                      <td className="py-3 text-right font-semibold tabular-nums">
                        {formatMoney(college.costOfAttendance)}
                      </td>
                      <td className="py-3 text-right tabular-nums">{formatMoney(college.fullCost)}</td>
                      <td className="py-3 text-right tabular-nums">{formatMoney(college.estimatedNeed)}</td>
                      <td className="py-3 text-right tabular-nums">
                        {formatMoney(college.estimatedNetPrice)}
                        {college.netPriceMethod === 'unavailable' ? null : (
                          <EstimateNote
                            className="mt-1 text-right"
                            method={NET_PRICE_METHOD_SHORT[college.netPriceMethod]}
                            dataYear={priceDataYear(college)}
                            range={{ low: college.netPriceLow, high: college.netPriceHigh }}
                          />
                        )}
                      </td>
                      <td className="py-3 pl-3 text-right">
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={remove.isPending}
                          aria-label={`Remove ${college.name} from ${student.name}'s favourites`}
                          onClick={() =>
                            remove.mutate(id, {
                              onSuccess: () => {
                                setPicked(picked.filter((p) => p !== college.id));
                                showToast(`${college.name} removed from favourites.`, 'success');
                              },
                              onError: (error) => showToast(errorMessage(error), 'error'),
                            })
                          }
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
            <Scale aria-hidden="true" className="size-4" />
            {picked.length < 2
              ? `Tick two to ${MAX_COMPARE} colleges to compare them side by side.`
              : `Comparing ${picked.length} colleges${picked.length === MAX_COMPARE ? ' (the most at once)' : ''}.`}
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
      {favourites.isPending ? <PageSpinner label="Loading favourites" /> : null}
      {favourites.isError ? (
        <Alert tone="error" title="Your favourites could not be loaded.">
          <p>{errorMessage(favourites.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => favourites.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {favourites.data && favourites.data.students.length === 0 ? (
        <Alert title="Add a student first.">
          <p>
            Favourites are kept per student.{' '}
            <Link to="/family/profile" className="font-semibold underline">
              Add your students in your profile
            </Link>
            .
          </p>
        </Alert>
      ) : null}
      {students.length > 1 ? (
        <StudentPicker
          legend="Show the favourites of"
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
