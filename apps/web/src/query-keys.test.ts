import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/decisions/0069: every query key is built by a key factory (`xKeys`) and every query's options by a
 * `queryOptions` function; a cache call or a test never writes a key as a literal array.
 */
const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && path !== import.meta.filename ? [path] : [];
  });
}

/** `queryKey: [` (a hook's or a filter's key) and `setQueryData([` (and get/remove), across line breaks. */
const LITERAL_KEY = /queryKey:\s*\[|(?:set|get|remove)Query(?:Data|ies)(?:<[^>]*>)?\(\s*\[/g;

describe('query keys', () => {
  it('are never written as literal arrays outside the key factories', () => {
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return [...code.matchAll(LITERAL_KEY)].map(
        (match) => `${relative(SRC, file)}:${code.slice(0, match.index).split('\n').length}: ${match[0]}`,
      );
    });
    expect(offenders).toEqual([]);
  });
});
