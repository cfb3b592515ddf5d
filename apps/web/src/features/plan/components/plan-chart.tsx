import type { PlanYear } from '@ccp/contracts';
import { formatUsd } from '../../../lib/format';

/** Fills told apart by shade and pattern, not by colour alone (the legend repeats them). */
const FILLS = ['#0f3d6e', '#0f6e64', '#b45309', '#64748b'];
const PATTERNS = ['url(#plan-solid)', 'url(#plan-stripes)', 'url(#plan-dots)', 'url(#plan-cross)'];

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 64;
const BOTTOM = 32;
const TOP = 12;

function roundUp(value: number): number {
  if (value <= 0) return 1_000;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

/**
 * The family's net price per award year, one stacked bar per year with a segment per student (loaded with the
 * chart only). The table next to it has every figure; the chart's text alternative sums them up.
 */
export default function PlanChart({
  years,
  students,
}: {
  years: readonly PlanYear[];
  students: readonly { id: string; name: string }[];
}) {
  const max = roundUp(Math.max(...years.map((y) => y.totalNetPrice), 0));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - LEFT - 8) / Math.max(years.length, 1);
  const barWidth = Math.min(48, step * 0.6);
  const y = (amount: number) => TOP + plotHeight - (amount / max) * plotHeight;
  const ticks = [0, max / 2, max];
  const summary = years.map((year) => `${year.awardYear}: ${formatUsd(year.totalNetPrice)}`).join('; ');
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Chart of the family’s net price per award year, stacked by student: ${summary}.`}
      >
        <defs>
          {FILLS.map((fill, i) => (
            <pattern
              key={fill}
              id={['plan-solid', 'plan-stripes', 'plan-dots', 'plan-cross'][i]}
              width="8"
              height="8"
              patternUnits="userSpaceOnUse"
            >
              <rect width="8" height="8" fill={fill} />
              {i === 1 ? <path d="M0 8 L8 0" stroke="#fff" strokeWidth="2" /> : null}
              {i === 2 ? <circle cx="4" cy="4" r="1.6" fill="#fff" /> : null}
              {i === 3 ? <path d="M0 4 H8 M4 0 V8" stroke="#fff" strokeWidth="1.5" /> : null}
            </pattern>
          ))}
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {formatUsd(tick)}
            </text>
          </g>
        ))}
        {years.map((year, i) => {
          const x = LEFT + step * i + (step - barWidth) / 2;
          let top = 0;
          return (
            <g key={year.awardYear}>
              {year.students.map((row, s) => {
                const amount = row.netPrice ?? 0;
                if (amount <= 0) return null;
                const y0 = y(top + amount);
                const h = y(top) - y0;
                top += amount;
                return (
                  <rect
                    key={row.studentId}
                    x={x}
                    y={y0}
                    width={barWidth}
                    height={h}
                    fill={PATTERNS[s % PATTERNS.length]}
                    stroke="#fff"
                  />
                );
              })}
              <text x={x + barWidth / 2} y={HEIGHT - 12} textAnchor="middle" fontSize="11" fill="#1e293b">
                {year.awardYear}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {students.map((student, s) => (
          <span key={student.id} className="inline-flex items-center gap-2">
            <svg width="14" height="14" aria-hidden="true">
              <rect width="14" height="14" fill={PATTERNS[s % PATTERNS.length]} />
            </svg>
            {student.name}: net price
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
