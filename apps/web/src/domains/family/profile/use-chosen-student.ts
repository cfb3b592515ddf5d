import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The student a page's figures are for, kept in the URL (`?student=<id>`) so that it survives a reload and moves
 * between the college screens; an unknown or missing id means the first student. Changing it clears `clear`.
 */
export function useChosenStudent<S extends { id: string }>(
  students: readonly S[],
  clear: readonly string[] = [],
) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('student');
  const student = students.find((s) => s.id === wanted) ?? students[0] ?? null;
  const select = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('student', id);
          for (const key of clear) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams, clear],
  );
  return { student, select };
}
