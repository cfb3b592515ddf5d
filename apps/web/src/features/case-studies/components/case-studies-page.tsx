import type { CompareCollege, CompareColumn, CompareOffer } from '@ccp/contracts/case-studies';
import { MAX_COMPARED_VERSIONS } from '@ccp/contracts/case-study-name';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatSai, formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActingAs, useCompare, useSavedVersions } from '../api/case-studies-api';

/** How a figure reads: the SAI is an index (no "$"), the rest are dollars. */
type Format = (value: number) => string;
const shown = (value: number | null, format: Format) => (value === null ? 'Not known' : format(value));

/**
 * A difference from the family profile, said in words and a sign, not only in colour: for a cost (SAI, price) more
 * is worse (red), for Pell more is better (green).
 */
function Difference({
  value,
  moreIsBetter = false,
  format,
}: {
  value: number | null;
  moreIsBetter?: boolean;
  format: Format;
}) {
  if (value === null) return null;
  if (value === 0) return <span className="block text-xs text-slate-600">Same as the family profile</span>;
  const better = moreIsBetter ? value > 0 : value < 0;
  return (
    <span className={`block text-xs font-semibold ${better ? 'text-accent-800' : 'text-red-700'}`}>
      {value > 0 ? '+' : '-'}
      {format(Math.abs(value))} {value > 0 ? 'higher' : 'lower'}
    </span>
  );
}

function Figure({
  value,
  difference,
  moreIsBetter,
  format = formatUsd,
}: {
  value: number | null;
  difference: number | null;
  moreIsBetter?: boolean;
  format?: Format;
}) {
  return (
    <>
      <span className="tabular-nums">{shown(value, format)}</span>
      <Difference value={difference} moreIsBetter={moreIsBetter} format={format} />
    </>
  );
}

interface FigureRow {
  key: string;
  label: string;
  moreIsBetter?: boolean;
  format?: Format;
  value: (c: CompareColumn) => number | null;
  difference: (c: CompareColumn) => number | null;
}

const FIGURES: FigureRow[] = [
  {
    key: 'sai',
    label: 'Federal SAI',
    format: formatSai,
    value: (c) => c.federalSai,
    difference: (c) => c.federalSaiDifference,
  },
  {
    key: 'pell',
    label: 'Pell Grant (full time, a year)',
    moreIsBetter: true,
    value: (c) => c.pellAward,
    difference: (c) => c.pellAwardDifference,
  },
  {
    key: 'institutional',
    label: 'Institutional estimate',
    value: (c) => c.institutionalSai,
    difference: (c) => c.institutionalSaiDifference,
  },
];

/** Bars of one figure per version, with the amount written beside each bar (the bar itself is decoration). */
function BarChart({
  title,
  bars,
  format = formatUsd,
}: {
  title: string;
  bars: { label: string; value: number | null }[];
  format?: Format;
}) {
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value ?? 0)));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold text-navy-900">{title}</figcaption>
      <ul className="space-y-2">
        {bars.map((bar) => (
          <li key={bar.label} className="grid grid-cols-[minmax(0,8rem)_1fr] items-center gap-3 text-sm">
            <span className="truncate text-slate-700" title={bar.label}>
              {bar.label}
            </span>
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="h-4 rounded bg-navy-600"
                style={{ width: `${Math.max(2, (Math.abs(bar.value ?? 0) / max) * 70)}%` }}
              />
              <span className="tabular-nums text-navy-900">{shown(bar.value, format)}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function CompareTables({ versionIds }: { versionIds: string[] }) {
  const compare = useCompare(versionIds);
  if (compare.isPending) return <PageSpinner label="Comparing" />;
  if (compare.isError) {
    return (
      <Alert tone="error" title="We could not compare the case studies.">
        <p>{errorMessage(compare.error)}</p>
      </Alert>
    );
  }
  const { columns, colleges, offers } = compare.data;
  const figureColumns: TableColumn<FigureRow>[] = [
    {
      key: 'label',
      header: 'Figure',
      inCard: 'title',
      cell: (row) => <span className="font-semibold">{row.label}</span>,
    },
    ...columns.map(
      (c, i): TableColumn<FigureRow> => ({
        key: `v${i}`,
        header: c.label,
        numeric: true,
        cell: (row) => (
          <Figure
            value={row.value(c)}
            difference={row.difference(c)}
            moreIsBetter={row.moreIsBetter}
            format={row.format}
          />
        ),
      }),
    ),
  ];
  const collegeColumns: TableColumn<CompareCollege>[] = [
    {
      key: 'college',
      header: 'College',
      inCard: 'title',
      cell: (row) => (
        <>
          <span className="font-semibold">{row.collegeName}</span>
          <span className="block text-xs text-slate-600">for {row.studentName}</span>
        </>
      ),
    },
    ...columns.map(
      (c, i): TableColumn<CompareCollege> => ({
        key: `v${i}`,
        header: c.label,
        numeric: true,
        cell: (row) => {
          const cell = row.cells[i];
          if (!cell || (cell.fullCost === null && cell.estimatedNetPrice === null)) return 'Not known';
          return (
            <>
              <span className="block text-xs text-slate-600">Full cost of attendance</span>
              <Figure value={cell.fullCost} difference={cell.fullCostDifference} />
              <span className="mt-1 block text-xs text-slate-600">Estimated net price</span>
              <Figure value={cell.estimatedNetPrice} difference={cell.estimatedNetPriceDifference} />
              <span className="mt-1 block text-xs text-slate-600">Tuition, fees, room and board</span>
              <Figure value={cell.costOfAttendance} difference={cell.costOfAttendanceDifference} />
            </>
          );
        },
      }),
    ),
  ];
  // Each column's own copy of an offer, read against that column's figures (docs/decisions/0065).
  const offerColumns: TableColumn<CompareOffer>[] = [
    {
      key: 'offer',
      header: 'Offer',
      inCard: 'title',
      cell: (row) => (
        <>
          <span className="font-semibold">{row.collegeName}</span>
          <span className="block text-xs text-slate-600">
            for {row.studentName}, {row.awardYear}
          </span>
        </>
      ),
    },
    ...columns.map(
      (c, i): TableColumn<CompareOffer> => ({
        key: `v${i}`,
        header: c.label,
        numeric: true,
        cell: (row) => {
          const cell = row.cells[i];
          if (!cell) return 'No such offer';
          return (
            <>
              <span className="block text-xs text-slate-600">Net price (grants only)</span>
              <Figure value={cell.netPrice} difference={cell.netPriceDifference} />
              <span className="mt-1 block text-xs text-slate-600">Grants: our estimate expected</span>
              <span className="tabular-nums">
                {formatUsd(cell.grants)} / {shown(cell.expectedGrants, formatUsd)}
              </span>
              {cell.flags.map((flag) => (
                <span key={flag} className="mt-1 block text-xs font-semibold text-red-700">
                  {flag}
                </span>
              ))}
            </>
          );
        },
      }),
    ),
  ];
  const firstCollege = colleges[0];
  // The family profile and one case study fit a phone; more columns scroll sideways inside the table's frame.
  const tableWidth = columns.length <= 2 ? 'min-w-0' : 'min-w-[40rem]';
  return (
    <div className="space-y-6">
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-bold text-navy-900">Aid figures</h2>
        <Table
          caption="Federal SAI, Pell Grant and institutional estimate by version, with the difference from the family profile"
          columns={figureColumns}
          rows={FIGURES}
          rowKey={(row) => row.key}
          empty="No figures."
          minWidth={tableWidth}
          cards
        />
      </Card>
      <Card className="grid gap-6 p-5 md:grid-cols-2">
        <BarChart
          title="Federal SAI by version"
          format={formatSai}
          bars={columns.map((c) => ({ label: c.label, value: c.federalSai }))}
        />
        {firstCollege ? (
          <BarChart
            title={`Estimated net price at ${firstCollege.collegeName} (${firstCollege.studentName})`}
            bars={columns.map((c, i) => ({
              label: c.label,
              value: firstCollege.cells[i]?.estimatedNetPrice ?? null,
            }))}
          />
        ) : null}
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-bold text-navy-900">What differs from the family profile</h2>
        {columns.slice(1).length === 0 ? (
          <p className="text-sm text-slate-700">Choose a case study above to see what it changes.</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-3">
            {columns.slice(1).map((c) => (
              <section key={c.versionId} aria-label={`Changes in ${c.label}`}>
                <h3 className="font-semibold text-navy-900">{c.label}</h3>
                {c.changes.length === 0 ? (
                  <p className="text-sm text-slate-700">No input differs yet.</p>
                ) : (
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
                    {c.changes.map((change) => (
                      <li key={change}>{change.replace(' -> ', ' → ')}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-bold text-navy-900">Favorite colleges</h2>
        <Table
          caption="Each favorite college's cost of attendance and estimated net price by version"
          columns={collegeColumns}
          rows={colleges}
          rowKey={(row) => `${row.studentId}-${row.collegeId}`}
          empty="No favorite colleges yet: add some from the college search."
          minWidth={tableWidth}
          cards
        />
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-bold text-navy-900">Aid offers</h2>
        <Table
          caption="Each aid offer's net price and grants by version: each case study keeps its own copy, compared with its own figures"
          columns={offerColumns}
          rows={offers}
          rowKey={(row) => `${row.studentId}-${row.awardYear}-${row.collegeId}`}
          empty="No aid offers entered yet."
          minWidth={tableWidth}
          cards
        />
      </Card>
    </div>
  );
}

/** /family/case-studies: the family profile and up to three case studies side by side. */
export default function CaseStudiesPage() {
  useDocumentTitle('Case studies');
  const acting = useActingAs();
  const versions = useSavedVersions(acting);
  const [chosen, setChosen] = useState<string[]>([]);
  const heading = (
    <PageHeading
      eyebrow="Case studies"
      title="Compare case studies"
      description="The family profile and up to three case studies side by side: the SAI, Pell and each favorite college’s price."
    />
  );
  if (!acting) {
    return (
      <>
        {heading}
        <Alert tone="info">
          Case studies are made by the family’s administrator or financial agent while acting as the family.
        </Alert>
      </>
    );
  }
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((v) => v !== id) : [...current, id]));
  return (
    <>
      {heading}
      <Card className="mb-6 p-5">
        {versions.isPending ? (
          <PageSpinner label="Loading case studies" />
        ) : versions.isError ? (
          <Alert tone="error">{errorMessage(versions.error)}</Alert>
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-slate-700">
            No case study yet. Create one from the{' '}
            <Link to="/family/profile" className="font-semibold underline">
              family profile
            </Link>
            .
          </p>
        ) : (
          <fieldset>
            <legend className="text-sm font-semibold text-navy-900">
              Case studies to compare (at most {MAX_COMPARED_VERSIONS})
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {versions.data.map((v) => {
                const checked = chosen.includes(v.id);
                return (
                  <label key={v.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={checked}
                      disabled={!checked && chosen.length >= MAX_COMPARED_VERSIONS}
                      onChange={() => toggle(v.id)}
                    />
                    {v.familyVersionName}
                  </label>
                );
              })}
            </div>
            {chosen.length > 0 ? (
              <Button variant="ghost" size="sm" className="mt-2" onClick={() => setChosen([])}>
                Clear the choice
              </Button>
            ) : null}
          </fieldset>
        )}
      </Card>
      <CompareTables versionIds={chosen} />
    </>
  );
}
