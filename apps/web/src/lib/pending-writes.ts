/**
 * Saves a form has promised and not finished: one queued behind the form's previous save has not sent its request
 * yet, so the API client does not count it as unanswered. A session change (`onceQuiet`) waits for them, so that an
 * answer typed and left just before "Switch family" or "Sign out" is saved on the session it was typed in, not held
 * and dropped with the page.
 */
const pending = new Set<Promise<unknown>>();

/** Counts `work` as a pending write until it settles. */
export function trackWrite(work: Promise<unknown>): void {
  pending.add(work);
  const done = () => {
    pending.delete(work);
  };
  work.then(done, done);
}

export function hasPendingWrites(): boolean {
  return pending.size > 0;
}

/** Waits until no tracked write is pending (one may queue another), or until `until` (a time in ms) passes. */
export async function writesSettled(until: number): Promise<void> {
  while (pending.size > 0) {
    const left = until - Date.now();
    if (left <= 0) return;
    await Promise.race([
      Promise.allSettled([...pending]),
      new Promise((resolve) => setTimeout(resolve, left)),
    ]);
  }
}
