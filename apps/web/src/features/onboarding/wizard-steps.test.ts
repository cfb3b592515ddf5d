import { describe, expect, it } from 'vitest';
import { emptyStudent, type FamilyDraft } from '../../lib/family-drafts';
import {
  draftChecks,
  firstIncompleteStep,
  isStepOpen,
  resolveStep,
  studentSubStep,
  subStepsOf,
} from './wizard-steps';

const done = (...steps: number[]) => new Set(steps);

describe('which step the wizard opens', () => {
  it('opens the step in the address when it is done or next', () => {
    expect(resolveStep('2', done(0, 1, 2, 3), 3)).toBe(2);
    expect(resolveStep('4', done(0, 1, 2, 3), 3)).toBe(4);
  });

  it('falls back to the first incomplete step for a locked, out-of-range or broken value', () => {
    expect(resolveStep('7', done(0, 1), 2)).toBe(2);
    expect(resolveStep('9', done(0, 1), 2)).toBe(2);
    expect(resolveStep('-1', done(0), 1)).toBe(1);
    expect(resolveStep('two', done(0), 1)).toBe(1);
  });

  it('opens the saved step when the address has none', () => {
    expect(resolveStep(null, done(0, 1, 2), 1)).toBe(1);
    expect(resolveStep(null, done(), 5)).toBe(0);
  });

  it('locks the steps after the first incomplete one', () => {
    const completed = done(0, 1, 2);
    expect(firstIncompleteStep(completed)).toBe(3);
    expect(isStepOpen(2, completed)).toBe(true);
    expect(isStepOpen(3, completed)).toBe(true);
    expect(isStepOpen(4, completed)).toBe(false);
    expect(firstIncompleteStep(done(0, 1, 2, 3, 4, 5, 6, 7, 8))).toBe(8);
  });
});

describe('students sub-steps', () => {
  it('has the name list, then school and money for each student', () => {
    const draft = { students: [emptyStudent(), { ...emptyStudent(), name: 'Rae' }] } as FamilyDraft;
    expect(subStepsOf('students', draft).map((s) => s.title)).toEqual([
      'Who is going to college',
      'Student 1: school and scores',
      'Student 1: income and savings',
      'Rae: school and scores',
      'Rae: income and savings',
    ]);
    expect(studentSubStep(0)).toBeNull();
    expect(studentSubStep(3)).toEqual({ index: 1, part: 'school' });
    expect(studentSubStep(4)).toEqual({ index: 1, part: 'money' });
  });
});

describe('the checks of each sub-step', () => {
  it('loads no checks for the steps without questions', () => {
    const draft = { students: [] } as unknown as FamilyDraft;
    expect(subStepsOf('welcome', draft)[0]?.validate).toBeUndefined();
    expect(subStepsOf('review', draft)[0]?.validate).toBeUndefined();
  });

  it('checks a sub-step’s answers with the loaded checks', async () => {
    const checks = await draftChecks.load();
    const draft = {
      household: { state: '', familyMembersCount: '', familyMembersInCollege: '', filingStatus: '' },
    } as FamilyDraft;
    const [whereYouLive] = subStepsOf('household', draft);
    expect(whereYouLive?.validate?.(checks, draft)).toEqual({
      'household.state': 'Choose the state you live in.',
    });
  });
});
