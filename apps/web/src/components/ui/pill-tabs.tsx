import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export interface PillTab {
  id: string;
  label: string;
  /** A short note before the label (e.g. "1st parent"), in lighter type. */
  before?: string | undefined;
  /** A short note after the label (e.g. "1st", "Class of 2030"), in lighter type. */
  after?: string | undefined;
}

interface PillTabsProps {
  /** What the choice is for: a visible legend, or only for screen readers (`hideLegend`). */
  legend: string;
  hideLegend?: boolean;
  items: readonly PillTab[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** Shows a small spinner after the pills while the chosen item's figures load. */
  busy?: boolean;
  className?: string;
}

/**
 * One of several records shown at a time (a student, a parent): a row of radio buttons styled as pills, so arrow
 * keys move between them and a screen reader says "3 of 3". The one tab list of the app: the student pickers and
 * the profile's parents and students use it.
 */
export function PillTabs({
  legend,
  hideLegend = false,
  items,
  selected,
  onSelect,
  busy = false,
  className,
}: PillTabsProps) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-semibold text-slate-800'}>
        {legend}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        {items.map((item) => {
          const chosen = item.id === selected;
          const note = (text: string) => (
            <span className={cn('font-normal', chosen ? 'text-navy-100' : 'text-slate-500')}>{text}</span>
          );
          return (
            <label
              key={item.id}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
                chosen
                  ? 'border-navy-900 bg-navy-900 text-white'
                  : 'border-slate-300 bg-white text-navy-900 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={chosen}
                onChange={() => onSelect(item.id)}
              />
              {item.before ? note(item.before) : null}
              {item.label}
              {item.after ? note(item.after) : null}
            </label>
          );
        })}
        {busy ? <Spinner size="sm" label="Updating" /> : null}
      </div>
    </fieldset>
  );
}
