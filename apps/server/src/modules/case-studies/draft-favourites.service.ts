/* A case study's own favourite colleges: added and removed in the draft, never in the family's favourites. */
import type { DraftFavouriteRequest, DraftProfile } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import * as repo from './case-studies.repository';
import { editVersion } from './draft-edits';

export async function addDraftFavourite(
  db: Db,
  actor: Actor,
  versionId: string,
  input: DraftFavouriteRequest,
): Promise<DraftProfile> {
  const college = await repo.findCollegeName(db, input.collegeId);
  if (!college) throw notFound('That college');
  return editVersion(db, actor, versionId, 'case-study.favourite.add', (snapshot) => {
    if (!snapshot.profile.students.some((s) => s.id === input.studentId)) throw notFound('That student');
    const exists = snapshot.favourites.some(
      (f) => f.studentId === input.studentId && f.collegeId === input.collegeId,
    );
    const favourite = {
      id: crypto.randomUUID(),
      collegeId: college.id,
      studentId: input.studentId,
      collegeName: college.name,
    };
    return {
      snapshot: exists ? snapshot : { ...snapshot, favourites: [...snapshot.favourites, favourite] },
      details: {
        collegeId: college.id,
        college: college.name,
        studentId: input.studentId,
        alreadyThere: exists,
      },
    };
  });
}

export async function removeDraftFavourite(
  db: Db,
  actor: Actor,
  versionId: string,
  id: string,
): Promise<DraftProfile> {
  return editVersion(db, actor, versionId, 'case-study.favourite.remove', (snapshot) => {
    const removed = snapshot.favourites.find((f) => f.id === id);
    if (!removed) throw notFound('That favorite');
    return {
      snapshot: { ...snapshot, favourites: snapshot.favourites.filter((f) => f.id !== id) },
      details: { collegeId: removed.collegeId, college: removed.collegeName, studentId: removed.studentId },
    };
  });
}
