import type { Db } from '@ccp/db';
import { currentAwardYearStart } from '../sai-figures/award-year';
import { findFamilyContext } from './family-context.repository';

/**
 * The calendar year a student's first college year starts: the autumn after high-school graduation, or the current
 * award year for a student already in college (or without a year). Every price is projected to this year.
 */
export function firstCollegeYearStart(graduationYear: number | null, today: Date = new Date()): number {
  const current = currentAwardYearStart(today);
  return graduationYear !== null && graduationYear > current ? graduationYear : current;
}

export interface StudentFigures {
  id: string;
  name: string;
  graduationYear: number | null;
  /** Test scores, for the college fit labels. */
  sat: number | null;
  act: number | null;
  awardYear: string;
  startYear: number;
  federalSai: number | null;
  institutionalSai: number | null;
  /** The student's favourite colleges (ids), for the search's suggested order. */
  favouriteCollegeIds: number[];
}

export interface FamilyContext {
  familyId: string;
  state: string | null;
  /** Home ZIP code, for the distance to each college. */
  zip: string | null;
  federalSai: number | null;
  institutionalSai: number | null;
  /** The parents' annual incomes added up, or null when none is known. */
  income: number | null;
  /** Why the family's estimates may differ (aid engine `estimateReasons`), in words. */
  estimateReasons: string[];
  /** Each student with its own figures: award year (its first college year), its start year and its SAI. */
  students: StudentFigures[];
}

/** How long a family's figures are reused by the search: its hottest path must not query the profile each time. */
export const FAMILY_CONTEXT_TTL_MS = 1_000;
const MAX_ENTRIES = 5_000;

/** A short-lived per-user cache of the family figures the college screens default to. */
export class FamilyContexts {
  private readonly entries = new Map<string, { at: number; value: Promise<FamilyContext | null> }>();

  constructor(private readonly db: Db) {}

  get(userId: string): Promise<FamilyContext | null> {
    const now = Date.now();
    const entry = this.entries.get(userId);
    if (entry && now - entry.at < FAMILY_CONTEXT_TTL_MS) return entry.value;
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [key, old] of this.entries)
        if (now - old.at >= FAMILY_CONTEXT_TTL_MS) this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    }
    const value = findFamilyContext(this.db, userId);
    this.entries.set(userId, { at: now, value });
    value.catch(() => this.entries.delete(userId));
    return value;
  }

  /** Fresh figures, bypassing the cache (writes and pages that show the figures as such). */
  fresh(userId: string): Promise<FamilyContext | null> {
    this.entries.delete(userId);
    return this.get(userId);
  }
}
