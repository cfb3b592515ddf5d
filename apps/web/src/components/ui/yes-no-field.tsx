import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint } from './field';

interface YesNoFieldProps {
  /** The question, e.g. "Do you own investment property?" */
  label: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  name?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** A Yes/No question as two large radio buttons in a labelled group. */
export function YesNoField({ label, value, onChange, name, hint, error, className }: YesNoFieldProps) {
  const id = useId();
  const groupName = name ?? id;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={className} aria-describedby={describedBy || undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex gap-3">
        {[
          { answer: true, text: 'Yes' },
          { answer: false, text: 'No' },
        ].map(({ answer, text }) => {
          const checked = value === answer;
          return (
            <label
              key={text}
              className={cn(
                'flex min-h-11 min-w-24 cursor-pointer items-center gap-2.5 rounded-lg border px-4 text-base font-medium transition-colors',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
                checked
                  ? 'border-navy-700 bg-navy-50 text-navy-900'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                error ? 'border-red-600' : null,
              )}
            >
              <input
                type="radio"
                name={groupName}
                checked={checked}
                onChange={() => onChange(answer)}
                aria-invalid={error ? true : undefined}
                className="size-4 accent-navy-800"
              />
              {text}
            </label>
          );
        })}
      </div>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
