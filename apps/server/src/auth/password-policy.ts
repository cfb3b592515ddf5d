/* The one password rule (ADR 0043), checked on the server at every sign-up, password change and reset. */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's scores: 0 and 1 fall within a million guesses (a throttled online attack); 2 and up are accepted. */
const MIN_SCORE = 2;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  onlySpaces: 'Password cannot be only spaces.',
  oneCharacter: 'Password cannot be one character repeated.',
  email: 'Password cannot be your email address or a variant of it.',
} as const;

let checker: Promise<ZxcvbnFactory> | null = null;

/**
 * zxcvbn-ts with its common and English dictionaries (passwords, words, names), loaded on first use: about a
 * second of work, once per process. No Levenshtein matching: it costs seconds a check on the full dictionaries.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
  })();
  return checker;
}

/** Loads the dictionaries now (at start-up), so that the first sign-up does not wait for them. */
export function preparePasswordChecker(): Promise<void> {
  return zxcvbn().then(() => undefined);
}

const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether the password is the email, its name part, or a close variant: in another case or punctuation, with
 * digits around it, reversed, or two letters away.
 */
function looksLikeEmail(password: string, email: string): boolean {
  const local = email.split('@')[0] ?? '';
  const candidates = [plain(email), plain(local), plain(local).replace(/\d/g, '')].filter(
    (c) => c.length >= 3,
  );
  const typed = plain(password);
  const variants = [typed, typed.replace(/^\d+|\d+$/g, ''), [...typed].reverse().join('')];
  return candidates.some((candidate) =>
    variants.some(
      (variant) =>
        variant === candidate ||
        (candidate.length >= 5 && editDistance(variant, candidate) <= 2) ||
        // Mostly the name part with a little around it ("casey.jordan2024!").
        (variant.includes(candidate) && candidate.length * 3 >= variant.length * 2),
    ),
  );
}

const sentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Why a new password is refused, or null when it is accepted: the length (8-128), then only spaces, one character
 * repeated, the account's own email, and finally anything zxcvbn-ts guesses within a million tries (common
 * passwords, keyboard runs, names, dates...), with its reason and advice.
 */
export async function passwordProblem(
  password: string,
  account: { email: string; name?: string | undefined },
): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.trim() === '') return PASSWORD_MESSAGES.onlySpaces;
  if (new Set(password).size === 1) return PASSWORD_MESSAGES.oneCharacter;
  if (looksLikeEmail(password, account.email)) return PASSWORD_MESSAGES.email;
  const inputs = [account.email, account.email.split('@')[0] ?? '', ...(account.name?.split(/\s+/) ?? [])];
  const result = (await zxcvbn()).check(
    password,
    inputs.filter((input) => input.length >= 3),
  );
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const why = warning ? `: ${sentence(warning)}` : '.';
  const advice = suggestions.length > 0 ? suggestions.join(' ') : 'Use a few uncommon words together.';
  return `Password is too easy to guess${why} ${advice}`;
}
