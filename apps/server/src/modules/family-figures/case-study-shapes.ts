/*
 * The storage shapes of a case study (draft_family_versions.snapshot, docs/decisions/0057). A case study keeps a copy
 * of the family profile; the profile grows over releases, so the stored copy says which shape it has (`shape`) and
 * every past shape has a step to the next one. A snapshot is upgraded when read, and the migration that numbered
 * the shapes (0019_no_lost_edits) upgraded the rows stored before. Adding a field to the profile (the contracts'
 * FamilyProfileResponseSchema) is one more step below and CURRENT_SHAPE one higher: the shapes test reads a saved
 * case study of every shape and fails until then.
 *
 * The past shapes, from the contracts' history (`git log -p packages/contracts/src/family-profile.ts`):
 *   1  the first case studies (0e4d37f, 2026-11-23): `{ profile, favourites }`, no `invitedBy`, parents without
 *      `scheduleCNetProfit`;
 *   2  `invitedBy` on the profile (d001603, merged with case studies in 10986b5, 2026-11-24);
 *   3  each parent's `scheduleCNetProfit` (6aacb5b, 2026-11-24); numbered (`shape: 3`) from 0019_no_lost_edits on;
 *   4  the case study's own copy of the family's aid offers (`offers`, issue 22, ADR 0065); the rows stored before
 *      read as having none (migration 0026_case_study_offers).
 */
import { AidOfferSchema, DraftFavouriteSchema, FamilyProfileResponseSchema } from '@ccp/contracts';
import { z } from 'zod';

export const CURRENT_SHAPE = 4;

type Json = Record<string, unknown>;

/** The profile as a case study stores it: the API's profile without its edit version (the row keeps that). */
export const StoredProfileSchema = FamilyProfileResponseSchema.omit({ version: true });

export const StoredSnapshotSchema = z.object({
  shape: z.number().int(),
  profile: StoredProfileSchema,
  favourites: z.array(DraftFavouriteSchema),
  offers: z.array(AidOfferSchema),
});
export type StoredSnapshot = z.infer<typeof StoredSnapshotSchema>;

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function withProfile(snapshot: Json, change: (profile: Json) => Json): Json {
  return { ...snapshot, profile: change(record(snapshot.profile)) };
}

/** Step n takes a snapshot of shape n to shape n + 1. A field that did not exist then reads as not given. */
const UPGRADES: Record<number, (snapshot: Json) => Json> = {
  1: (snapshot) => withProfile(snapshot, (profile) => ({ invitedBy: null, ...profile })),
  2: (snapshot) =>
    withProfile(snapshot, (profile) => ({
      ...profile,
      parents: list(profile.parents).map((parent) => ({ scheduleCNetProfit: null, ...record(parent) })),
    })),
  3: (snapshot) => ({ ...snapshot, offers: list(snapshot.offers) }),
};

/** The shape of a stored snapshot: its number, or, for one stored before shapes were numbered, what it holds. */
export function shapeOf(stored: unknown): number {
  const snapshot = record(stored);
  if (typeof snapshot.shape === 'number') return snapshot.shape;
  const profile = record(snapshot.profile);
  if (!('invitedBy' in profile)) return 1;
  if (list(profile.parents).some((parent) => !('scheduleCNetProfit' in record(parent)))) return 2;
  return 3;
}

/**
 * A stored snapshot in the current shape: each step from its shape on, in order. A shape newer than this release
 * knows (written by the next release during a rolling deploy) is read as it is: a shape only adds fields.
 */
export function upgradeSnapshot(stored: unknown): Json {
  let snapshot = record(stored);
  let shape = shapeOf(snapshot);
  while (shape < CURRENT_SHAPE) {
    const step = UPGRADES[shape];
    if (!step) break;
    snapshot = step(snapshot);
    shape += 1;
  }
  return { ...snapshot, shape: Math.max(shape, CURRENT_SHAPE) };
}
