/* A family's detail as staff see it (the admin's and the financial agent's page): one builder for both. */
import type { AdminFamilyDetail } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import { policyBook } from '../college-pricing/policy-book';
import { collegeFigures, studentPricingKey } from '../family-figures/college-figures';
import { basisOfFamily } from '../family-figures/family-figures.service';
import { toHelpThread } from '../help-threads/help-thread.mapper';
import { listThreads } from '../help-threads/help-threads.repository';
import * as repo from './family-detail.repository';

type FamilyRow = repo.FoundFamily['family'];

export function familyStatus(family: FamilyRow): AdminFamilyDetail['status'] {
  return family.invitationStatus === 'invited'
    ? 'invited'
    : family.completeOnboarding
      ? 'active'
      : 'onboarding';
}

/** What every staff page of a family opens with: who it is, how to reach it, where its onboarding stands. */
export function familyHeader({ family, phone }: repo.FoundFamily) {
  return {
    id: family.id,
    userId: family.userId,
    name: family.name,
    email: family.email,
    phone: phone ?? null,
    state: family.state,
    status: familyStatus(family),
    onboardingStep: family.onboardingStep,
    createdAt: family.createdAt.toISOString(),
    lastActivityAt: family.updatedAt.toISOString(),
  };
}

/**
 * Everything staff see of one family; every figure from the family's figures basis (docs/decisions/0046), as the
 * family's own screens show it.
 */
export async function buildFamilyDetail(
  db: DbOrTx,
  { family, phone }: repo.FoundFamily,
  today: Date = new Date(),
): Promise<AdminFamilyDetail> {
  const [parents, help, favourites, agent, professional, couponCode, basis, policies] = await Promise.all([
    repo.listParents(db, family.id),
    listThreads(db, family.id),
    repo.listFavouriteColleges(db, family.id),
    family.agentId ? repo.findAgent(db, family.agentId) : undefined,
    family.invitedByProfessionalId ? repo.findProfessional(db, family.invitedByProfessionalId) : undefined,
    family.couponId ? repo.findCouponCode(db, family.couponId) : null,
    basisOfFamily(db, family, today),
    policyBook(db),
  ]);
  let invitedBy: AdminFamilyDetail['arrival']['invitedBy'] = null;
  // A family that did not sign up directly and was not invited by a professional was invited by its agent.
  if (professional)
    invitedBy = {
      kind: 'admission_professional',
      name: professional.name,
      email: professional.email,
      organisation: professional.organisation,
    };
  else if (!family.directSignUp && agent)
    invitedBy = {
      kind: 'financial_agent',
      name: agent.name,
      email: agent.email,
      organisation: agent.organisation,
    };

  return {
    ...familyHeader({ family, phone }),
    familyMembersCount: family.familyMembersCount,
    familyMembersInCollege: family.familyMembersInCollege,
    federalSai: basis.federalSai,
    institutionalSai: basis.institutionalSai,
    saiComputedAt: family.saiComputedAt?.toISOString() ?? null,
    parents: parents.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      age: p.age,
      annualIncome: p.annualIncome,
    })),
    students: basis.students.map((s) => {
      const key = studentPricingKey(basis, s, policies);
      return {
        id: s.id,
        name: s.name,
        graduationYear: s.graduationYear,
        awardYear: s.awardYear,
        federalSai: s.federalSai,
        pellAward: s.pellAward,
        // Each favourite priced for this student's first college year, with this student's own figures.
        favourites: favourites
          .filter((f) => f.favourite.studentId === s.id)
          .map(({ favourite, college }) => {
            const figures = collegeFigures(college, key);
            return {
              id: favourite.id,
              collegeId: college.id,
              name: college.name,
              state: college.state,
              costOfAttendance: figures.costOfAttendance,
              fullCost: figures.fullCost,
              netPrice: figures.netPrice.estimate,
            };
          }),
      };
    }),
    helpRequests: help.map((h) => toHelpThread(h.request, h.messages)),
    arrival: {
      directSignUp: family.directSignUp,
      invitedAt: family.invitedAt?.toISOString() ?? null,
      invitedBy,
      couponCode,
    },
    agent: agent
      ? { id: agent.id, name: agent.name, email: agent.email, organisation: agent.organisation }
      : null,
  };
}
