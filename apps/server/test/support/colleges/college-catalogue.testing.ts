import { DEFAULT_GROWTH_RATES } from '@ccp/aid-engine';
import type { CollegeSearchItem } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { afterAll, beforeAll, expect } from 'vitest';
import { collegeCoaTotal } from '../../../src/modules/college-pricing/college-costs';
import { normaliseSearchText } from '../../../src/modules/colleges/college-entry';
import type { CollegeRow } from '../../../src/modules/colleges/colleges.repository';
import { seedColleges } from '../../../src/seed/colleges';
import { createTestApp, type TestApp, type TestUser } from '../test-app';

/*
 * The shared set-up of the college search tests: an app with the real catalogue, a family and an admin, and the
 * catalogue's rows. The bindings are filled in by `useCatalogueApp()`'s beforeAll.
 */
export let t: TestApp;
export let family: TestUser;
export let admin: TestUser;
export let rows: CollegeRow[];

export function useCatalogueApp() {
  beforeAll(async () => {
    t = await createTestApp();
    await seedColleges(t.db);
    await t.app.collegeCatalogue.refresh();
    [family, admin] = await Promise.all([t.user('family'), t.user('admin')]);
    rows = await t.db.select().from(schema.colleges);
  });
  afterAll(async () => t?.close());
}

export interface Page {
  items: CollegeSearchItem[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  assumptions: Record<string, unknown>;
  fitStudent: { id: string; name: string; hasScores: boolean } | null;
  loanRate: { percent: number; awardYear: string; source: string };
  homeZip: string | null;
  orderNote: string | null;
}

export async function search(query: string, user: TestUser = family): Promise<Page> {
  const res = await t.inject({ method: 'GET', url: `/api/family/colleges?${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every result of a query (all pages of 100). */
export async function searchAll(query: string, user: TestUser = family): Promise<CollegeSearchItem[]> {
  const first = await search(`${query}&limit=100`, user);
  const items = [...first.items];
  for (let page = 2; (page - 1) * 100 < first.total; page += 1) {
    items.push(...(await search(`${query}&limit=100&page=${page}`, user)).items);
  }
  expect(items).toHaveLength(first.total);
  return items;
}

export const ids = (list: { id: number }[]) => list.map((c) => c.id).sort((a, b) => a - b);
/**
 * The cost of attendance the search filters on (the pricing module's own figure, for the year starting `year`);
 * its arithmetic is proven in college-costs.test.ts.
 */
export const coaOf = (
  row: CollegeRow,
  familyState: string | null,
  year = 2030,
  rate = DEFAULT_GROWTH_RATES.costGrowthPercent,
) => collegeCoaTotal(row, familyState, year, rate);

/** Every word of the search appears in the name, other names, former or common names or city (as a word or part of one). */
export const words = (text: string) => (r: CollegeRow) =>
  text
    .split(' ')
    .every((w) =>
      normaliseSearchText(
        [r.name, r.alias, r.formerNames, r.commonNames, r.city].map((v) => v ?? '').join(' '),
      ).includes(w),
    );
