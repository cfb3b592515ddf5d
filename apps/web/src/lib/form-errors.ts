import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from './api-client';

/**
 * Puts the server's field errors (`error.fields`) under the matching inputs and returns the sentence for
 * the form's alert, or null when every problem is shown next to its field.
 * `rename` maps a server field name to a form field name (e.g. institution -> organisation).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  rename: Readonly<Record<string, Path<T>>> = {},
): string | null {
  if (!isApiError(error)) return errorMessage(error);
  const entries = Object.entries(error.fields);
  if (entries.length === 0) return error.message;
  let unplaced = false;
  let first = true;
  for (const [serverName, message] of entries) {
    const name = rename[serverName] ?? (serverName as Path<T>);
    if (knownFields.includes(name)) {
      setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      unplaced = true;
    }
  }
  return unplaced ? error.message : null;
}
