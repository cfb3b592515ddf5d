import type { CollegeColumn } from '@ccp/contracts';
import { useFormContext } from 'react-hook-form';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';

import { labelOf, stateOptions } from './college-form-values';

/** One field of the college form (react-hook-form, in a FormProvider), by the column's kind. */
export function CollegeField({ column }: { column: CollegeColumn }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Record<string, string>>();
  const field = register(column.key);
  const error = errors[column.key]?.message;
  const label = labelOf(column);
  if (column.kind === 'state') {
    return (
      <Select label={label} placeholder="Choose a state" options={stateOptions} error={error} {...field} />
    );
  }
  if (column.kind === 'enum') {
    return (
      <Select
        label={label}
        placeholder={column.required ? 'Choose one' : 'Not known'}
        options={(column.options ?? []).map((o) => ({
          value: o,
          label: o.charAt(0).toUpperCase() + o.slice(1),
        }))}
        error={error}
        {...field}
      />
    );
  }
  if (column.kind === 'flag') {
    return (
      <Select
        label={label}
        placeholder="Not known"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        error={error}
        {...field}
      />
    );
  }
  const numeric = column.kind !== 'text' && column.kind !== 'url' && column.kind !== 'academic-year';
  return (
    <TextField
      label={label}
      error={error}
      hint={
        column.kind === 'academic-year'
          ? 'The academic year these prices are for, like 2025-26. Left empty: this academic year.'
          : undefined
      }
      required={column.required}
      inputMode={
        numeric ? (column.kind === 'rate' || column.kind === 'coordinate' ? 'decimal' : 'numeric') : undefined
      }
      type={column.kind === 'url' ? 'url' : 'text'}
      autoComplete="off"
      {...field}
    />
  );
}
