import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { families, students } from './families';

/**
 * One US college. Columns mirror the Department of Education catalogue (College Scorecard + IPEDS),
 * documented in data/colleges/README.md; money is whole dollars per academic year, rates are proportions 0..1.
 */
export const colleges = pgTable(
  'colleges',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id'),
    name: text('name').notNull(),
    alias: text('alias'),
    city: text('city'),
    state: text('state').notNull(),
    zip: text('zip'),
    website: text('website'),
    netPriceCalculatorUrl: text('net_price_calculator_url'),
    control: text('control').notNull(),
    level: text('level').notNull(),
    predominantDegree: text('predominant_degree'),
    highestDegree: text('highest_degree'),
    mainCampus: smallint('main_campus'),
    localeCode: smallint('locale_code'),
    locale: text('locale'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    undergradEnrollment: integer('undergrad_enrollment'),
    admissionRate: doublePrecision('admission_rate'),
    satAvg: integer('sat_avg'),
    satReading25: integer('sat_reading_25'),
    satReading75: integer('sat_reading_75'),
    satMath25: integer('sat_math_25'),
    satMath75: integer('sat_math_75'),
    actComposite25: integer('act_composite_25'),
    actCompositeMid: integer('act_composite_mid'),
    actComposite75: integer('act_composite_75'),
    tuitionFeesInState: integer('tuition_fees_in_state'),
    tuitionFeesOutOfState: integer('tuition_fees_out_of_state'),
    /**
     * The spec's general tuition (used when the in-state or out-of-state figure is 0) and full-time fee. The
     * catalogue's tuition figures already include required fees, so both stay empty for its colleges; admins and
     * CSV files may set them.
     */
    tuitionFee: integer('tuition_fee'),
    fullTimeFee: integer('full_time_fee'),
    costOfAttendance: integer('cost_of_attendance'),
    costOfAttendanceProgramYear: integer('cost_of_attendance_program_year'),
    roomBoardOnCampus: integer('room_board_on_campus'),
    roomBoardOffCampus: integer('room_board_off_campus'),
    booksSupplies: integer('books_supplies'),
    otherExpensesOnCampus: integer('other_expenses_on_campus'),
    otherExpensesOffCampus: integer('other_expenses_off_campus'),
    otherExpensesWithFamily: integer('other_expenses_with_family'),
    avgNetPrice: integer('avg_net_price'),
    netPriceIncome0To30k: integer('net_price_income_0_30k'),
    netPriceIncome30To48k: integer('net_price_income_30_48k'),
    netPriceIncome48To75k: integer('net_price_income_48_75k'),
    netPriceIncome75To110k: integer('net_price_income_75_110k'),
    netPriceIncome110kPlus: integer('net_price_income_110k_plus'),
    completionRate150: doublePrecision('completion_rate_150'),
    pellGrantShare: doublePrecision('pell_grant_share'),
    federalLoanShare: doublePrecision('federal_loan_share'),
    medianDebtCompleters: integer('median_debt_completers'),
    tuitionFeesInDistrict2022: integer('tuition_fees_in_district_2022_23'),
    tuitionFeesInState2022: integer('tuition_fees_in_state_2022_23'),
    tuitionFeesOutOfState2022: integer('tuition_fees_out_of_state_2022_23'),
    booksSupplies2022: integer('books_supplies_2022_23'),
    roomBoardOnCampus2022: integer('room_board_on_campus_2022_23'),
    otherExpensesOnCampus2022: integer('other_expenses_on_campus_2022_23'),
    roomBoardOffCampus2022: integer('room_board_off_campus_2022_23'),
    otherExpensesOffCampus2022: integer('other_expenses_off_campus_2022_23'),
    otherExpensesWithFamily2022: integer('other_expenses_with_family_2022_23'),
    /** Newer official figures (colleges-supplement.csv): IPEDS 2023-24 charges, Scorecard 2022-23 net price, earnings. */
    tuitionFeesInDistrict2023: integer('tuition_fees_in_district_2023_24'),
    tuitionFeesInState2023: integer('tuition_fees_in_state_2023_24'),
    tuitionFeesOutOfState2023: integer('tuition_fees_out_of_state_2023_24'),
    booksSupplies2023: integer('books_supplies_2023_24'),
    roomBoardOnCampus2023: integer('room_board_on_campus_2023_24'),
    otherExpensesOnCampus2023: integer('other_expenses_on_campus_2023_24'),
    roomBoardOffCampus2023: integer('room_board_off_campus_2023_24'),
    otherExpensesOffCampus2023: integer('other_expenses_off_campus_2023_24'),
    otherExpensesWithFamily2023: integer('other_expenses_with_family_2023_24'),
    avgNetPrice2022: integer('avg_net_price_2022_23'),
    netPriceIncome0To30k2022: integer('net_price_income_0_30k_2022_23'),
    netPriceIncome30To48k2022: integer('net_price_income_30_48k_2022_23'),
    netPriceIncome48To75k2022: integer('net_price_income_48_75k_2022_23'),
    netPriceIncome75To110k2022: integer('net_price_income_75_110k_2022_23'),
    netPriceIncome110kPlus2022: integer('net_price_income_110k_plus_2022_23'),
    medianEarnings10yr: integer('median_earnings_10yr'),
    medianEarnings6yr: integer('median_earnings_6yr'),
    /** Names the college had before (`|`-separated), e.g. after a rename: still found by the search. */
    formerNames: text('former_names'),
    /** Short names families type ("Penn State", "MIT"), `|`-separated: the search ranks them first. */
    commonNames: text('common_names'),
    /** The academic year of the Scorecard/IPEDS figures the row was built from (prices carry their own years). */
    dataYear: text('data_year'),
    /** Where the row's figures come from, in a few words. */
    dataSource: text('data_source'),
    /** Share of degrees awarded per 2-digit CIP family, e.g. { "11": 0.12 }. */
    degreeShares: jsonb('degree_shares').$type<Record<string, number>>().notNull().default({}),
    /**
     * Raised by every update, whoever writes (a trigger, migration 0028): an admin's save carries the version it
     * read and is refused when the row changed since (ADR 0072).
     */
    editVersion: integer('edit_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The id of the transaction that last wrote the row (pg_current_xact_id, set by a trigger on every insert and
     * update, migration 0004), so that each server instance can read only the colleges changed since its last look
     * (ADR 0014).
     */
    changeXid: bigint('change_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [
    uniqueIndex('colleges_unit_id_idx').on(t.unitId),
    index('colleges_change_xid_idx').on(t.changeXid),
    index('colleges_state_idx').on(t.state),
    index('colleges_name_idx').on(t.name),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_student_college_idx').on(t.studentId, t.collegeId),
    index('favourites_family_idx').on(t.familyId),
  ],
);

/** Each use of the College Cost Calculator, so that admins see who uses it and for which colleges. */
export const calculatorUses = pgTable(
  'calculator_uses',
  {
    id: id(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    collegeId: integer('college_id').references(() => colleges.id, { onDelete: 'set null' }),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('calculator_uses_created_idx').on(t.createdAt),
    index('calculator_uses_user_idx').on(t.userId),
  ],
);

/**
 * A deleted college, recorded by a trigger on every delete from `colleges` (migration 0004) with the deleting
 * transaction's id, so that every instance drops it from its in-memory catalogue. Rows older than a day are pruned.
 */
export const collegeDeletions = pgTable(
  'college_deletions',
  {
    collegeId: integer('college_id').notNull(),
    changeXid: bigint('change_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('college_deletions_change_xid_idx').on(t.changeXid)],
);

/**
 * A revision number per read-mostly catalogue ('colleges'), bumped by a statement trigger on TRUNCATE (migration
 * 0004; before it, on every write), which makes every server instance reload its whole in-memory copy. Row changes
 * travel by `colleges.change_xid` and `college_deletions` instead.
 */
export const catalogueRevisions = pgTable('catalogue_revisions', {
  name: text('name').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bundled data release applied to this database (the catalogue additions, the aid policies): recorded once, so
 * that each is brought into an existing database exactly once, at start or by `npm run db:seed:colleges`, and an
 * admin's later edits are never overwritten by it.
 */
export const catalogueReleases = pgTable('catalogue_releases', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
