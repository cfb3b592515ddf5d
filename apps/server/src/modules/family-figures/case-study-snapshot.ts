/* A case study's content as stored (draft_family_versions.snapshot, docs/decisions/0031): read here, where every
 * figure of a case study is worked out, and by the case-studies module that edits it. */
import { DraftFavouriteSchema, FamilyProfileResponseSchema } from '@ccp/contracts';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { VersionRow } from './family-figures.repository';

export const DraftSnapshotSchema = z.object({
  profile: FamilyProfileResponseSchema,
  favourites: z.array(DraftFavouriteSchema),
});
export type DraftSnapshot = z.infer<typeof DraftSnapshotSchema>;

export function readSnapshot(version: Pick<VersionRow, 'snapshot'>): DraftSnapshot {
  const parsed = DraftSnapshotSchema.safeParse(version.snapshot);
  if (!parsed.success)
    throw new AppError('CONFLICT', 'This case study cannot be read. Delete it and clone again.');
  return parsed.data;
}
