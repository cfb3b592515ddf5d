import { CollegeSearchResponseSchema } from '@ccp/contracts';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './schema-serializer';

const Schema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate: z.number().nullable(),
  kind: z.enum(['a', 'b']),
  year: z.literal('2022-23'),
  tags: z.array(z.object({ label: z.string(), ok: z.boolean() })),
  note: z.string().optional(),
});
const serialize = compiledSerializer({ schema: Schema, method: 'GET', url: '/x' } as never);
const valid = {
  id: 1,
  name: 'A "quoted" \n name',
  rate: null,
  kind: 'a',
  year: '2022-23',
  tags: [{ label: 't', ok: true }],
};

describe('compiled response serializer', () => {
  it('writes the same JSON as JSON.stringify for valid data, in schema order, leaving out unknown keys', () => {
    expect(JSON.parse(serialize({ ...valid, extra: 'dropped' }))).toEqual(valid);
    expect(serialize(valid)).toBe(JSON.stringify(valid));
    expect(JSON.parse(serialize({ ...valid, note: 'n' })).note).toBe('n');
  });

  it('writes ASCII only, escaping other characters, and the JSON reads back the same', () => {
    const names = { ...valid, name: 'Universidad Polit\u00e9cnica \u2013 \u201cUPR\u201d \u{1F393}' };
    const json = serialize(names);
    expect(json).toMatch(/^[ -~]*$/);
    expect(json).toContain('\\u2013');
    expect(JSON.parse(json)).toEqual(names);
  });

  it.each([
    ['a wrong type', { ...valid, id: '1' }, 'id'],
    ['a fraction for a whole number', { ...valid, id: 1.5 }, 'id'],
    ['a missing key', { ...valid, name: undefined }, 'name'],
    ['a value outside the enum', { ...valid, kind: 'c' }, 'kind'],
    ['a wrong nested value', { ...valid, tags: [{ label: 't', ok: 'yes' }] }, 'tags.0.ok'],
  ])('refuses %s, naming where', (_what, data, path) => {
    let error: unknown;
    try {
      serialize(data);
    } catch (err) {
      error = err;
    }
    expect(isResponseSerializationError(error)).toBe(true);
    const issue = (error as { cause: { issues: { path: (string | number)[] }[] } }).cause.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
  });

  it('writes a frozen object once and reuses its JSON', () => {
    const page = compiledSerializer({
      schema: CollegeSearchResponseSchema,
      method: 'GET',
      url: '/y',
    } as never);
    const item = Object.freeze({
      id: 1,
      unitId: 2,
      name: 'N',
      alias: null,
      city: null,
      state: 'OH',
      control: 'public',
      level: '4-year',
      website: null,
      undergradEnrollment: 10,
      collegeSize: 'small',
      acceptanceRate: null,
      satAvg: null,
      satRange: null,
      graduationRate: null,
      giftRate: null,
      aidRate: null,
      avgNetPrice: null,
      medianDebt: null,
      monthlyDebtPayment: null,
      medianEarnings: null,
      paymentShareOfEarnings: null,
      formerNames: [],
      commonNames: ['N U'],
      dataYear: '2021-22',
      dataSource: null,
      fit: { level: 'unknown', reason: 'Not enough data.' },
      distanceMiles: null,
      costOfAttendance: 100,
      tuitionFeesRoomBoard: 100,
      living: null,
      aidIndex: null,
      guarantee: null,
      fullNeedCapped: false,
      netPriceLabel: null,
      residency: 'in-state',
      estimatedNeed: null,
      estimatedNetPrice: null,
      netPriceLow: null,
      netPriceHigh: null,
      netPriceMethod: 'unavailable',
      netPriceDataYear: null,
      fullCost: null,
      priceYear: '2026-27',
      publishedPriceYear: '2021-22',
      projectedCost: null,
    });
    const assumptions = {
      familyState: null,
      federalSai: null,
      institutionalSai: null,
      income: null,
      studentId: null,
      studentGraduationYear: null,
      firstAcademicYear: null,
      annualIncreasePercent: 3,
      pellAward: null,
      yearNote: null,
      basis: null,
      priceYear: '2026-27',
      priceYearStart: 2026,
      estimateReasons: [],
    };
    const extra = {
      totalPages: 1,
      fitStudent: null,
      loanRate: { percent: 6.39, awardYear: '2025-26', source: 'studentaid.gov' },
      homeZip: null,
      orderNote: null,
    };
    const first = page({ items: [item], page: 1, limit: 20, total: 1, assumptions, ...extra });
    expect(JSON.parse(first).items[0]).toEqual(item);
    expect(page({ items: [item, item], page: 1, limit: 20, total: 2, assumptions, ...extra })).toContain(
      `[${JSON.stringify(item)},${JSON.stringify(item)}]`,
    );
  });
});
