import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SaiResult } from '../src/index';
import { vectors } from './vectors';

const cli = fileURLToPath(new URL('../bin/sai-cli.ts', import.meta.url));

function run(input: string) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', cli], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe('CLI (npm run -s sai < request.json)', () => {
  const first = vectors.find((v) => v.id === '2026-27-applications_2627_07142025-L45'); // docs/sai/formula.md worked example A

  it('prints the result JSON of one request', () => {
    if (!first) throw new Error('worked example A vector missing');
    const out = run(JSON.stringify(first.request));
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const result = JSON.parse(out.stdout) as SaiResult;
    expect(result.sai).toBe(7_285);
    expect(result.steps.length).toBeGreaterThan(10);
  });

  it('prints an array of results for an array of requests', () => {
    const some = vectors.slice(0, 5);
    const out = run(JSON.stringify(some.map((v) => v.request)));
    expect(out.status).toBe(0);
    const results = JSON.parse(out.stdout) as SaiResult[];
    expect(results.map((r) => r.sai)).toEqual(some.map((v) => v.expected.sai ?? v.expected.provisionalSai));
  });

  it('a bad request names the field and exits non-zero', () => {
    const out = run(
      JSON.stringify({ awardYear: '2026-27', formula: 'A', familySize: 3, parent: { agi: 'lots' } }),
    );
    expect(out.status).toBe(1);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/parent\.agi: must be a whole number of US dollars/);
  });

  it('names the index of a bad request in an array', () => {
    const out = run(
      JSON.stringify([vectors[0]?.request, { awardYear: '1999-00', formula: 'D', familySize: 3 }]),
    );
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/\[1\] awardYear: has no SAI tables/);
    expect(out.stderr).toMatch(/\[1\] formula: must be 'A'/);
  });

  it('rejects input that is not JSON', () => {
    const out = run('{ not json');
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/not valid JSON/);
  });
});
