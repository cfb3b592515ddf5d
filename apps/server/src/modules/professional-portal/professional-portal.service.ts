import type {
  ProfessionalFamilyDetail,
  ProfessionalFamilyListQuery,
  ProfessionalFamilyListResponse,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { forbidden, notFound } from '../../errors';
import { familyStatus } from '../family-detail/family-detail';
import * as detailRepo from '../family-detail/family-detail.repository';
import * as repo from './professional-portal.repository';

async function professionalOf(db: Db, actor: Actor) {
  const professional = await detailRepo.findProfessionalByUser(db, actor.userId);
  if (!professional) throw forbidden('This account is not an admission professional.');
  return professional;
}

export async function listFamilies(
  db: Db,
  actor: Actor,
  q: ProfessionalFamilyListQuery,
): Promise<ProfessionalFamilyListResponse> {
  const professional = await professionalOf(db, actor);
  const [{ rows, total }, summary] = await Promise.all([
    repo.listFamilies(db, professional.id, q),
    repo.summary(db, professional.id),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      name: r.name,
      email: r.email,
      state: r.state,
      parentNames: r.parentNames,
      students: Number(r.students),
      graduationYears: r.graduationYears.map(Number),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      lastActivityAt: r.updatedAt.toISOString(),
    })),
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
  const professional = await professionalOf(db, actor);
  const found = await detailRepo.findFamily(db, id, {
    kind: 'professional',
    professionalId: professional.id,
  });
  if (!found) throw notFound('That family');
  const { family, phone } = found;
  const [parents, students, favourites] = await Promise.all([
    detailRepo.listParents(db, family.id),
    detailRepo.listStudents(db, family.id),
    detailRepo.listFavouriteColleges(db, family.id),
  ]);
  return {
    id: family.id,
    userId: family.userId,
    name: family.name,
    email: family.email,
    phone: phone ?? null,
    state: family.state,
    status: familyStatus(family),
    onboardingStep: family.onboardingStep,
    invitedAt: family.invitedAt?.toISOString() ?? null,
    createdAt: family.createdAt.toISOString(),
    lastActivityAt: family.updatedAt.toISOString(),
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
