import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy, FieldError, FieldHint, inputClasses } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Shown on the label's line, at its right (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
}

/** An input with its visible label, optional hint and error text wired for screen readers. */
export function TextField({ label, hint, error, labelAside, ref, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClasses(Boolean(error))}
        {...rest}
      />
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
