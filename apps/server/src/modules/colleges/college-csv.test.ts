import { describe, expect, it } from 'vitest';
import { parseCollegeCsv } from './college-csv';

const csv = (text: string) => parseCollegeCsv(new TextEncoder().encode(text));

describe('a college CSV that is not valid CSV', () => {
  it('says in plain words which line, which column and how to fix a stray quotation mark', () => {
    const parsed = csv('unitid,name,state\n100654,Main "North" Campus,AL\n');
    expect(parsed.problems).toHaveLength(1);
    const [problem] = parsed.problems;
    expect(problem).toMatchObject({ row: 2, column: 'name' });
    expect(problem?.message).toMatch(/^On line 2, in the column "name", a quotation mark \(".*\) is in the middle/);
    expect(problem?.message).toContain('"Main ""North"" Campus"');
    // Never the parser's own words.
    expect(problem?.message).not.toMatch(/Invalid Opening Quote|field 0|CSV_/);
    expect(parsed.totalRows).toBe(0);
  });

  it('explains a quotation mark that is never closed', () => {
    const parsed = csv('unitid,name,state\n100654,"Alabama A & M University,AL\n100655,Other,AL\n');
    expect(parsed.problems[0]?.message).toMatch(/never closed/);
    expect(parsed.problems[0]?.message).toMatch(/^On line \d+/);
  });

  it('explains text after a closing quotation mark', () => {
    const parsed = csv('unitid,name,state\n100654,"Alabama" A & M,AL\n');
    expect(parsed.problems[0]?.message).toMatch(/after its closing quotation mark/);
  });
});
