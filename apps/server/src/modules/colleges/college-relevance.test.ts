import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  rows,
  search,
  searchAll,
  t,
  useCatalogueApp,
} from '../../../test/support/colleges/college-catalogue.testing';
import type { TestUser } from '../../../test/support/test-app';
import { BUNDLED_COLLEGES } from '../../seed/colleges';

useCatalogueApp();

/** What families type, and the college (by IPEDS unit id) that must come first. */
const COMMON_NAMES: [string, number, string][] = [
  ['MIT', 166683, 'Massachusetts Institute of Technology'],
  ['UCLA', 110662, 'University of California-Los Angeles'],
  ['Penn State', 214777, 'Pennsylvania State University-Main Campus'],
  ['Pennsylvania State', 214777, 'Pennsylvania State University-Main Campus'],
  ['UNC', 199120, 'University of North Carolina at Chapel Hill'],
  ['Ole Miss', 176017, 'University of Mississippi'],
  ['Cal', 110635, 'University of California-Berkeley'],
  ['Georgia Tech', 139755, 'Georgia Institute of Technology-Main Campus'],
  ['Virginia Tech', 233921, 'Virginia Polytechnic Institute and State University'],
  ['BYU', 230038, 'Brigham Young University'],
  ['mit', 166683, 'Massachusetts Institute of Technology'],
  ['Ohio State', 204796, 'Ohio State University-Main Campus'],
];

describe('search by relevance: what families type comes first', () => {
  it.each(COMMON_NAMES)('"%s" returns unit %i (%s) first', async (typed, unitId, name) => {
    const page = await search(`search=${encodeURIComponent(typed)}`);
    expect(page.items[0], JSON.stringify(page.items.slice(0, 3).map((c) => c.name))).toMatchObject({
      unitId,
      name,
    });
  });

  it.each(['CUNY', 'SUNY'])('"%s" lists the system\'s campuses first', async (system) => {
    const page = await search(`search=${system}&limit=10`);
    expect(page.items.length).toBe(10);
    for (const college of page.items) {
      const names = [college.name, college.alias ?? '', ...college.formerNames].join(' ');
      expect(names, college.name).toMatch(new RegExp(system));
    }
  });
});

describe('the catalogue finds every college', () => {
  it('holds Penn State and the other colleges the 2021-22 catalogue missed, each with its data year', async () => {
    const page = await search('search=Penn%20State&limit=50');
    const campuses = page.items.filter((c) => c.name.startsWith('Pennsylvania State University'));
    expect(campuses.length).toBeGreaterThanOrEqual(15);
    expect(page.items[0]).toMatchObject({ unitId: 214777, state: 'PA', dataYear: '2022-23' });
    expect(page.items[0]?.dataSource).toMatch(/College Scorecard 2022-23/);
    const merged = await search('search=Commonwealth%20University%20of%20Pennsylvania');
    expect(merged.items[0]).toMatchObject({
      unitId: 498562,
      commonNames: expect.arrayContaining(['Bloomsburg']),
    });
    const older = await search('search=Harvard');
    expect(older.items[0]).toMatchObject({ name: 'Harvard University', dataYear: '2021-22' });
  });

  it('shows a renamed college by its current name and finds it by its former one', async () => {
    const current = await search('search=Indiana%20University-Indianapolis');
    expect(current.items[0]).toMatchObject({
      unitId: 151111,
      name: 'Indiana University-Indianapolis',
      formerNames: ['Indiana University-Purdue University-Indianapolis'],
    });
    const former = await search('search=IUPUI');
    expect(former.items[0]).toMatchObject({ unitId: 151111, name: 'Indiana University-Indianapolis' });
    const vermont = await search('search=Vermont%20Technical%20College');
    expect(vermont.items[0]).toMatchObject({ unitId: 231165, name: 'Vermont State University' });
    expect(vermont.items[0]?.dataSource).toMatch(/reported as Vermont Technical College, renamed since/);
  });

  it('says how a relevance list is ordered, and keeps a chosen sort', async () => {
    const typed = await search('search=MIT');
    expect(typed.orderNote).toMatch(/^Best matches for “MIT” first/);
    const byName = await search('search=MIT&sort_college=name&sort_order=ASC&limit=100');
    const names = byName.items.map((c) => c.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base', numeric: true })),
    );
    expect(byName.orderNote).toBeNull();
    expect(byName.total).toBe(typed.total);
  });
});

describe('the list before anything is typed: useful to this family', () => {
  let ohio: TestUser;
  let ohioWithFavourites: TestUser;
  let harvard: number;

  async function ohioFamily(user: TestUser, favourites: number[]) {
    const [family] = await t.db
      .update(schema.families)
      .set({ state: 'OH', federalSai: 30_500 })
      .where(eq(schema.families.userId, user.userId))
      .returning();
    const [student] = await t.db
      .insert(schema.students)
      .values({ familyId: family!.id, position: 1, name: 'Sam', graduationYear: 2027, sat: 1450 })
      .returning();
    if (favourites.length > 0) {
      await t.db
        .insert(schema.favourites)
        .values(favourites.map((collegeId) => ({ familyId: family!.id, studentId: student!.id, collegeId })));
    }
  }

  beforeAll(async () => {
    harvard = rows.find((r) => r.unitId === 166027)!.id;
    [ohio, ohioWithFavourites] = await Promise.all([t.user('family'), t.user('family')]);
    await ohioFamily(ohio, []);
    await ohioFamily(ohioWithFavourites, [harvard]);
  });

  const positionOf = (items: { id: number }[], unitId: number) =>
    items.findIndex((c) => c.id === rows.find((r) => r.unitId === unitId)!.id);

  it('opens with well-known colleges, not the cheapest obscure ones (no state, no favourites)', async () => {
    const page = await search('');
    expect(page).toMatchObject({ page: 1, limit: 20, total: BUNDLED_COLLEGES });
    expect(page.orderNote).toMatch(/^Suggested first: larger colleges/);
    expect(page.items.map((c) => c.name)).not.toContain('United States Merchant Marine Academy');
    for (const college of page.items) {
      expect(college.level).toBe('4-year');
      expect(college.control).not.toBe('private for-profit');
    }
    const beyond = await search('page=500');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(BUNDLED_COLLEGES);
  });

  it("puts the family's state first, by fit", async () => {
    const page = await search('', ohio);
    expect(page.orderNote).toMatch(/colleges in Ohio and colleges that fit Sam's test scores come first/);
    expect(page.items.every((c) => c.state === 'OH')).toBe(true);
    expect(page.items.map((c) => c.name)).toContain('Ohio State University-Main Campus');
  });

  it("moves the favourites' peers up", async () => {
    const without = await searchAll('sort_college=relevance', ohio);
    const withFavourite = await searchAll('sort_college=relevance', ohioWithFavourites);
    // Yale and Princeton: private nonprofit 4-year colleges as selective as Harvard, outside Ohio.
    for (const peer of [130794, 186131]) {
      expect(positionOf(withFavourite, peer)).toBeLessThan(positionOf(without, peer));
    }
    const page = await search('', ohioWithFavourites);
    expect(page.orderNote).toMatch(/colleges like Sam's favorite/);
  });

  it('keeps every sort of the spec when the family chooses one', async () => {
    const page = await search('sort_college=net_price&sort_order=ASC&limit=50', ohio);
    const prices = page.items.map((c) => c.estimatedNetPrice).filter((v): v is number => v !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.orderNote).toBeNull();
  });

  it('says which figure the "Cost of attendance" sort orders by, as the cards label it', async () => {
    const page = await search('sort_college=coa&sort_order=ASC&limit=50', ohio);
    const costs = page.items.map((c) => c.costOfAttendance).filter((v): v is number => v !== null);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(page.orderNote).toMatch(/^Ordered by tuition, fees, room and board a year/);
  });
});
