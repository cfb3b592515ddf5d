import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

const account = { email: 'casey.jordan@example.test', name: 'Casey Jordan' };
const check = (password: string) => passwordProblem(password, account);

describe('the password rule', () => {
  it('keeps the length of 8 to 128 characters', async () => {
    expect(await check('Ab3$xyz')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await check('a'.repeat(60) + 'B'.repeat(69))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses only spaces and one character repeated, saying so', async () => {
    expect(await check('        ')).toBe(PASSWORD_MESSAGES.onlySpaces);
    expect(await check(' \t  \t   ')).toBe(PASSWORD_MESSAGES.onlySpaces);
    expect(await check('aaaaaaaa')).toBe(PASSWORD_MESSAGES.oneCharacter);
    expect(await check('11111111111')).toBe(PASSWORD_MESSAGES.oneCharacter);
  });

  it('refuses the account’s own email and close variants of it', async () => {
    for (const password of [
      'casey.jordan@example.test',
      'CASEY.JORDAN@EXAMPLE.TEST',
      'caseyjordan',
      'Casey.Jordan2024!',
      'nadroj.yesac',
      'caseyjordam',
    ]) {
      expect(await check(password), password).toBe(PASSWORD_MESSAGES.email);
    }
  });

  it('refuses common and easily guessed passwords with zxcvbn-ts’s reason', async () => {
    expect(await check('12345678')).toBe(
      'Password is too easy to guess: this is a heavily used password. Add more words that are less common.',
    );
    for (const password of ['password', 'Password1', 'qwertyuiop', 'iloveyou2', 'letmein123', 'summer2024']) {
      expect(await check(password), password).toMatch(/^Password is too easy to guess[:.] /);
    }
  });

  it('accepts passwords that take more than a million guesses', async () => {
    for (const password of [
      'correct-horse-battery',
      'a-brand-new-password',
      'tr0ub4dor&3',
      'demo-password',
      'Mountain lake at dawn',
    ]) {
      expect(await check(password), password).toBeNull();
    }
  });
});
