import type {
  ProfessionalFamilyDetail,
  ProfessionalFamilyListQuery,
  ProfessionalFamilyListResponse,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { requireFamilyAccess } from '../../auth/family-access';
import { notFound } from '../../errors';
import { familyHeader } from '../family-detail/family-detail';
import * as detailRepo from '../family-detail/family-detail.repository';
import { familyListItem } from '../family-detail/family-list';
import * as repo from './professional-portal.repository';

/** The signed-in professional's access: the families it invited, read only (auth/family-access). */
const accessOf = (db: Db, actor: Actor) =>
  requireFamilyAccess(db, actor, ['professional'], 'This account is not an active admission professional.');

export async function listFamilies(
  db: Db,
  actor: Actor,
  q: ProfessionalFamilyListQuery,
): Promise<ProfessionalFamilyListResponse> {
  const access = await accessOf(db, actor);
  const [{ rows, total }, summary] = await Promise.all([
    repo.listFamilies(db, access, q),
    repo.summary(db, access),
  ]);
  return {
    // The common fields carry no money; the professional's own column is the graduation years.
    items: rows.map((r) => ({ ...familyListItem(r), graduationYears: r.graduationYears.map(Number) })),
    page: q.page,
    limit: q.limit,
    total,
    summary,
  };
}

/**
 * A family the professional invited: contact details, students, graduation years, favourite colleges (names only)
 * and onboarding. Built field by field, so that no income, asset, SAI, Pell, cost or price can slip in.
 */
export async function getFamily(db: Db, actor: Actor, id: string): Promise<ProfessionalFamilyDetail> {
  const found = await detailRepo.findFamily(db, id, await accessOf(db, actor), 'read');
  if (!found) throw notFound('That family');
  const { family } = found;
  const [parents, students, favourites] = await Promise.all([
    detailRepo.listParents(db, family.id),
    detailRepo.listStudents(db, family.id),
    detailRepo.listFavouriteColleges(db, family.id),
  ]);
  return {
    ...familyHeader(found),
    invitedAt: family.invitedAt?.toISOString() ?? null,
    parents: parents.map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName })),
    students: students.map((s) => ({
      id: s.id,
      name: s.name,
      graduationYear: s.graduationYear,
      favourites: favourites
        .filter((f) => f.favourite.studentId === s.id)
        .map(({ favourite, college }) => ({
          id: favourite.id,
          collegeId: college.id,
          name: college.name,
          state: college.state,
        })),
    })),
  };
}
