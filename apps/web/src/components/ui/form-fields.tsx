import type { ReactNode } from 'react';
import { Controller, type FieldValues, get, type Path, useFormContext } from 'react-hook-form';
import { MoneyField } from './money-field';
import { Select, type SelectOption } from './select';
import { TextField, type TextFieldProps } from './text-field';
import { YesNoField } from './yes-no-field';

/**
 * The shared widgets bound to the surrounding react-hook-form form by field path. Inputs stay uncontrolled
 * (typing re-renders nothing but the input), and a field's error leaves as soon as it is changed.
 */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

function useBoundInput<T extends FieldValues>(name: Path<T>, setValueAs?: (value: string) => unknown) {
  const { register, clearErrors } = useFormContext<T>();
  const error = useFieldError(name);
  const field = register(name, {
    onChange: () => {
      if (error) clearErrors(name);
    },
    ...(setValueAs ? { setValueAs } : {}),
  });
  return { field, error };
}

interface BoundProps {
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string;
}

/** What a bound text field takes besides its name: the input's own attributes (type, readOnly, ...). */
type FormTextFieldProps = BoundProps &
  Omit<
    TextFieldProps,
    keyof BoundProps | 'error' | 'ref' | 'onChange' | 'onBlur' | 'value' | 'defaultValue'
  > & {
    /** Turns what was typed into the form's value (e.g. '' into undefined). */
    setValueAs?: (value: string) => unknown;
  };

export function FormTextField({ name, setValueAs, autoComplete, ...props }: FormTextFieldProps) {
  const { field, error } = useBoundInput(name, setValueAs);
  return <TextField {...props} {...field} error={error} autoComplete={autoComplete ?? 'off'} />;
}

type PresetFieldProps = Omit<FormTextFieldProps, 'label' | 'type' | 'inputMode'> & { label?: string };

/** An email address (the log-in of an account). */
export function FormEmailField({ label = 'Email', ...props }: PresetFieldProps) {
  return <FormTextField label={label} type="email" inputMode="email" {...props} />;
}

/** An optional US phone number. */
export function FormPhoneField({ label = 'Phone (optional)', ...props }: PresetFieldProps) {
  return <FormTextField label={label} type="tel" inputMode="tel" {...props} />;
}

export function FormMoneyField({
  name,
  label,
  hint,
  className,
  suffix,
  signed = false,
}: BoundProps & {
  suffix?: string /** May be negative: a keyboard with a minus sign on phones. */;
  signed?: boolean;
}) {
  const { field, error } = useBoundInput(name);
  return (
    <MoneyField
      {...field}
      label={label}
      hint={hint}
      error={error}
      className={className}
      suffix={suffix}
      {...(signed ? { inputMode: 'text' as const } : {})}
    />
  );
}

export function FormSelect({
  name,
  label,
  hint,
  className,
  options,
  placeholder,
  tooltip,
}: BoundProps & { options: readonly SelectOption[]; placeholder?: string; tooltip?: ReactNode }) {
  const { field, error } = useBoundInput(name);
  return (
    <Select
      {...field}
      label={label}
      hint={hint}
      error={error}
      className={className}
      options={options}
      placeholder={placeholder}
      tooltip={tooltip}
    />
  );
}

/** A Yes/No question; `onAnswer` runs after the value changes (e.g. a No clears an amount). */
export function FormYesNo({
  name,
  label,
  hint,
  className,
  onAnswer,
}: BoundProps & { onAnswer?: (value: boolean) => void }) {
  const { control, clearErrors } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <YesNoField
          name={field.name}
          label={label}
          hint={hint}
          error={error}
          className={className}
          value={field.value as boolean | null}
          onChange={(value) => {
            field.onChange(value);
            if (error) clearErrors(name);
            onAnswer?.(value);
          }}
        />
      )}
    />
  );
}
