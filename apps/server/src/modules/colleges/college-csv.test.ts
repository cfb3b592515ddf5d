import { describe, expect, it } from 'vitest';
import { parseCollegeCsv } from './college-csv';

const csv = (text: string) => parseCollegeCsv(new TextEncoder().encode(text));

describe('a college CSV that is not valid CSV', () => {
  it('says in plain words which line, which column and how to fix a stray quotation mark', () => {
    const parsed = csv('unitid,name,state\n100654,Main "North" Campus,AL\n');
    expect(parsed.problems).toHaveLength(1);
    const [problem] = parsed.problems;
    expect(problem).toMatchObject({ row: 2, column: 'name' });
    expect(problem?.message).toMatch(
      /^On line 2, in the column "name", a quotation mark \(".*\) is in the middle/,
    );
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

describe('the price year of imported prices', () => {
  const november2026 = new Date('2026-11-28T12:00:00Z');
  const parse = (text: string) => parseCollegeCsv(new TextEncoder().encode(text), november2026);
  const head = 'unitid,name,state,control,level';

  it('takes the price_year column, in either way of writing a year', () => {
    const parsed = parse(
      `${head},price_year,tuition_fees_in_state\n1,A,OH,public,4-year,2024-25,9000\n2,B,OH,public,4-year,2023-2024,8000\n`,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => r.values.dataYear)).toEqual(['2024-25', '2023-24']);
  });

  it('dates prices without a year as the current academic year (July to June)', () => {
    const parsed = parse(`${head},price_year,tuition_fees_in_state\n1,A,OH,public,4-year,,9000\n`);
    expect(parsed.rows[0]?.values.dataYear).toBe('2026-27');
    const noColumn = parse(`${head},tuition_fees_in_state\n1,A,OH,public,4-year,9000\n`);
    expect(noColumn.keys).toContain('dataYear');
    expect(noColumn.rows[0]?.values.dataYear).toBe('2026-27');
    const spring = parseCollegeCsv(
      new TextEncoder().encode(`${head},tuition_fees_in_state\n1,A,OH,public,4-year,9000\n`),
      new Date('2027-03-01T12:00:00Z'),
    );
    expect(spring.rows[0]?.values.dataYear).toBe('2026-27');
  });

  it('leaves the year alone when the file has no prices', () => {
    const parsed = parse(`${head},city\n1,A,OH,public,4-year,Dayton\n`);
    expect(parsed.keys).not.toContain('dataYear');
    expect(parsed.rows[0]?.values.dataYear).toBeUndefined();
  });

  it('refuses a year that is not an academic year, saying how to write one', () => {
    const parsed = parse(`${head},price_year\n1,A,OH,public,4-year,2024/25\n2,B,OH,public,4-year,2031-32\n`);
    expect(parsed.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'data_year'],
      [3, 'data_year'],
    ]);
    expect(parsed.problems[0]?.message).toBe(
      '"2024/25" is not an academic year. Enter an academic year like 2025-26, from 2000-01 to next year.',
    );
  });
});
