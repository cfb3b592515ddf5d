/**
 * How a count and a name read on every screen, mail and notification (no zod: the web imports it directly).
 * One plural rule and one initials rule, so "1 family" and "TS" are written once.
 */

const counts = new Intl.NumberFormat('en-US');

/** Nouns whose plural is not the regular one. */
const IRREGULAR: Readonly<Record<string, string>> = {
  person: 'people',
  child: 'children',
  is: 'are',
  has: 'have',
};

/** The plural of a noun (the last word of a phrase): family -> families, calculator user -> calculator users. */
export function pluralOf(noun: string): string {
  const match = /^(.*?)(\S+)$/.exec(noun);
  if (!match) return noun;
  const [, head = '', word = ''] = match;
  const lower = word.toLowerCase();
  let plural: string;
  if (IRREGULAR[lower]) plural = IRREGULAR[lower];
  else if (/[^aeiou]y$/i.test(word)) plural = `${word.slice(0, -1)}ies`;
  else if (/(s|x|z|ch|sh)$/i.test(word)) plural = `${word}es`;
  else plural = `${word}s`;
  return head + plural;
}

/** The noun for a count: (1, 'family') -> "family", (2, 'family') -> "families", (0, 'family') -> "families". */
export function nounFor(count: number, noun: string): string {
  return count === 1 ? noun : pluralOf(noun);
}

/** A count and its noun: (1, 'family') -> "1 family", (1200, 'calculator user') -> "1,200 calculator users". */
export function countOf(count: number, noun: string): string {
  return `${counts.format(count)} ${nounFor(count, noun)}`;
}

/**
 * Avatar initials (docs/product-spec.md §9): the first letters of the first two words of the name, upper case;
 * "C" when there is no name. "The Schmidt Family" -> "TS", "Jane Doe" -> "JD", "Ana" -> "A".
 */
export function initialsOf(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2);
  return letters.length > 0 ? letters.join('').toLocaleUpperCase('en-US') : 'C';
}
