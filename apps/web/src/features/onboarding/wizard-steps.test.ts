import { describe, expect, it } from 'vitest';
import { emptyStudent, type FamilyDraft } from '../../domains/family/profile/family-drafts';
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

describe('an independent student: no parent', () => {
  const today = new Date('2026-11-28T12:00:00Z');
  const student = (over: Partial<ReturnType<typeof emptyStudent>>) => ({
    ...emptyStudent(),
    name: 'Dee',
    graduationYear: '2027',
    overallStudentType: 'high_school_senior' as const,
    ...over,
  });

  it('asks and checks nothing about parents once the family says the student is independent', async () => {
    const checks = await draftChecks.load();
    const draft = {
      noParents: true,
      parents: [],
      situation: { parentsMaritalStatus: '' },
    } as unknown as FamilyDraft;
    const [about, income] = subStepsOf('parents', draft);
    expect(about?.validate?.(checks, draft)).toEqual({});
    expect(income?.validate?.(checks, draft)).toEqual({});
    const withParents = { ...draft, noParents: false };
    expect(about?.validate?.(checks, withParents)).toMatchObject({
      'situation.parentsMaritalStatus': 'Choose the parents’ marital status.',
    });
  });

  it('with no parent, the student must be independent by the dependency questions', async () => {
    const checks = await draftChecks.load();
    const dependent = {
      noParents: true,
      students: [student({ birthYear: '2009' })],
    } as unknown as FamilyDraft;
    expect(checks.validateNoParentStudent(dependent, 0, today)).toEqual({
      'students.0.birthYear': expect.stringMatching(/^With no parent, the student must be independent/),
    });
    // 24 by January 1 of the award year (2027-28 for a 2027 graduate: born in 2003 or before).
    const born2003 = { ...dependent, students: [student({ birthYear: '2003' })] };
    expect(checks.validateNoParentStudent(born2003, 0, today)).toEqual({});
    const born2004 = { ...dependent, students: [student({ birthYear: '2004' })] };
    expect(checks.validateNoParentStudent(born2004, 0, today)).not.toEqual({});
    // Supporting a child (Formula C) or married (Formula B with a spouse): independent whatever the age.
    const parentOfChild = {
      ...dependent,
      students: [
        student({
          birthYear: '2006',
          dependency: { ...emptyStudent().dependency, supportsDependants: true },
        }),
      ],
    };
    expect(checks.validateNoParentStudent(parentOfChild, 0, today)).toEqual({});
    // With parents entered nothing is checked here: a dependent student is the usual case.
    expect(checks.validateNoParentStudent({ ...dependent, noParents: false }, 0, today)).toEqual({});
  });
});
