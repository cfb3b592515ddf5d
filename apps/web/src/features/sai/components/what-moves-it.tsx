import type { SaiSensitivity } from '@ccp/contracts';
import { ArrowDownRight, ArrowUpRight, Equal, Info } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatSai, formatSaiChange, formatUsdChange } from '../../../lib/format';

const SensitivityChart = lazy(() => import('./sensitivity-chart'));

/**
 * The chart, on screens wide enough for it (md and up) and only once it scrolls near the viewport: its code (the
 * charting library, about 107 KB gzipped) loads with the chart, not with the page.
 */
function ChartWhenShown({ items }: { items: SaiSensitivity[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const wide = window.matchMedia('(min-width: 768px)');
    let observer: IntersectionObserver | null = null;
    const watch = () => {
      observer?.disconnect();
      observer = null;
      if (!wide.matches) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setShown(true);
            observer?.disconnect();
          }
        },
        { rootMargin: '200px' },
      );
      observer.observe(element);
    };
    watch();
    wide.addEventListener('change', watch);
    return () => {
      wide.removeEventListener('change', watch);
      observer?.disconnect();
    };
  }, []);
  const height = 56 * items.length + 48;
  return (
    <div ref={frame} className="mt-6 hidden md:block" style={{ minHeight: height }}>
      {shown ? (
        <Suspense
          fallback={
            <div className="flex h-48 items-center justify-center">
              <Spinner label="Loading the chart" />
            </div>
          }
        >
          <SensitivityChart items={items} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The what-ifs: how one change to the profile moves the SAI, largest first, as a chart and a list. */
export function WhatMovesIt({ items, current }: { items: SaiSensitivity[]; current: number }) {
  const sorted = useMemo(
    () => [...items].sort((a, b) => Math.abs(b.federalChange) - Math.abs(a.federalChange)),
    [items],
  );
  return (
    <Card as="section" aria-labelledby="moves-title">
      <h2 id="moves-title" className="text-xl font-bold text-navy-900">
        What would change your SAI
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Each line runs the federal formula again with one change to your profile. A lower SAI means more aid.
        From your SAI of {formatSai(current)}:
      </p>
      <ChartWhenShown items={sorted} />
      <ul className="mt-6 divide-y divide-slate-100">
        {sorted.map((item) => {
          const Icon =
            item.federalChange < 0 ? ArrowDownRight : item.federalChange > 0 ? ArrowUpRight : Equal;
          return (
            <li key={item.key} className="flex gap-3 py-4">
              <Icon
                aria-hidden="true"
                className={cn(
                  'mt-0.5 size-5 shrink-0',
                  item.federalChange < 0
                    ? 'text-accent-700'
                    : item.federalChange > 0
                      ? 'text-amber-700'
                      : 'text-slate-400',
                )}
              />
              <div className="flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <p className="font-semibold text-slate-900">{item.label}</p>
                  <p className="font-semibold tabular-nums text-navy-900">
                    {item.federalChange === 0
                      ? 'Changes nothing'
                      : `${formatSaiChange(item.federalChange)} (SAI ${formatSai(item.federalSai)})`}
                  </p>
                </div>
                <p className="mt-1 text-sm text-slate-600">{item.description}</p>
                {item.institutionalChange !== 0 ? (
                  <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
                    <Info aria-hidden="true" className="size-3.5" />
                    CSS Profile estimate: {formatUsdChange(item.institutionalChange)}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
