import { expect, it } from 'vitest';
import { checkRow, createMatrixFixture, only, row } from './support/authorization-matrix';

it('the matrix harness reports a wrong cell, and a refused write that changed a table', async () => {
  const fx = await createMatrixFixture();
  try {
    // Family A may mark its own notifications read: a row that says it may not must fail on both counts.
    const err = await checkRow(
      fx,
      row('POST', '/api/notifications/mark-read-all/family', only({ familyB: 200 })),
    ).then(
      () => null,
      (e: { actual?: unknown }) => e,
    );
    const failures = (err?.actual ?? []) as string[];
    expect(failures.some((f) => f.startsWith('familyA: expected 403, got 200'))).toBe(true);
    expect(failures).toContain('familyA: refused with 200 but changed the table notifications');
    expect(failures).toHaveLength(2);
  } finally {
    await fx.t.close();
  }
}, 120_000);
