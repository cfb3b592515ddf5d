import { describe, expect, it } from 'vitest';
import { profileFieldLabel } from './profile-field-label';

describe('profileFieldLabel', () => {
  it('turns the engine’s field paths into the form’s words, never a developer path', () => {
    expect(profileFieldLabel('parents[0].maritalStatus', ['Maria'])).toBe('Maria: Marital status');
    expect(profileFieldLabel('parents[1].preTaxRetirementAmount')).toBe(
      'Parent 2: Taken from pay for a traditional 401(k), 403(b) or 457',
    );
    expect(profileFieldLabel('student.utmaAmount')).toBe('UTMA/UGMA custodial accounts');
    expect(profileFieldLabel('familyMembersCount')).toBe('People in your household');
    for (const path of ['parents[0].nope', 'student.nope', 'nope']) {
      expect(profileFieldLabel(path)).not.toMatch(/\[|\.|nope/);
    }
  });
});
