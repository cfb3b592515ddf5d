import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy, FieldError, FieldHint, inputClasses } from './field';

/**
 * Reads a typed amount as whole dollars: "$12,500" -> 12500, "" -> null. Text that is not a number gives NaN;
 * "-5" and "12.5" come back as typed, so that validation can say what is wrong with them.
 */
export function parseMoney(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** An amount as the field shows it: 12500 -> "12,500", null -> "". */
export function moneyText(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '' : grouped.format(value);
}

interface MoneyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Shown after the label in lighter type, e.g. "per year". */
  suffix?: string;
}

/** A whole-dollar amount: a text input with a $ sign, a numeric keyboard on phones, and its error text. */
export function MoneyField({ label, hint, error, ref, className, suffix, ...rest }: MoneyFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {suffix ? <span className="font-normal text-slate-600"> {suffix}</span> : null}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-base text-slate-500"
        >
          $
        </span>
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClasses(Boolean(error))} pl-7 tabular-nums`}
          {...rest}
        />
      </div>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
