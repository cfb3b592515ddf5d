import { createHash, randomBytes } from 'node:crypto';
import { dataSources, formatSai, isSaiStep } from '@ccp/aid-engine';
import {
  caseStudyFiguresText,
  type FamilyPlanResponse,
  type FamilySaiResponse,
  type FavouritesResponse,
  type NetPriceMethod,
  priceGrowthText,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError } from '../../errors';
import { publishedNetPriceYear } from '../college-pricing/college-costs';
import type { CollegeCatalogue } from '../colleges/catalogue';
import type { FamilyContexts } from '../family-figures/family-contexts';
import * as planRepo from '../family-plan/family-plan.repository';
import { planOfBasis } from '../family-plan/family-plan.service';
import { saiOfBasis } from '../family-sai/family-sai.service';
import { favouritesOfBasis } from '../favourites/favourites.service';
import * as repo from './family-report.repository';
import { type HowToPayFigures, howToPayFigures, howToPayHashPart, writeHowToPay } from './how-to-pay-section';
import { type Column, ReportWriter } from './report-pdf';

export interface ReportDeps {
  db: Db;
  catalogue: CollegeCatalogue;
  familyContexts: FamilyContexts;
}

const usd = (n: number | null | undefined) =>
  n === null || n === undefined
    ? 'not available'
    : `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US')}`;

const METHOD: Record<NetPriceMethod, string> = {
  'income-bracket': 'the college’s published average net price for your income band, grown to that year',
  average:
    'the college’s published overall average net price (none for your income band), grown to that year',
  'need-based': 'the need-based price: the cost less your need (the college publishes no net price)',
  'non-resident':
    'out-of-state: this college’s published net prices are for residents, so the full cost less the federal grants you qualify for',
  guarantee: 'the college’s published income guarantee at your income, grown to that year',
  unavailable: 'not available: the college publishes no tuition or the SAI is not known',
};

export const DISCLAIMER =
  'This report is an estimate made by College Cost Planner from the information your family entered. It is not an ' +
  'offer of financial aid and not an official FAFSA or CSS Profile result: only the FAFSA sets the federal Student ' +
  'Aid Index, and each college decides its own aid. Figures for later years are projections. The reference number ' +
  'and the date identify exactly these figures.';

/** The sources, the SAI and tax ones from the aid engine's data files (which years, what is provisional). */
export const DATA_SOURCES = [
  ...dataSources(),
  'College prices and net prices: U.S. Department of Education, College Scorecard; NCES, IPEDS (the catalogue’s newest published year for each college).',
  'Institutional estimate: a CSS-Profile-style estimate made by College Cost Planner; each college’s own formula differs.',
  'Federal loans: Direct Loan and Parent PLUS limits, rates, fees and repayment plans from 20 U.S.C. §1087e as amended by P.L. 119-21 and ED’s RISE final rule (91 FR 23768), with FSA announcements; each rule’s source and grade is listed on the plan page.',
];

/**
 * The first page, on its own: for each student the award year, the federal SAI and the Pell Grant, then what each
 * favorite college costs after grants (the estimated net price). The detail follows from the second page.
 */
function writeSummary(
  w: ReportWriter,
  results: FamilySaiResponse['result'][],
  students: { id: string; name: string }[],
  favourites: FavouritesResponse,
): void {
  const nameOf = (id: string) => students.find((s) => s.id === id)?.name ?? 'Student';
  w.heading(2, 'Summary');
  w.table(
    [
      { header: 'Student', width: 30 },
      { header: 'Award year', width: 16 },
      { header: 'Federal SAI', width: 22, align: 'right' },
      { header: 'Pell Grant a year', width: 22, align: 'right' },
    ],
    results.flatMap((r) =>
      r
        ? [
            {
              cells: [
                nameOf(r.studentId),
                `${r.awardYear}${r.projected ? ' (projected)' : ''}`,
                formatSai(r.federal.sai),
                usd(r.pell.annualAward),
              ],
            },
          ]
        : [],
    ),
    false,
  );
  w.paragraph(
    'The Student Aid Index is an index, not dollars: the lower it is, the more need-based aid a student can get.',
    { small: true },
  );
  w.heading(3, 'What each favorite college costs after grants');
  const rows = favourites.students.flatMap((s) =>
    s.favourites.map((f) => ({
      cells: [
        s.name,
        f.college.name,
        f.college.priceYear,
        f.college.fullCost === null ? 'not available' : usd(f.college.fullCost),
        f.college.estimatedNetPrice === null ? 'not available' : usd(f.college.estimatedNetPrice),
      ],
    })),
  );
  if (rows.length === 0) {
    w.paragraph('No favorite college is saved yet: add some on the Favorite page to see their prices here.');
  } else {
    w.table(
      [
        { header: 'Student', width: 16 },
        { header: 'College', width: 36 },
        { header: 'Year', width: 12 },
        { header: 'Full cost of attendance', width: 18, align: 'right' },
        { header: 'Net price after grants', width: 18, align: 'right' },
      ],
      rows,
      false,
    );
  }
  w.paragraph(
    'Net price: the full cost of attendance (tuition and fees, housing and food, books and supplies, transport and ' +
      'personal expenses) less the grants and scholarships the family can expect (estimated). ' +
      'The pages that follow show how each figure was reached, the four-year plan, the sources and the assumptions.',
    { small: true },
  );
}

/** A reference people can read out: CCP-<date>-<8 characters>. */
export function newReference(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `CCP-${day}-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

interface ReportFigures {
  sai: FamilySaiResponse[];
  favourites: FavouritesResponse;
  plan: FamilyPlanResponse;
  /** The funding plan and the aid offers (docs/decisions/0050, 0051). */
  pay?: HowToPayFigures;
}

/** The figures the report shows, in one canonical form: its SHA-256 is stored with the reference. */
export function figuresHash(figures: ReportFigures): string {
  const core = {
    sai: figures.sai.map((s) =>
      s.result
        ? {
            studentId: s.result.studentId,
            awardYear: s.result.awardYear,
            federal: s.result.federal.sai,
            pell: s.result.pell.annualAward,
            institutional: [
              s.result.institutional.estimate,
              s.result.institutional.low,
              s.result.institutional.high,
            ],
          }
        : null,
    ),
    favourites: figures.favourites.students.map((s) =>
      s.favourites.map((f) => [f.college.id, f.college.costOfAttendance, f.college.estimatedNetPrice]),
    ),
    plan: { years: figures.plan.years, totals: figures.plan.totals, assumptions: figures.plan.assumptions },
    ...(figures.pay ? { pay: howToPayHashPart(figures.pay) } : {}),
  };
  return createHash('sha256').update(JSON.stringify(core)).digest('hex');
}

export interface MadeReport {
  reference: string;
  pdf: Buffer;
}

/**
 * The family's dated PDF report: each student's federal SAI with its steps, Pell and the institutional estimate,
 * each favourite's cost and net price, the four-year plan and its assumptions, the sources and a disclaimer. The
 * reference, the time and a hash of the figures are stored before the PDF is answered.
 */
export async function makeReport(
  deps: ReportDeps,
  actor: Actor,
  familyVersionId?: string,
  now: Date = new Date(),
): Promise<MadeReport> {
  // One basis for every part: the SAI, the favourites and the plan are the same figures as on every screen.
  const basis = await deps.familyContexts.fresh(actor, familyVersionId);
  const family = { id: basis.familyId, name: basis.familyName, state: basis.state };
  const students = basis.students;
  const sai = students.map((s) => saiOfBasis(basis, s.id));
  const [favourites, plan] = await Promise.all([
    favouritesOfBasis(deps, basis, {}),
    planOfBasis(deps.db, basis),
  ]);
  const results = sai.flatMap((s) => (s.result ? [s.result] : []));
  if (results.length === 0) {
    throw new AppError(
      'UNPROCESSABLE',
      'The report needs your SAI first: add your parents’ income and each student’s graduation year on your profile.',
    );
  }
  const collegeRows = new Map(
    (
      await planRepo.findColleges(
        deps.db,
        favourites.students.flatMap((s) => s.favourites.map((f) => f.college.id)),
      )
    ).map((r) => [r.id, r]),
  );
  const pay = await howToPayFigures(deps.db, actor, basis);
  const figures: ReportFigures = { sai, favourites, plan, pay };
  const hash = figuresHash(figures);
  const reference = newReference(now);
  const awardYear = results[0]!.awardYear;

  await retryingTransaction(deps.db, async (tx) => {
    await repo.insertReport(tx, {
      reference,
      familyId: family.id,
      awardYear,
      figuresHash: hash,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'report.create',
      entity: 'family_report',
      entityId: reference,
      details: {
        awardYear,
        figuresHash: hash,
        ...(basis.caseStudy ? { versionId: basis.caseStudy.id, versionName: basis.caseStudy.name } : {}),
      },
    });
  });

  const made = `${now.toISOString().slice(0, 10)} at ${now.toISOString().slice(11, 16)} UTC`;
  const w = new ReportWriter(`College cost plan: ${family.name}`, `Reference ${reference}`);
  w.heading(1, `College cost plan: ${family.name}`);
  w.paragraph(`Made on ${made}. Reference number: ${reference}.`, { bold: true });
  if (basis.caseStudy) w.paragraph(caseStudyFiguresText(basis.caseStudy.name), { bold: true });
  w.paragraph(
    `Award year${results.length > 1 ? 's' : ''}: ${[...new Set(results.map((r) => r.awardYear))].join(', ')}. ` +
      `Students: ${students.map((s) => s.name).join(', ')}. State: ${family.state ?? 'not given'}.`,
  );
  writeSummary(w, results, students, favourites);
  w.pageBreak();

  for (const result of results) {
    const name = students.find((s) => s.id === result.studentId)?.name ?? 'Student';
    w.heading(2, `${name}: Student Aid Index for ${result.awardYear}`);
    w.paragraph(
      `Federal Student Aid Index (SAI): ${formatSai(result.federal.sai)}. ${result.federal.formulaName}.`,
      { bold: true },
    );
    // The tables and their status (aid engine `awardYearStatus`); a projected or grown year's rule is the note.
    w.list(
      [
        `${result.tables.federal}.`,
        `${result.tables.pell}.`,
        `${result.tables.tax}.`,
        ...result.tables.unconfirmed.map((u) => `${u}.`),
      ],
      true,
    );
    if (result.context.note) w.paragraph(result.context.note, { small: true });
    w.paragraph(result.federal.formulaSummary, { small: true });
    w.table(
      [
        { header: 'Step', width: 34 },
        { header: 'Amount', width: 14, align: 'right' },
        { header: 'Rule or table', width: 52 },
      ],
      result.federal.groups.flatMap((group) => [
        { cells: [group.title, '', group.explanation], strong: true },
        ...group.steps.map((step) => ({
          cells: [step.label, isSaiStep(step) ? formatSai(step.amount) : usd(step.amount), step.rule],
        })),
      ]),
    );
    w.paragraph(
      `Pell Grant: ${usd(result.pell.annualAward)} a year, full time (maximum ${usd(result.pell.maxPell)}). ${result.pell.reason}`,
    );
    w.paragraph(
      `Institutional estimate (CSS-Profile-style, an estimate): ${usd(result.institutional.estimate)}, ` +
        `range ${usd(result.institutional.low)} to ${usd(result.institutional.high)}.`,
    );
    w.list(result.institutional.assumptions, true);
    if (result.assumptions.length > 0) {
      w.paragraph('How your profile was read:', { small: true, bold: true });
      w.list(result.assumptions, true);
    }
  }

  w.heading(2, 'Favorite colleges: full cost of attendance and estimated net price');
  const favouriteRows = favourites.students.flatMap((s) =>
    s.favourites.map((f) => {
      const c = f.college;
      const row = collegeRows.get(c.id);
      const years =
        (c.publishedPriceYear
          ? priceGrowthText(c.publishedPriceYear, s.assumptions.annualIncreasePercent, c.priceYear)
          : 'Prices not published') + (row ? `; net prices published ${publishedNetPriceYear(row)}` : '');
      return {
        cells: [
          s.name,
          c.name,
          c.priceYear,
          c.fullCost === null ? 'not available' : usd(c.fullCost),
          usd(c.costOfAttendance),
          c.estimatedNetPrice === null
            ? 'not available'
            : `${usd(c.estimatedNetPrice)} (${usd(c.netPriceLow)} to ${usd(c.netPriceHigh)})`,
          `${METHOD[c.netPriceMethod]}. ${years}.`,
        ],
      };
    }),
  );
  if (favouriteRows.length === 0) w.paragraph('No favorite college is saved yet.');
  else
    w.table(
      [
        { header: 'Student', width: 10 },
        { header: 'College', width: 19 },
        { header: 'Year', width: 8 },
        { header: 'Full cost of attendance', width: 11, align: 'right' },
        { header: 'Tuition, fees, room and board', width: 11, align: 'right' },
        { header: 'Net price (range)', width: 15, align: 'right' },
        { header: 'Method and data year', width: 26 },
      ],
      favouriteRows,
    );
  for (const s of favourites.students) {
    if (s.favourites.length === 0) continue;
    w.paragraph(
      `${s.name}: each college’s published prices grown ${s.assumptions.annualIncreasePercent}% a year to ` +
        `${s.assumptions.priceYear}, the first college year.` +
        (s.assumptions.yearNote ? ` ${s.assumptions.yearNote}` : ''),
      { small: true },
    );
  }

  w.heading(2, 'Four-year plan');
  if (plan.years.length === 0) {
    w.paragraph(`The plan needs more details: ${plan.missing.join(' ')}`);
  } else {
    const planColumns: Column[] = [
      { header: 'Award year', width: 10 },
      { header: 'Student', width: 12 },
      { header: 'College counted', width: 17 },
      { header: 'Full cost of attendance', width: 10, align: 'right' },
      { header: 'Federal SAI', width: 10, align: 'right' },
      { header: 'Pell', width: 8, align: 'right' },
      { header: 'Institutional estimate (share)', width: 14, align: 'right' },
      { header: 'Need-based grant', width: 10, align: 'right' },
      { header: 'Net price', width: 10, align: 'right' },
    ];
    const rows: { cells: string[]; strong?: boolean }[] = plan.years.flatMap((year) => {
      const status =
        `${year.awardYear} (${year.official ? 'official' : 'projected'}` +
        `${year.tables.provisionalPell ? ', Pell provisional' : ''})`;
      const inCollege = year.students.filter((r) => r.inCollege);
      const studentRows = inCollege.map((r) => ({
        cells: [
          status,
          `${r.name}, year ${r.collegeYear}`,
          r.college ?? 'none chosen',
          usd(r.costOfAttendance),
          r.federalSai === null ? 'not available' : formatSai(r.federalSai),
          usd(r.pell),
          `${usd(r.institutionalSai)} (${r.numberInCollege} in college, ${Math.round((r.parentsShare ?? 1) * 100)}%)`,
          usd(r.needBasedGrant),
          usd(r.netPrice),
        ],
      }));
      const total = {
        cells: [
          status,
          'Family total',
          '',
          usd(year.totalCostOfAttendance),
          '',
          usd(year.totalPell),
          '',
          usd(year.totalNeedBasedGrant),
          usd(year.totalNetPrice),
        ],
        strong: true,
      };
      return [...studentRows, total];
    });
    rows.push({
      cells: [
        'All years',
        'Plan total',
        '',
        usd(plan.totals.costOfAttendance),
        '',
        usd(plan.totals.pell),
        '',
        usd(plan.totals.needBasedGrant),
        usd(plan.totals.netPrice),
      ],
      strong: true,
    });
    w.table(planColumns, rows);
    w.paragraph(`Net price over the plan: ${usd(plan.totals.netPrice)}.`, { bold: true });
    // Each year's tables and Pell in the engine's words, once each (the years share most of them).
    w.list([...new Set(plan.years.flatMap((y) => [`${y.tables.federal}.`, `${y.tables.pell}.`]))], true);
    w.list(plan.notes, true);
  }

  writeHowToPay(w, pay);

  w.heading(2, 'Assumptions');
  w.list([
    `College prices grow ${plan.assumptions.costGrowthPercent}% a year; income grows ${plan.assumptions.incomeGrowthPercent}% and assets ${plan.assumptions.assetGrowthPercent}% a year from ${plan.baseAwardYear} (${plan.basis.ratesSet ? 'the rates set on the plan' : 'the default rates'}): the same growth every figure of this report and of every page uses.`,
    `Award years after ${plan.assumptions.latestOfficialAwardYear} use that year’s tables grown by ${plan.assumptions.tableIndexPercent}% a year.`,
    ...(plan.rule ? [plan.rule] : []),
    ...plan.students.flatMap((s) => (s.counted ? [`${s.name}: ${s.counted.name}. ${s.counted.method}`] : [])),
  ]);
  w.heading(2, 'Data sources');
  w.list(DATA_SOURCES);
  w.heading(2, 'Please note');
  w.paragraph(DISCLAIMER);
  return { reference, pdf: await w.finish() };
}
