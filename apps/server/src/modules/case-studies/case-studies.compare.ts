/* GET /api/family/case-studies/compare: the family profile and up to three case studies side by side. */
import {
  type AidOffer,
  type CompareCell,
  type CompareColumn,
  type CompareOffer,
  type CompareOfferCell,
  type CompareResponse,
  type FamilyProfile,
  MAX_COMPARED_VERSIONS,
  type OfferAnalysis,
  type Parent,
  type Student,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound, validationFailed } from '../../errors';
import { analyseOffers, offersOf } from '../aid-offers/aid-offers.service';
import { policyBook } from '../college-pricing/policy-book';
import { collegeFigures, studentPricingKey } from '../family-figures/college-figures';
import { planRows } from '../family-figures/family-figures.repository';
import { basisOfFamily, basisOfProfile } from '../family-figures/family-figures.service';
import type { FiguresBasis } from '../family-figures/figures-basis';
import { loadProfile } from '../family-profile/family-write';
import { familyOfUser, staffOf, VERSION_NOT_FOUND } from './case-studies.access';
import * as repo from './case-studies.repository';
import { type DraftSnapshot, readSnapshot } from './draft';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Side {
  versionId: string | null;
  label: string;
  profile: FamilyProfile;
  favourites: { studentId: string; collegeId: number; collegeName: string }[];
  /** The side's figures: the family's own basis, or the case study's (docs/decisions/0046). */
  basis: FiguresBasis;
  /** The family's aid offers, or the case study's own copy (ADR 0065). */
  offers: AidOffer[];
}

const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US')}`;

const FAMILY_LABELS: Partial<Record<keyof FamilyProfile, string>> = {
  state: 'State',
  zip: 'ZIP code',
  familyMembersCount: 'People in the household',
  familyMembersInCollege: 'Number in college',
  childrenUnder17: 'Children under 17',
  filingStatus: 'Household filing status',
  standardDeductionOrg: 'Standard deduction',
  checkingAmount: 'Cash, savings and checking',
  taxableBrokerageAccountsAmount: 'Taxable investments',
  collegeSavingsAccountsAmount: 'College savings (529)',
  annualRetirementAmount: 'Annual retirement contributions',
  primaryResidence: 'Home',
  residenceEquity: 'Home equity',
  ownsInvestmentProperty: 'Owns investment property',
  investmentEquity: 'Investment property equity',
  hasBusinessAssets: 'Has business assets',
  businessAssetsAmount: 'Business net worth',
  businessIsSmallFamilyOwned: 'Small family business',
  hasLifeInsuranceAccount: 'Has life insurance',
  insuranceAmount: 'Life insurance cash value',
  hasAnnuities: 'Has annuities',
  annuitiesAmount: 'Annuities',
  hasRothIRA: 'Has a Roth IRA',
  hasIRA: 'Has an IRA',
  has401k: 'Has a 401(k)',
  parentsMaritalStatus: 'Parents’ marital status',
  reportingParentRemarried: 'Reporting parent remarried',
  childSupportReceived: 'Child support received',
  foreignIncome: 'Foreign income',
  untaxedIraDistributions: 'Untaxed IRA distributions',
  untaxedPensions: 'Untaxed pensions',
  taxExemptInterest: 'Tax-exempt interest',
  educationCredits: 'Education credits',
  meansTestedBenefits: 'Means-tested benefits',
  dislocatedWorker: 'Dislocated worker',
  filedSchedulesABDEFH: 'Filed Schedule A, B, D, E, F or H',
};
const PARENT_LABELS: Partial<Record<keyof Parent, string>> = {
  firstName: 'first name',
  lastName: 'last name',
  age: 'age',
  maritalStatus: 'marital status',
  annualIncome: 'income',
  filingStatus: 'filing status',
  standardDeduction: 'standard deduction',
  taxableIncome: 'taxable income',
  taxPaid: 'tax paid',
  preTaxRetirementAmount: 'pre-tax retirement contributions',
  deductibleIraAmount: 'deductible IRA contributions',
  rothRetirementAmount: 'Roth contributions',
  relationship: 'relationship',
  providedMoreSupport: 'provided more support',
  householdSize: 'own household size',
  assetsAmount: 'own cash and investments',
};
const STUDENT_LABELS: Partial<Record<keyof Student, string>> = {
  name: 'name',
  graduationYear: 'graduation year',
  overallStudentType: 'school',
  gpa: 'GPA',
  sat: 'SAT',
  act: 'ACT',
  filedTaxes: 'filed taxes',
  taxAmount: 'tax paid',
  incomeAmount: 'income',
  savingsAmount: 'savings',
  utmaAmount: 'custodial accounts',
  birthYear: 'year of birth',
  spouseIncomeAmount: 'spouse’s income',
  householdSize: 'student’s household',
};
const MONEY =
  /Amount$|Equity$|Income$|income$|Deduction|Org$|taxPaid|taxAmount|Received$|Interest$|Credits$|Distributions$|Pensions$|^tuitionAndFees$|^housingAndFood$|^booksAndSupplies$|^transportation$|^personalExpenses$/;

function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'not given';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && MONEY.test(key)) return usd(value);
  return String(value);
}

function fieldChanges<T extends object>(
  prefix: string,
  labels: Partial<Record<keyof T, string>>,
  before: T,
  after: T,
): string[] {
  const out: string[] = [];
  for (const key of Object.keys(labels) as (keyof T & string)[]) {
    if (before[key] === after[key]) continue;
    out.push(`${prefix}${labels[key]} ${shown(key, before[key])} -> ${shown(key, after[key])}`);
  }
  return out;
}

/** The inputs of a case study that differ from the family profile, in words. */
export function inputChanges(base: FamilyProfile, other: FamilyProfile): string[] {
  const changes = fieldChanges('', FAMILY_LABELS, base, other);
  const parents = Math.max(base.parents.length, other.parents.length);
  for (let i = 0; i < parents; i += 1) {
    const [a, b] = [base.parents[i], other.parents[i]];
    const who = `Parent ${i + 1}`;
    if (a && !b) changes.push(`${who} (${a.firstName}) removed`);
    else if (!a && b) changes.push(`${who} (${b.firstName}) added`);
    else if (a && b) changes.push(...fieldChanges(`${who} `, PARENT_LABELS, a, b));
  }
  for (const a of base.students) {
    const b = other.students.find((s) => s.id === a.id);
    if (!b) changes.push(`Student ${a.name} removed`);
    else changes.push(...fieldChanges(`${a.name}'s `, STUDENT_LABELS, a, b));
  }
  for (const b of other.students) {
    if (!base.students.some((s) => s.id === b.id)) changes.push(`Student ${b.name} added`);
  }
  return changes;
}

const OFFER_COSTS: Partial<Record<keyof AidOffer, string>> = {
  tuitionAndFees: 'tuition and fees',
  housingAndFood: 'housing and food',
  booksAndSupplies: 'books and supplies',
  transportation: 'transportation',
  personalExpenses: 'personal expenses',
};

/**
 * The aid offers of a case study that differ from the family's, in words: an offer added or removed, a cost it
 * lists, an item of aid added, removed or changed in amount (items are matched by kind and name: a case study's
 * copy has its own ids).
 */
export function offerChanges(base: AidOffer[], other: AidOffer[]): string[] {
  const key = (o: AidOffer) => `${o.studentId}|${o.collegeId}|${o.awardYear}`;
  const title = (o: AidOffer) => `${o.studentName}'s ${o.awardYear} offer from ${o.collegeName}`;
  const changes: string[] = [];
  for (const a of base) {
    const b = other.find((o) => key(o) === key(a));
    if (!b) {
      changes.push(`${title(a)} removed`);
      continue;
    }
    changes.push(...fieldChanges(`${title(a)}: `, OFFER_COSTS, a, b));
    const left = [...b.items];
    for (const item of a.items) {
      const at = left.findIndex((i) => i.kind === item.kind && i.name === item.name);
      if (at < 0) {
        changes.push(`${title(a)}: ${item.name} removed`);
        continue;
      }
      const [match] = left.splice(at, 1);
      if (match!.amount !== item.amount) {
        changes.push(`${title(a)}: ${item.name} ${usd(item.amount)} -> ${usd(match!.amount)}`);
      }
    }
    for (const item of left) changes.push(`${title(a)}: ${item.name} ${usd(item.amount)} added`);
  }
  for (const b of other) if (!base.some((a) => key(a) === key(b))) changes.push(`${title(b)} added`);
  return changes;
}

const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

export async function compareVersions(
  db: Db,
  actor: Actor,
  query: { versionIds?: string | undefined; userId?: string | undefined },
  today: Date = new Date(),
): Promise<CompareResponse> {
  const staff = await staffOf(db, actor);
  const ids = [
    ...new Set(
      (query.versionIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_COMPARED_VERSIONS) {
    throw validationFailed({ versionIds: 'Compare at most three case studies with the family profile.' });
  }
  if (ids.some((id) => !UUID.test(id))) throw notFound(VERSION_NOT_FOUND);
  const familyUserId = query.userId ?? (staff.simulated ? actor.userId : undefined);
  if (!familyUserId) throw validationFailed({ userId: 'Choose the family whose case studies to compare.' });
  const family = await familyOfUser(db, actor, staff, 'money', familyUserId);
  const versions = await repo.findVersions(db, ids);
  const byId = new Map(versions.map((v) => [v.id, v]));
  const [profile, familyFavourites, familyBasis, plan, familyOffers] = await Promise.all([
    loadProfile(db, family),
    repo.familyFavourites(db, family.id),
    basisOfFamily(db, family, today),
    planRows(db, family.id),
    offersOf(db, family.id),
  ]);
  const sides: Side[] = [
    {
      versionId: null,
      label: 'Family Profile',
      profile,
      favourites: familyFavourites,
      basis: familyBasis,
      offers: familyOffers,
    },
    ...ids.map((id) => {
      const version = byId.get(id);
      if (!version || version.familyId !== family.id) throw notFound(VERSION_NOT_FOUND);
      const snapshot: DraftSnapshot = readSnapshot(version);
      return {
        versionId: id,
        label: version.versionName,
        profile: snapshot.profile,
        favourites: snapshot.favourites,
        offers: snapshot.offers,
        basis: basisOfProfile(
          family,
          snapshot.profile,
          snapshot.favourites,
          plan,
          { id, name: version.versionName },
          today,
        ),
      };
    }),
  ];

  // Each side's first student's figures, as its SAI page and stored SAI have them.
  const figures = sides.map(({ basis }) => ({
    federalSai: basis.federalSai,
    institutionalSai: basis.institutionalSai,
    pellAward: basis.students[0]?.pellAward ?? null,
  }));
  const base = figures[0]!;
  const columns: CompareColumn[] = sides.map((side, i) => {
    const f = figures[i]!;
    const isBase = i === 0;
    return {
      versionId: side.versionId,
      label: side.label,
      federalSai: f.federalSai,
      pellAward: f.pellAward,
      institutionalSai: f.institutionalSai,
      federalSaiDifference: isBase ? null : minus(f.federalSai, base.federalSai),
      pellAwardDifference: isBase ? null : minus(f.pellAward, base.pellAward),
      institutionalSaiDifference: isBase ? null : minus(f.institutionalSai, base.institutionalSai),
      changes: isBase
        ? []
        : [...inputChanges(profile, side.profile), ...offerChanges(familyOffers, side.offers)],
    };
  });

  // Every favourite college of every student, in any column.
  const pairs = new Map<string, { studentId: string; collegeId: number; collegeName: string }>();
  for (const side of sides) for (const f of side.favourites) pairs.set(`${f.studentId}|${f.collegeId}`, f);
  const policies = await policyBook(db);
  const rows = new Map(
    (await repo.findColleges(db, [...new Set([...pairs.values()].map((p) => p.collegeId))])).map((r) => [
      r.id,
      r,
    ]),
  );
  const studentName = (id: string) =>
    sides.map((s) => s.profile.students.find((st) => st.id === id)?.name).find(Boolean) ?? 'Student';
  const studentOrder = (id: string) => {
    const index = sides.findIndex((s) => s.profile.students.some((st) => st.id === id));
    return index < 0 ? 99 : (sides[index]!.profile.students.find((st) => st.id === id)?.position ?? 99);
  };

  const colleges = [...pairs.values()]
    .filter((p) => rows.has(p.collegeId))
    .sort(
      (a, b) =>
        studentOrder(a.studentId) - studentOrder(b.studentId) || a.collegeName.localeCompare(b.collegeName),
    )
    .map((pair) => {
      const row = rows.get(pair.collegeId)!;
      const cells = sides.map((side) => {
        const student = side.basis.students.find((s) => s.id === pair.studentId);
        if (!student) return null;
        const college = collegeFigures(row, studentPricingKey(side.basis, student, policies));
        return {
          coa: college.costOfAttendance,
          full: college.fullCost,
          net: college.netPrice.estimate,
          favourite: side.favourites.some(
            (f) => f.studentId === pair.studentId && f.collegeId === pair.collegeId,
          ),
        };
      });
      const first = cells[0] ?? null;
      return {
        studentId: pair.studentId,
        studentName: studentName(pair.studentId),
        collegeId: pair.collegeId,
        collegeName: row.name,
        cells: cells.map(
          (cell, i): CompareCell => ({
            costOfAttendance: cell?.coa ?? null,
            fullCost: cell?.full ?? null,
            estimatedNetPrice: cell?.net ?? null,
            costOfAttendanceDifference: i === 0 || !cell || !first ? null : minus(cell.coa, first.coa),
            fullCostDifference: i === 0 || !cell || !first ? null : minus(cell.full, first.full),
            estimatedNetPriceDifference: i === 0 || !cell || !first ? null : minus(cell.net, first.net),
            favourite: cell?.favourite ?? false,
          }),
        ),
      };
    });

  return { familyName: family.name, columns, colleges, offers: await offersSideBySide(db, sides) };
}

/**
 * Every aid offer of any column, one row per student, award year and college, each column's copy read by the aid
 * engine against that column's own figures: what a what-if does to the grants an offer should hold (ADR 0065).
 */
async function offersSideBySide(db: Db, sides: Side[]): Promise<CompareOffer[]> {
  const analysed = await Promise.all(
    sides.map(async (side) =>
      side.offers.length === 0
        ? []
        : (await analyseOffers(db, side.basis, side.offers)).offers.map((a) => ({
            ...a,
            studentId: side.offers.find((o) => o.id === a.offerId)!.studentId,
          })),
    ),
  );
  const key = (o: { studentId: string; collegeId: number; awardYear: string }) =>
    `${o.studentId}|${o.awardYear}|${o.collegeId}`;
  const rows = new Map<string, OfferAnalysis & { studentId: string }>();
  for (const list of analysed) for (const a of list) if (!rows.has(key(a))) rows.set(key(a), a);
  const position = (studentId: string) =>
    sides
      .map((side) => side.profile.students.find((s) => s.id === studentId)?.position)
      .find((p) => p !== undefined) ?? 99;
  return [...rows.values()]
    .sort(
      (a, b) =>
        position(a.studentId) - position(b.studentId) ||
        a.awardYear.localeCompare(b.awardYear) ||
        a.collegeName.localeCompare(b.collegeName),
    )
    .map((row) => {
      const found = analysed.map((list) => list.find((a) => key(a) === key(row)) ?? null);
      const base = found[0];
      return {
        studentId: row.studentId,
        studentName: row.studentName,
        collegeId: row.collegeId,
        collegeName: row.collegeName,
        awardYear: row.awardYear,
        cells: found.map(
          (a, i): CompareOfferCell | null =>
            a && {
              netPrice: a.netPrice,
              grants: a.grants,
              loans: a.loansTotal,
              expectedGrants: a.expectedGrants,
              netPriceDifference: i === 0 || !base ? null : a.netPrice - base.netPrice,
              flags: a.flags.map((f) => f.title),
            },
        ),
      };
    });
}
