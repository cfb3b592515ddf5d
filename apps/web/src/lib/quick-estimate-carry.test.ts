import { afterEach, expect, it } from 'vitest';
import { carriedAnswers, carryAnswers, clearCarriedAnswers } from './quick-estimate-carry';

const answers = {
  parents: 1 as const,
  householdSize: 2,
  parentsIncome: 40_000,
  parentsAssets: 1_000,
  parentsBusinessAndPropertyEquity: 0,
  studentIncome: 0,
  studentAssets: 0,
  olderParentAge: 45,
};

afterEach(() => clearCarriedAnswers());

it('holds the answers in memory (a copy) until they are cleared, and never in browser storage', () => {
  expect(carriedAnswers()).toBeNull();
  carryAnswers(answers);
  expect(carriedAnswers()).toEqual(answers);
  expect(carriedAnswers()).not.toBe(answers);
  expect(window.localStorage.length).toBe(0);
  expect(window.sessionStorage.length).toBe(0);
  clearCarriedAnswers();
  expect(carriedAnswers()).toBeNull();
});
