import type { CollegeSearchItem } from '@ccp/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { describedBy, FieldError, FieldHint, inputClasses } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useCollegeOptions } from '../api/calculator-api';

export interface PickedCollege {
  id: number;
  name: string;
  city: string | null;
  state: string;
}

interface CollegePickerProps {
  value: PickedCollege | null;
  onChange: (college: PickedCollege | null) => void;
  error?: string;
}

/** Debounce of the family search (docs/product-spec.md §9). */
const DEBOUNCE_MS = 400;

/** A searchable college field (ARIA combobox): type part of a name or city, pick with the mouse or arrow keys. */
export function CollegePicker({ value, onChange, error }: CollegePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useCollegeOptions(query);
  const items: CollegeSearchItem[] = query.trim().length >= 2 ? (options.data?.items ?? []) : [];

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  function pick(college: CollegeSearchItem) {
    onChange({ id: college.id, name: college.name, city: college.city, state: college.state });
    setText('');
    setQuery('');
    setOpen(false);
  }

  const hint = 'Type at least two letters of its name or city.';

  if (value) {
    return (
      <div>
        <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-slate-800">
          College
        </p>
        <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3.5 py-2.5">
          <div className="min-w-0">
            <p className="truncate font-semibold text-navy-900">{value.name}</p>
            <p className="text-sm text-slate-600">{[value.city, value.state].filter(Boolean).join(', ')}</p>
          </div>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-accent-700 hover:bg-white"
          >
            <X aria-hidden="true" className="size-4" />
            Change<span className="sr-only"> college</span>
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        College
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && items[active] ? `${listId}-${items[active]!.id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoComplete="off"
          placeholder="e.g. Ohio State, Dayton"
          className={cn(inputClasses(Boolean(error)), 'pl-11')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setActive((a) => Math.min(a + 1, items.length - 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(a - 1, 0));
            } else if (e.key === 'Enter' && open && items[active]) {
              e.preventDefault();
              pick(items[active]!);
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
        {options.isFetching && query.trim().length >= 2 ? (
          <Spinner
            size="sm"
            label="Searching colleges"
            className="absolute top-1/2 right-3.5 -translate-y-1/2"
          />
        ) : null}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Colleges"
        className={cn(
          'absolute z-30 mt-1 max-h-80 w-full overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl',
          open && items.length > 0 ? 'block' : 'hidden',
        )}
      >
        {items.map((college, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the input keeps focus and points here with aria-activedescendant
          // biome-ignore lint/a11y/useKeyWithClickEvents: Arrow keys and Enter are handled on the input
          <div
            key={college.id}
            id={`${listId}-${college.id}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(college)}
            onMouseEnter={() => setActive(index)}
            className={cn('cursor-pointer rounded-lg px-3 py-2', index === active ? 'bg-navy-50' : undefined)}
          >
            <span className="block font-semibold text-navy-900">{college.name}</span>
            <span className="block text-xs text-slate-600">
              {[college.city, college.state].filter(Boolean).join(', ')} · {college.level}
            </span>
          </div>
        ))}
      </div>
      {open && query.trim().length >= 2 && options.data && items.length === 0 ? (
        <p className="mt-1.5 text-sm text-slate-600" role="status">
          No college matches “{query.trim()}”.
        </p>
      ) : null}
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
