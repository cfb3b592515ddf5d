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
  collegeFullCost,
  collegeNeed,
  collegeNetPrice,
  publishedNetPriceYear,
  publishedPriceYear,
} from '../college-pricing/college-costs';
import type { CollegeCatalogue } from '../colleges/catalogue';
import { findCollege } from '../colleges/colleges.repository';
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
  const coa = collegeCostOfAttendance(row, input.familyState, input.startYear, rate);
  if (coa.total === null) {
    throw new AppError(
      'UNPROCESSABLE',
      `${row.name} publishes no tuition, so its cost of attendance cannot be worked out. Its own net price calculator may help.`,
    );
  }
  // The chosen student's institutional estimate (default: the first student's), as on every college screen.
  // Without an SAI (the family cleared it) nothing after grants is estimated, the institutional one included.
  const typedInstitutional = input.federalSai === null ? null : (whose?.institutionalSai ?? null);
  const pricing = (start: number) => {
    const figures = own && whose ? studentFiguresIn(family, whose, start) : null;
    return {
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
  const net = collegeNetPrice(row, coa.total, firstKey);
  // Every year by the same projection rule as the first, at the chosen yearly increase.
  const years = Array.from({ length: input.years }, (_, k) => {
    const start = input.startYear + k;
    const key = k === 0 ? firstKey : pricing(start);
    const cost = collegeCostOfAttendance(row, input.familyState, start, rate).total!;
    const netPrice = collegeNetPrice(row, cost, key).estimate;
    return {
      academicYear: academicYearOf(start),
      costOfAttendance: cost,
      estimatedNeed: collegeNeed(cost, key.federalSai),
      estimatedNetPrice: netPrice,
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
    residency: coa.residency,
    costOfAttendance: { lines: coa.lines, total: coa.total, tuitionBasis: coa.tuitionBasis, rule: coa.rule },
    fullCost: collegeFullCost(row, input.familyState, input.startYear, rate),
    estimatedNeed: collegeNeed(coa.total, firstKey.federalSai),
    estimatedNetPrice: net.estimate,
    netPriceLow: net.low,
    netPriceHigh: net.high,
    netPriceMethod: net.method,
    netPriceDataYear:
      net.method === 'unavailable'
        ? null
        : net.method === 'need-based'
          ? publishedPriceYear(row)
          : publishedNetPriceYear(row),
    estimateReasons: family.estimateReasons,
    years,
    totals: {
      costOfAttendance: years.reduce((a, y) => a + y.costOfAttendance, 0),
      estimatedNeed: sum(years.map((y) => y.estimatedNeed)),
      estimatedNetPrice: sum(years.map((y) => y.estimatedNetPrice)),
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
