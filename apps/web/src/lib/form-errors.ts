import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from './api-client';

/**
 * Puts the server's field errors (`error.fields`) under the matching inputs and returns the sentence for
 * the form's alert, or null when every problem is shown next to its field.
 * `rename` maps a server field name to a form field name (e.g. institution -> organisation); `at` is where a form
 * holds the request's fields (`parents.0.`: the profile's sections share their fields with the wizard's lists).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  rename: Readonly<Record<string, Path<T>>> = {},
  at = '',
): string | null {
  if (!isApiError(error)) return errorMessage(error);
  const entries = Object.entries(error.fields);
  if (entries.length === 0) return error.message;
  let unplaced = false;
  let first = true;
  for (const [serverName, message] of entries) {
    const name = rename[serverName] ?? (`${at}${serverName}` as Path<T>);
    if (knownFields.includes(name)) {
      setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      unplaced = true;
    }
  }
  return unplaced ? error.message : null;
}

/** A form's reading: the write the API takes, or a message per form path that is not right. */
export interface FormReading<W> {
  body: W | null;
  errors: Record<string, string>;
}

interface SafeParser<W> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: W }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Reads a form with a contracts schema (the server's own rules and messages): the parsed write, or the first
 * message of each field, by its path (`parents.0.age`). The form's field names are the request's, so the
 * server's field errors land on the same paths (`applyServerErrors`) without a rename table.
 */
export function readWithSchema<W>(schema: SafeParser<W>, values: unknown): FormReading<W> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { body: null, errors };
}
