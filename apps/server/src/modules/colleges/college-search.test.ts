import { COLLEGE_TYPES, type CollegeSearchItem } from '@ccp/contracts';
import { describe, expect, it } from 'vitest';
import {
  coaOf,
  family,
  ids,
  rows,
  search,
  searchAll,
  t,
  useCatalogueApp,
  words,
} from '../../../test/support/colleges/college-catalogue.testing';
import { aidRateOf, giftRateOf } from './college-entry';
import type { CollegeRow } from './colleges.repository';

useCatalogueApp();

describe('college search filters, each on the real catalogue', () => {
  const cases: [string, (r: CollegeRow) => boolean][] = [
    ['state=OH', (r) => r.state === 'OH'],
    ['college_level=2-year', (r) => r.level === '2-year'],
    ['college_type=private-nonprofit', (r) => r.control === COLLEGE_TYPES['private-nonprofit']],
    ['college_type=private-for-profit', (r) => r.control === 'private for-profit'],
    ['major_code=14', (r) => (r.degreeShares['14'] ?? 0) > 0],
    ['acceptance=50', (r) => r.admissionRate !== null && r.admissionRate >= 0.5],
    ['graduation_rate=60', (r) => r.completionRate150 !== null && r.completionRate150 >= 0.6],
    ['gift_rate=40', (r) => (giftRateOf(r) ?? -1) >= 0.4],
    ['aid_rate=75', (r) => (aidRateOf(r) ?? -1) >= 0.75],
    ['college_size_min=20000', (r) => r.undergradEnrollment !== null && r.undergradEnrollment >= 20000],
    ['college_size_max=500', (r) => r.undergradEnrollment !== null && r.undergradEnrollment <= 500],
    [
      'coa=20000&family_state=OH&student_graduation_year=2030',
      (r) => (coaOf(r, 'OH') ?? Number.POSITIVE_INFINITY) <= 20000,
    ],
    ['search=university%20of%20ohio', words('university of ohio')],
    ['search=Ohio%20State', words('ohio state')],
    ['search=Dayton', (r) => [r.name, r.alias, r.city].some((v) => v?.toLowerCase().includes('dayton'))],
  ];

  it.each(cases)('%s narrows to exactly the matching colleges', async (query, matches) => {
    const expected = rows.filter(matches);
    const found = await searchAll(query);
    expect(ids(found)).toEqual(ids(expected));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
  });

  it('combines filters (every condition at once)', async () => {
    const query =
      'state=CA&college_level=4-year&college_type=public&major_code=11&acceptance=30&graduation_rate=50&college_size_min=5000&family_state=CA&coa=40000&student_graduation_year=2030';
    const expected = rows.filter(
      (r) =>
        r.state === 'CA' &&
        r.level === '4-year' &&
        r.control === 'public' &&
        (r.degreeShares['11'] ?? 0) > 0 &&
        (r.admissionRate ?? -1) >= 0.3 &&
        (r.completionRate150 ?? -1) >= 0.5 &&
        (r.undergradEnrollment ?? -1) >= 5000 &&
        (coaOf(r, 'CA') ?? Number.POSITIVE_INFINITY) <= 40000,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(ids(await searchAll(query))).toEqual(ids(expected));
  });

  it('searches names, aliases and cities, ignoring case and accents', async () => {
    const byAlias = await search('search=aamu');
    expect(byAlias.items.map((c) => c.name)).toContain('Alabama A & M University');
    const accented = await search('search=Pont%C3%ADfica');
    const plain = await search('search=Pontifica');
    expect(ids(accented.items)).toEqual(ids(plain.items));
  });

  it('refuses bad filter values with a message per parameter', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/family/colleges?college_type=state-run&acceptance=150&major_code=99&limit=500',
      headers: family.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'acceptance',
      'college_type',
      'limit',
      'major_code',
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/family/colleges' });
    expect(res.statusCode).toBe(401);
  });

  it('carries exactly the security headers of every other answer (set once, not by helmet per request)', async () => {
    const hot = await t.inject({ method: 'GET', url: '/api/family/colleges', headers: family.headers });
    const other = await t.inject({
      method: 'GET',
      url: '/api/family/colleges/defaults',
      headers: family.headers,
    });
    expect(hot.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    const helmetSet = Object.keys(t.app.securityHeaders);
    expect(helmetSet).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options']),
    );
    for (const name of helmetSet) {
      expect(hot.headers[name], name).toBe(other.headers[name]);
      expect(hot.headers[name], name).toBe(t.app.securityHeaders[name]);
    }
  });
});

describe('sorting and paging', () => {
  const sorts: [string, (c: CollegeSearchItem) => number | string | null][] = [
    ['size', (c) => c.undergradEnrollment],
    ['acceptance', (c) => c.acceptanceRate],
    ['graduation_rate', (c) => c.graduationRate],
    ['coa', (c) => c.costOfAttendance],
    ['net_price', (c) => c.estimatedNetPrice],
    ['gift_rate', (c) => c.giftRate],
  ];

  it.each(sorts)(
    'sort_college=%s orders both ways with unknown values last, and pages are stable',
    async (key, value) => {
      for (const order of ['ASC', 'DESC'] as const) {
        const base = `state=NY&sort_college=${key}&sort_order=${order}&family_state=NY&family_federal_sai=15000`;
        const whole = await searchAll(base);
        const values = whole.map(value);
        const known = values.filter((v): v is number => v !== null) as number[];
        const firstUnknown = values.indexOf(null);
        if (firstUnknown >= 0) expect(values.slice(firstUnknown).every((v) => v === null)).toBe(true);
        expect(known).toEqual([...known].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
        // Pages of 7 put together give the same order as one long list (ties broken by id).
        const pages: CollegeSearchItem[] = [];
        for (let page = 1; page <= 4; page += 1)
          pages.push(...(await search(`${base}&limit=7&page=${page}`)).items);
        expect(pages.map((c) => c.id)).toEqual(whole.slice(0, 28).map((c) => c.id));
      }
    },
  );

  it('sorts by name A to Z and Z to A', async () => {
    const az = (await search('state=VT&sort_college=name&sort_order=ASC&limit=100')).items.map((c) => c.name);
    expect(az).toEqual(
      [...az].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base', numeric: true })),
    );
    const za = (await search('state=VT&sort_college=name&sort_order=desc&limit=100')).items.map(
      (c) => c.name,
    );
    expect(za).toEqual([...az].reverse());
  });
});
