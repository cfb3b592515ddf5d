/* A case study's content (draft_family_versions.snapshot, docs/decisions/0031, 0057): read here, where every figure
 * of a case study is worked out, and by the case-studies module that edits it. Stored in a numbered shape
 * (case-study-shapes.ts), upgraded when read. */
import type { DraftFavourite, FamilyProfile } from '@ccp/contracts';
import { AppError } from '../../errors';
import {
  CURRENT_SHAPE,
  type StoredSnapshot,
  StoredSnapshotSchema,
  upgradeSnapshot,
} from './case-study-shapes';
import type { VersionRow } from './family-figures.repository';

/** A case study as the services work on it: the profile in the API's shape (its version: the case study's). */
export interface DraftSnapshot {
  profile: FamilyProfile;
  favourites: DraftFavourite[];
}

export const UNREADABLE_CASE_STUDY = 'This case study cannot be read. Delete it and clone again.';

export function readSnapshot(version: Pick<VersionRow, 'snapshot' | 'editVersion'>): DraftSnapshot {
  const parsed = StoredSnapshotSchema.safeParse(upgradeSnapshot(version.snapshot));
  if (!parsed.success) throw new AppError('CONFLICT', UNREADABLE_CASE_STUDY);
  return {
    profile: { ...parsed.data.profile, version: version.editVersion },
    favourites: parsed.data.favourites,
  };
}

/** What is stored of a case study: the current shape, the profile without the version (the row holds it). */
export function toStored(snapshot: DraftSnapshot): StoredSnapshot {
  const { version: _version, ...profile } = snapshot.profile;
  return { shape: CURRENT_SHAPE, profile, favourites: snapshot.favourites };
}
