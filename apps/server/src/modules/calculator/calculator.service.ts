import type {
  CalculatorRunRequestSchema,
  CalculatorRunResponse,
  CalculatorUsersRequestSchema,
  CalculatorUsersResponse,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { AppError, notFound } from '../../errors';
import {
  academicYearOf,
  collegeCostOfAttendance,
  collegeSpecCost,
  type PricingKey,
  publishedNetPriceYear,
  publishedPriceYear,
} from '../college-pricing/college-costs';
import { policyBook } from '../college-pricing/policy-book';
import type { CollegeCatalogue } from '../colleges/catalogue';
import { findCollege } from '../colleges/colleges.repository';
import { collegeFigures } from '../family-figures/college-figures';
import type { FamilyContexts } from '../family-figures/family-contexts';
import { studentFiguresIn } from '../family-figures/figures-basis';
import * as repo from './calculator.repository';

export interface CalculatorDeps {
  db: Db;
  catalogue: CollegeCatalogue;
  familyContexts: FamilyContexts;
}

type RunInput = z.output<typeof CalculatorRunRequestSchema>;

const sum = (values: (number | null)[]) =>
  values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v ?? 0), 0);

/**
 * One run of the College Cost Calculator: the published cost of attendance by the spec's rule, need and
 * estimated net price, each year of study grown by the annual increase; recorded as a calculator use. Run with the
 * student's own SAI and income for its first college year (the defaults), every year's figures are the student's
 * own for that year (the plan's, docs/decisions/0046); with typed ones, the typed SAI and income hold every year.
 */
export async function runCalculator(
  deps: CalculatorDeps,
  actor: Actor,
  input: RunInput,
): Promise<CalculatorRunResponse> {
  const family = await deps.familyContexts.fresh(actor, input.familyVersionId);
  const student = input.studentId ? family.students.find((s) => s.id === input.studentId) : null;
  if (input.studentId && !student) throw notFound('That student');
  const whose = student ?? family.students[0] ?? null;
  const first = whose ? studentFiguresIn(family, whose, input.startYear) : null;
  const own =
    whose !== null &&
    first !== null &&
    input.federalSai === first.federalSai &&
    input.income === first.income;
  const index = await deps.catalogue.index();
  const position = index.positionOf(input.collegeId);
  const row = position === undefined ? await findCollege(deps.db, input.collegeId) : index.rows[position]!;
  if (!row) throw notFound('That college');

  const rate = input.annualIncreasePercent;
  const policies = await policyBook(deps.db);
  const place = {
    familyState: input.familyState,
    living: whose?.living ?? null,
    inDistrict: whose?.inDistrict ?? null,
  };
  const coa = collegeCostOfAttendance(row, place, input.startYear, rate);
  const spec = collegeSpecCost(row, input.familyState, input.startYear, rate);
  if (coa.total === null) {
    throw new AppError(
      'UNPROCESSABLE',
      `${row.name} publishes no tuition, so its cost of attendance cannot be worked out. Its own net price calculator may help.`,
    );
  }
  // The chosen student's institutional estimate (default: the first student's), as on every college screen.
  // Without an SAI (the family cleared it) nothing after grants is estimated, the institutional one included.
  const typedInstitutional = input.federalSai === null ? null : (whose?.institutionalSai ?? null);
  const pricing = (start: number): PricingKey => {
    const figures = own && whose ? studentFiguresIn(family, whose, start) : null;
    return {
      ...place,
      policies,
      familyState: input.familyState,
      federalSai: figures ? figures.federalSai : input.federalSai,
      institutionalSai: figures ? figures.institutional.estimate : typedInstitutional,
      income: figures ? figures.income : input.income,
      pellAward: figures ? figures.pell.annualAward : null,
      priceYearStart: start,
      annualIncreasePercent: rate,
    };
  };
  const firstKey = pricing(input.startYear);
  const firstFigures = collegeFigures(row, firstKey);
  const net = firstFigures.netPrice;
  // Every year by the same projection rule as the first, at the chosen yearly increase.
  const years = Array.from({ length: input.years }, (_, k) => {
    const start = input.startYear + k;
    const key = k === 0 ? firstKey : pricing(start);
    const figures = k === 0 ? firstFigures : collegeFigures(row, key);
    return {
      academicYear: academicYearOf(start),
      costOfAttendance: figures.fullCost!,
      estimatedNeed: figures.need,
      estimatedNetPrice: figures.netPrice.estimate,
      grants: figures.grants,
    };
  });
  const result = {
    college: {
      id: row.id,
      name: row.name,
      city: row.city,
      state: row.state,
      control: row.control as CalculatorRunResponse['college']['control'],
      level: row.level as CalculatorRunResponse['college']['level'],
      netPriceCalculatorUrl: row.netPriceCalculatorUrl,
    },
    student: student ? { id: student.id, name: student.name } : null,
    priceYear: academicYearOf(input.startYear),
    publishedPriceYear: publishedPriceYear(row),
    residency: spec.residency,
    costOfAttendance: {
      lines: spec.lines,
      total: spec.total ?? 0,
      tuitionBasis: spec.tuitionBasis,
      rule: spec.rule,
    },
    fullCost: coa.total,
    fullCostOfAttendance: {
      lines: coa.lines,
      total: coa.total,
      tuitionBasis: coa.tuitionBasis,
      rule: coa.rule,
    },
    tuitionFeesRoomBoard: firstFigures.tuitionFeesRoomBoard,
    netPriceLabel: net.method === 'unavailable' ? null : net.label,
    estimatedNeed: firstFigures.need,
    estimatedNetPrice: net.estimate,
    netPriceLow: net.low,
    netPriceHigh: net.high,
    netPriceMethod: net.method,
    netPriceDataYear:
      net.method === 'unavailable'
        ? null
        : net.method === 'income-bracket' || net.method === 'average'
          ? publishedNetPriceYear(row)
          : publishedPriceYear(row),
    estimateReasons: family.estimateReasons,
    years,
    totals: {
      costOfAttendance: years.reduce((a, y) => a + y.costOfAttendance, 0),
      estimatedNeed: sum(years.map((y) => y.estimatedNeed)),
      estimatedNetPrice: sum(years.map((y) => y.estimatedNetPrice)),
      grants: sum(years.map((y) => y.grants)),
    },
    inputs: {
      familyState: input.familyState,
      federalSai: input.federalSai,
      income: input.income,
      startYear: input.startYear,
      years: input.years,
      annualIncreasePercent: input.annualIncreasePercent,
    },
  };
  const use = await repo.insertUse(deps.db, {
    userId: actor.impersonatedBy ?? actor.userId,
    familyId: family.familyId,
    collegeId: row.id,
    inputs: { ...result.inputs, studentId: student?.id ?? null },
    result: {
      costOfAttendance: result.costOfAttendance.total,
      estimatedNetPrice: result.estimatedNetPrice,
      totals: result.totals,
    },
  });
  return { id: use.id, ...result, createdAt: use.createdAt.toISOString() };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const COLLEGES_PER_USER = 8;

export async function listCalculatorUsers(
  db: Db,
  query: z.output<typeof CalculatorUsersRequestSchema>,
): Promise<CalculatorUsersResponse> {
  const { rows, total } = await repo.listCalculatorUsers(db, query);
  const used = await repo.collegesUsedBy(
    db,
    rows.map((r) => r.userId),
  );
  return {
    items: rows.map((r) => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      familyName: r.familyName,
      uses: r.uses,
      firstUsedAt: iso(r.firstUsedAt),
      lastUsedAt: iso(r.lastUsedAt),
      colleges: used
        .filter((c) => c.userId === r.userId)
        .slice(0, COLLEGES_PER_USER)
        .map((c) => ({ id: c.id, name: c.name, state: c.state })),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
