import { useId } from 'react';
import { moneyText, parseMoney } from '../../../components/ui/money-field';
import { formatUsd } from '../../../lib/format';

interface WhatIfSliderProps {
  label: string;
  hint?: string;
  value: number;
  /** The slider's end (the number field takes more; the slider then reaches to the typed amount). */
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** A count (people) rather than dollars. */
  count?: boolean;
  min?: number;
}

const LIMIT = 9_999_999;

/** A what-if input: a slider (arrow keys move it by one step) and a number field, both labelled, kept in step. */
export function WhatIfSlider({
  label,
  hint,
  value,
  max,
  step,
  onChange,
  count = false,
  min = 0,
}: WhatIfSliderProps) {
  const id = useId();
  const end = Math.max(max, value);
  const shown = (n: number) => (count ? String(n) : formatUsd(n));
  return (
    <div className="grid gap-x-4 gap-y-1 sm:grid-cols-[1fr_9rem] sm:items-end">
      <div className="min-w-0">
        <label htmlFor={`${id}-range`} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
        <input
          id={`${id}-range`}
          type="range"
          min={min}
          max={end}
          step={step}
          value={value}
          aria-valuetext={shown(value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          disabled={end <= min}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          className="mt-2 h-2 w-full cursor-pointer accent-accent-700 disabled:cursor-not-allowed"
        />
      </div>
      <div>
        <label htmlFor={`${id}-number`} className="sr-only">
          {label}, {count ? 'number' : 'amount in dollars'}
        </label>
        <div className="relative">
          {count ? null : (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
            >
              $
            </span>
          )}
          <input
            id={`${id}-number`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={count ? String(value) : moneyText(value)}
            onChange={(e) => {
              const typed = parseMoney(e.currentTarget.value);
              if (typed === null) return onChange(min);
              if (!Number.isFinite(typed)) return;
              onChange(Math.min(Math.max(Math.round(typed), min), count ? Math.max(max, min) : LIMIT));
            }}
            className={`w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 text-right text-sm tabular-nums text-slate-900 focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-200 ${count ? 'pl-3' : 'pl-6'}`}
          />
        </div>
      </div>
    </div>
  );
}
