import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { useHydrated } from '../../lib/hydration';
import { describedBy, FieldError, FieldHint, inputClasses } from './field';
import { InfoTooltip } from './info-tooltip';

/** Where the tooltip's button goes until the page runs. */
const tooltipPlaceholder = <span className="inline-block size-6" aria-hidden="true" />;

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice (e.g. "Choose a state"). */
  placeholder?: string;
  /** Optional help shown in a tooltip next to the label. */
  tooltip?: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Select dropdown with a visible label, an optional tooltip and error text (docs/product-spec.md §2: shared widgets). */
export function Select({
  label,
  options,
  placeholder,
  tooltip,
  hint,
  error,
  ref,
  className,
  ...rest
}: SelectProps) {
  const id = useId();
  // A pre-rendered page (and the render that hydrates it) shows the placeholder: a button there would do nothing
  // when focused or hovered before the app starts. The tooltip comes right after hydration.
  const hydrated = useHydrated();
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {tooltip ? hydrated ? <InfoTooltip>{tooltip}</InfoTooltip> : tooltipPlaceholder : null}
      </div>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClasses(Boolean(error))} appearance-none pr-10`}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 fill-slate-500"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
