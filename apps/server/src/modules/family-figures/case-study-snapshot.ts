/* A case study's content (draft_family_versions.snapshot, docs/decisions/0031, 0057): read here, where every figure
 * of a case study is worked out, and by the case-studies module that edits it. Stored in a numbered shape
 * (case-study-shapes.ts), upgraded when read. */
import type { AidOffer, DraftFavourite, FamilyProfile } from '@ccp/contracts';
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
  /** The case study's own copy of the family's aid offers (ADR 0065): its offers are compared with its figures. */
  offers: AidOffer[];
}

export const UNREADABLE_CASE_STUDY = 'This case study cannot be read. Delete it and clone again.';

export function readSnapshot(version: Pick<VersionRow, 'snapshot' | 'editVersion'>): DraftSnapshot {
  const parsed = StoredSnapshotSchema.safeParse(upgradeSnapshot(version.snapshot));
  if (!parsed.success) throw new AppError('CONFLICT', UNREADABLE_CASE_STUDY);
  return {
    profile: { ...parsed.data.profile, version: version.editVersion },
    favourites: parsed.data.favourites,
    // A student's name is the case study's own (renamed there, its offers follow).
    offers: parsed.data.offers.map((offer) => ({
      ...offer,
      studentName:
        parsed.data.profile.students.find((s) => s.id === offer.studentId)?.name ?? offer.studentName,
    })),
  };
}

/** What is stored of a case study: the current shape, the profile without the version (the row holds it). */
export function toStored(snapshot: DraftSnapshot): StoredSnapshot {
  const { version: _version, ...profile } = snapshot.profile;
  return { shape: CURRENT_SHAPE, profile, favourites: snapshot.favourites, offers: snapshot.offers };
}
