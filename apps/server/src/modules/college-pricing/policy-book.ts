/* Every college's aid policy as the prices read it (docs/decisions/0062): the whole table (tens to hundreds of rows)
 * held per database and read again when older than POLICY_BOOK_TTL_MS, so an admin's edit on any instance reaches
 * every price within seconds; this instance's own writes drop it at once. */
import type { AidPolicyFacts } from '@ccp/aid-engine';
import { type DbOrTx, schema } from '@ccp/db';

export const POLICY_BOOK_TTL_MS = 2_000;

export interface PolicyBook {
  /** Changes whenever any policy does (part of every cached price view's key). */
  version: string;
  get(unitId: number | null | undefined): AidPolicyFacts | null;
}

const books = new WeakMap<object, { at: number; book: Promise<PolicyBook> }>();

async function load(db: DbOrTx): Promise<PolicyBook> {
  const rows = await db.select().from(schema.collegeAidPolicies);
  const byUnit = new Map<number, AidPolicyFacts>();
  let latest = 0;
  for (const r of rows) {
    latest = Math.max(latest, r.updatedAt?.getTime() ?? 0);
    byUnit.set(r.unitId, {
      cssProfileRequired: r.cssProfileRequired as AidPolicyFacts['cssProfileRequired'],
      meetsFullNeed: r.meetsFullNeed as AidPolicyFacts['meetsFullNeed'],
      freeTuitionIncomeMax: r.freeTuitionIncomeMax,
      freeTotalIncomeMax: r.freeTotalIncomeMax,
      incomeLimit: r.incomeLimit as AidPolicyFacts['incomeLimit'],
      guaranteeResidency: r.guaranteeResidency as AidPolicyFacts['guaranteeResidency'],
      policyYear: r.policyYear,
      source: r.source,
      grade: r.grade,
      nonResidentAid:
        (r.nonresidentAidAmount !== null || r.nonresidentAidNote !== null) && r.nonresidentAidSource
          ? {
              amount: r.nonresidentAidAmount,
              note: r.nonresidentAidNote,
              year: r.nonresidentAidYear,
              source: r.nonresidentAidSource,
              grade: r.nonresidentAidGrade ?? 'UNVERIFIED',
            }
          : null,
    });
  }
  return {
    version: `${rows.length}:${latest}`,
    get: (unitId) => (unitId === null || unitId === undefined ? null : (byUnit.get(unitId) ?? null)),
  };
}

/** The current policies for `db` (read again when older than the TTL). */
export function policyBook(db: DbOrTx): Promise<PolicyBook> {
  const now = Date.now();
  const held = books.get(db);
  if (held && now - held.at < POLICY_BOOK_TTL_MS) return held.book;
  const book = load(db);
  books.set(db, { at: now, book });
  book.catch(() => books.delete(db));
  return book;
}

/** Drops the held policies after this instance wrote them. */
export function forgetPolicies(db: DbOrTx): void {
  books.delete(db);
}
