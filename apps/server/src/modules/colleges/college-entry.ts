import { paymentShareOfEarnings, standardMonthlyPayment } from '@ccp/aid-engine';
import {
  CIP_FAMILIES,
  COLLEGE_SIZES,
  type CollegeControl,
  type CollegeLevel,
  type CollegeSize,
} from '@ccp/contracts';
import type { CollegeRow } from './colleges.repository';

/** What the search index derives from one college row: its facts for the answers, its text and its codes. */

export interface CollegeFacts {
  id: number;
  unitId: number | null;
  name: string;
  alias: string | null;
  city: string | null;
  state: string;
  control: CollegeControl;
  level: CollegeLevel;
  website: string | null;
  undergradEnrollment: number | null;
  collegeSize: CollegeSize | null;
  acceptanceRate: number | null;
  satAvg: number | null;
  satRange: { low: number; high: number } | null;
  graduationRate: number | null;
  giftRate: number | null;
  aidRate: number | null;
  avgNetPrice: number | null;
  medianDebt: number | null;
  monthlyDebtPayment: number | null;
  medianEarnings: number | null;
  paymentShareOfEarnings: number | null;
  formerNames: string[];
  commonNames: string[];
  dataYear: string | null;
  dataSource: string | null;
}

export const LEVELS = ['4-year', '2-year', 'less-than-2-year'];
export const CONTROLS = ['public', 'private nonprofit', 'private for-profit'];
export const CIP_BIT = new Map(CIP_FAMILIES.map((f, i) => [f.code, i]));

export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function sizeOf(enrolment: number | null): CollegeSize | null {
  if (enrolment === null) return null;
  return (
    COLLEGE_SIZES.find((s) => enrolment >= s.min && (s.max === null || enrolment <= s.max))?.size ?? null
  );
}

/** Gift aid rate: average grant as a share of the published cost of attendance, (cost − net price) ÷ cost, 0..1. */
export function giftRateOf(
  row: Pick<CollegeRow, 'costOfAttendance' | 'costOfAttendanceProgramYear' | 'avgNetPrice'>,
) {
  const cost = row.costOfAttendance ?? row.costOfAttendanceProgramYear;
  if (cost === null || cost <= 0 || row.avgNetPrice === null) return null;
  const rate = (cost - row.avgNetPrice) / cost;
  return Math.round(Math.min(1, Math.max(0, rate)) * 10_000) / 10_000;
}

/** Federal aid rate: the larger of the Pell Grant share and the federal loan share (a lower bound), 0..1. */
export function aidRateOf(row: Pick<CollegeRow, 'pellGrantShare' | 'federalLoanShare'>) {
  if (row.pellGrantShare === null && row.federalLoanShare === null) return null;
  return Math.max(row.pellGrantShare ?? 0, row.federalLoanShare ?? 0);
}

/** A `|`-separated list of names (former names, common names), trimmed, empty ones dropped. */
export function splitNames(text: string | null): string[] {
  if (!text) return [];
  return text
    .split('|')
    .map((n) => n.trim())
    .filter(Boolean);
}

/**
 * The other names in an IPEDS alias cell, which reporters write free-form: separated by `|`, `;`, commas or
 * runs of spaces ("MIT, M.I.T.", "Ship|SU", "BYUH  BYU Hawaii").
 */
export function aliasPieces(alias: string | null): string[] {
  if (!alias) return [];
  return alias
    .split(/[|;,]|\s{2,}/)
    .map((n) => n.trim())
    .filter(Boolean);
}

/**
 * An IPEDS name without its campus ("University of California-Berkeley" -> "University of California",
 * "Pennsylvania State University-Main Campus" -> "Pennsylvania State University"): the part before the last
 * hyphen written without spaces, when that part has at least two words ("Winston-Salem State University" keeps
 * its name).
 */
export function nameWithoutCampus(name: string): string | null {
  const at = name.search(/\S-\S[^-]*$/);
  if (at < 0) return null;
  const base = name.slice(0, at + 1).trim();
  return base.includes(' ') ? base : null;
}

export function factsOf(row: CollegeRow): CollegeFacts {
  const satRange =
    row.satReading25 !== null && row.satMath25 !== null && row.satReading75 !== null && row.satMath75 !== null
      ? { low: row.satReading25 + row.satMath25, high: row.satReading75 + row.satMath75 }
      : null;
  const monthlyDebtPayment = standardMonthlyPayment(row.medianDebtCompleters);
  return {
    id: row.id,
    unitId: row.unitId,
    name: row.name,
    alias: row.alias,
    city: row.city,
    state: row.state,
    control: row.control as CollegeControl,
    level: row.level as CollegeLevel,
    website: row.website,
    undergradEnrollment: row.undergradEnrollment,
    collegeSize: sizeOf(row.undergradEnrollment),
    acceptanceRate: row.admissionRate,
    satAvg: row.satAvg,
    satRange,
    graduationRate: row.completionRate150,
    giftRate: giftRateOf(row),
    aidRate: aidRateOf(row),
    avgNetPrice: row.avgNetPrice,
    medianDebt: row.medianDebtCompleters,
    monthlyDebtPayment,
    medianEarnings: row.medianEarnings10yr,
    paymentShareOfEarnings: paymentShareOfEarnings(monthlyDebtPayment, row.medianEarnings10yr),
    formerNames: splitNames(row.formerNames),
    commonNames: splitNames(row.commonNames),
    dataYear: row.dataYear,
    dataSource: row.dataSource,
  };
}

/**
 * What the index keeps per college, derived from its row once: the catalogue keeps these between index versions,
 * so that a change to a few colleges recomputes only theirs (ADR 0014).
 */
export interface CollegeEntry {
  readonly row: CollegeRow;
  readonly facts: CollegeFacts;
  /** Name, other names, former names, common names and city, normalised, with a space at each end. */
  readonly text: string;
  /** What the relevance ranking compares the typed text with (search-relevance.ts), all normalised. */
  readonly names: SearchNames;
  readonly level: number;
  readonly control: number;
  readonly majorsLow: number;
  readonly majorsHigh: number;
}

/** A college's names as the relevance ranking reads them. */
export interface SearchNames {
  name: string;
  /** The name without its campus, or null. */
  nameBase: string | null;
  /** IPEDS other names and former names. */
  phrases: string[];
  common: string[];
  /** Every name above, as one text with a space at each end (the city left out). */
  text: string;
}

function searchNamesOf(row: CollegeRow, facts: CollegeFacts): SearchNames {
  const base = nameWithoutCampus(row.name);
  const phrases = [...aliasPieces(row.alias), ...facts.formerNames].map(normaliseSearchText).filter(Boolean);
  const common = facts.commonNames.map(normaliseSearchText).filter(Boolean);
  const name = normaliseSearchText(row.name);
  return {
    name,
    nameBase: base === null ? null : normaliseSearchText(base),
    phrases,
    common,
    // The raw alias, not only its pieces: a word of the alias cell is found however the cell was written.
    text: ` ${[name, normaliseSearchText(row.alias ?? ''), ...phrases, ...common].filter(Boolean).join(' ')} `,
  };
}

export function entryOf(row: CollegeRow): CollegeEntry {
  let majorsLow = 0;
  let majorsHigh = 0;
  for (const [code, share] of Object.entries(row.degreeShares)) {
    const bit = CIP_BIT.get(code as never);
    if (bit === undefined || !(share > 0)) continue;
    if (bit < 32) majorsLow |= 1 << bit;
    else majorsHigh |= 1 << (bit - 32);
  }
  const facts = factsOf(row);
  const names = searchNamesOf(row, facts);
  return {
    row,
    facts,
    text: `${names.text}${normaliseSearchText(row.city ?? '')} `,
    names,
    level: LEVELS.indexOf(row.level),
    control: CONTROLS.indexOf(row.control),
    majorsLow: majorsLow >>> 0,
    majorsHigh: majorsHigh >>> 0,
  };
}
