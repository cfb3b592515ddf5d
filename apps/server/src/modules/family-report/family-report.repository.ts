import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';

/** Stores a made report's reference and the hash of its figures. */
export async function insertReport(
  db: DbOrTx,
  values: { reference: string; familyId: string; awardYear: string; figuresHash: string; createdAt: Date },
) {
  const [row] = await db.insert(schema.familyReports).values(values).returning();
  return row!;
}
