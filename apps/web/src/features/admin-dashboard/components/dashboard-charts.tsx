import type { AdminSignUps } from '@ccp/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatQuantity } from '../../../lib/format';

/*
 * The dashboard's charts as plain SVG (docs/decisions/0028): no chart library, so the dashboard route stays within
 * its JavaScript budget. Each chart sits in a container with role="img" and a label that states every figure; the
 * figures are also links next to the chart. Bars and slices show their figure on hover (an SVG <title>) and open
 * the families list they count.
 */

const NAVY = '#0b2545';
const TEAL = '#14b8a6';
const GRID = '#e2e8f0';
const INK = '#475569';
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The size of a box in CSS pixels, so that a chart draws 12 px text at 12 px on any screen. The chart inside is
 * positioned absolutely: it never widens the box it measures.
 */
function useBoxSize(fallback: { width: number; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.max(220, Math.round(entry.contentRect.width));
      const height = Math.max(120, Math.round(entry.contentRect.height));
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** A round axis maximum and its ticks: 0, step, ... >= max (at least 1). */
function ticksFor(max: number, count = 4): number[] {
  const raw = Math.max(1, max) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw);
  const top = Math.ceil(Math.max(1, max) / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
}

function Legend({ items }: { items: { label: string; color: string }[] }) {
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-4 text-xs text-slate-700" aria-hidden="true">
      {items.map((i) => (
        <li key={i.label} className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: i.color }} />
          {i.label}
        </li>
      ))}
    </ul>
  );
}

/** Weekly sign-ups, direct and invited stacked. */
export function SignUpsChart({ weeks }: { weeks: AdminSignUps['weeks'] }) {
  const [box, { width, height }] = useBoxSize({ width: 640, height: 220 });
  const left = 36;
  const bottom = 24;
  const top = 8;
  const plotW = width - left - 8;
  const plotH = height - top - bottom;
  const ticks = ticksFor(Math.max(0, ...weeks.map((w) => w.direct + w.invited)));
  const max = ticks[ticks.length - 1]!;
  const slot = plotW / Math.max(1, weeks.length);
  const barW = Math.min(36, slot * 0.6);
  const y = (v: number) => top + plotH - (v / max) * plotH;
  // A date label needs about 56 px.
  const labelEvery = Math.max(1, Math.ceil(56 / slot));
  return (
    <div className="flex h-full flex-col">
      <div ref={box} className="relative min-h-0 flex-1 overflow-hidden">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="chart-surface absolute top-0 left-0"
          aria-hidden="true"
          focusable="false"
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={width - 8} y1={y(t)} y2={y(t)} stroke={GRID} strokeDasharray="3 3" />
              <text x={left - 6} y={y(t) + 4} textAnchor="end" fontSize="12" fill={INK}>
                {t}
              </text>
            </g>
          ))}
          {weeks.map((w, i) => {
            const x = left + i * slot + (slot - barW) / 2;
            const label = shortDate.format(new Date(`${w.weekStart}T00:00:00Z`));
            return (
              <g key={w.weekStart}>
                <title>{`Week of ${label}: ${w.direct} direct, ${w.invited} invited`}</title>
                <rect x={x} y={y(w.direct)} width={barW} height={y(0) - y(w.direct)} fill={NAVY} />
                <rect
                  x={x}
                  y={y(w.direct + w.invited)}
                  width={barW}
                  height={y(w.direct) - y(w.direct + w.invited)}
                  fill={TEAL}
                  rx={w.invited > 0 ? 3 : 0}
                />
                {i % labelEvery === 0 ? (
                  <text x={x + barW / 2} y={height - 6} textAnchor="middle" fontSize="12" fill={INK}>
                    {label}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line x1={left} x2={width - 8} y1={y(0)} y2={y(0)} stroke="#94a3b8" />
        </svg>
      </div>
      <Legend
        items={[
          { label: 'Direct sign-ups', color: NAVY },
          { label: 'Invited families', color: TEAL },
        ]}
      />
    </div>
  );
}

/** Direct sign-ups against invited families as a ring; a part opens the families list with that filter. */
export function DirectInvitedChart({ direct, invited }: { direct: number; invited: number }) {
  const navigate = useNavigate();
  const total = direct + invited;
  const r = 60;
  const circumference = 2 * Math.PI * r;
  const parts = [
    { name: 'Direct sign-ups', value: direct, to: '/admin/families?directSignUp=1', color: NAVY },
    { name: 'Invited families', value: invited, to: '/admin/families?directSignUp=0', color: TEAL },
  ];
  let offset = 0;
  return (
    <svg viewBox="0 0 160 160" className="chart-surface mx-auto h-full" aria-hidden="true" focusable="false">
      <circle cx="80" cy="80" r={r} fill="none" stroke={GRID} strokeWidth="26" />
      {total > 0
        ? parts.map((p) => {
            const length = (p.value / total) * circumference;
            const dash = `${Math.max(0, length - (p.value < total ? 2 : 0))} ${circumference}`;
            const segment = (
              // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the links beside the chart do the same.
              <circle
                key={p.name}
                cx="80"
                cy="80"
                r={r}
                fill="none"
                stroke={p.color}
                strokeWidth="26"
                strokeDasharray={dash}
                strokeDashoffset={-offset}
                transform="rotate(-90 80 80)"
                className="cursor-pointer"
                onClick={() => navigate(p.to)}
              >
                <title>{`${p.name}: ${p.value}`}</title>
              </circle>
            );
            offset += length;
            return segment;
          })
        : null}
      <text x="80" y="78" textAnchor="middle" fontSize="22" fontWeight="700" fill={NAVY}>
        {total}
      </text>
      <text x="80" y="98" textAnchor="middle" fontSize="11" fill={INK}>
        families
      </text>
    </svg>
  );
}

/** Families per state, most first; a bar opens the families list of that state. */
export function StatesChart({ states }: { states: { state: string; count: number }[] }) {
  const navigate = useNavigate();
  const [box, { width }] = useBoxSize({ width: 480, height: 160 });
  const row = 30;
  const left = 40;
  const right = 44;
  const height = Math.max(1, states.length) * row;
  const max = Math.max(1, ...states.map((s) => s.count));
  const barW = (count: number) => ((width - left - right) * count) / max;
  return (
    <div ref={box} className="relative w-full overflow-hidden" style={{ height }}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="chart-surface absolute top-0 left-0"
        aria-hidden="true"
        focusable="false"
      >
        {states.map((s, i) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the ranked links beside the chart do the same.
          <g
            key={s.state}
            className="cursor-pointer"
            onClick={() => navigate(`/admin/families?state=${s.state}`)}
          >
            <title>{`${s.state}: ${formatQuantity(s.count, 'family')}`}</title>
            <text x={left - 8} y={i * row + row / 2 + 4} textAnchor="end" fontSize="12" fill={INK}>
              {s.state}
            </text>
            <rect
              x={left}
              y={i * row + 5}
              width={Math.max(2, barW(s.count))}
              height={row - 10}
              rx="4"
              fill={NAVY}
            />
            <text
              x={left + Math.max(2, barW(s.count)) + 6}
              y={i * row + row / 2 + 4}
              fontSize="12"
              fill={INK}
            >
              {s.count}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
