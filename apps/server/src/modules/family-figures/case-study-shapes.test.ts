import { describe, expect, it } from 'vitest';
import { SHAPE_FIXTURES } from '../../../test/support/family-figures/case-study-shapes.fixtures';
import { CURRENT_SHAPE, StoredSnapshotSchema, shapeOf, upgradeSnapshot } from './case-study-shapes';
import { readSnapshot, toStored } from './case-study-snapshot';

describe('case-study storage shapes (ADR 0057)', () => {
  it('has a saved case study of every shape up to the current one', () => {
    const shapes = new Set(SHAPE_FIXTURES.map((f) => f.shape));
    for (let shape = 1; shape <= CURRENT_SHAPE; shape += 1) expect(shapes.has(shape)).toBe(true);
  });

  for (const fixture of SHAPE_FIXTURES) {
    it(`recognises and reads ${fixture.name}`, () => {
      expect(shapeOf(fixture.snapshot)).toBe(fixture.shape);
      const upgraded = upgradeSnapshot(fixture.snapshot);
      // Fails when the profile gained a field without a step: add one in case-study-shapes.ts.
      const parsed = StoredSnapshotSchema.safeParse(upgraded);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const draft = readSnapshot({ snapshot: fixture.snapshot, editVersion: 4 });
      expect(draft.profile.version).toBe(4);
      expect(draft.profile.parents[0]).toMatchObject({ firstName: 'Maria', annualIncome: 92000 });
      expect(draft.profile.students[0]).toMatchObject({ name: 'Sofia Shape', gpa: 3.7 });
      // What a field that did not exist yet reads as: not given.
      if (fixture.shape < 3) expect(draft.profile.parents[0]!.scheduleCNetProfit).toBeNull();
      if (fixture.shape < 2) expect(draft.profile.invitedBy).toBeNull();
      if (fixture.shape === 2) expect(draft.profile.invitedBy).toMatchObject({ name: 'Jordan Lee' });
      if (fixture.shape < 4) expect(draft.offers).toEqual([]);
      else expect(draft.offers[0]).toMatchObject({ studentName: 'Sofia Shape', items: [{ amount: 6000 }] });
      // Written back, it is stored in the current shape without the version, and reads the same.
      const stored = toStored(draft);
      expect(stored.shape).toBe(CURRENT_SHAPE);
      expect(stored.profile).not.toHaveProperty('version');
      expect(readSnapshot({ snapshot: stored, editVersion: 4 })).toEqual(draft);
    });
  }

  it('reads a newer shape that only added a field, and refuses what is not a case study', () => {
    const newer = { ...SHAPE_FIXTURES.at(-1)!.snapshot, shape: CURRENT_SHAPE + 1 };
    expect(readSnapshot({ snapshot: newer, editVersion: 1 }).profile.name).toBe('The Shape Family');
    expect(() => readSnapshot({ snapshot: { profile: 'nonsense' }, editVersion: 0 })).toThrow(
      'This case study cannot be read',
    );
  });
});
