import type {
  AdminFamilyDetail,
  AdminFamilyListItem,
  AdminFamilyListQuery,
  AdminFamilyListResponse,
  AgentOptionsResponse,
  DeleteFamiliesRequest,
} from '@ccp/contracts';
import { NO_FAMILIES_SELECTED_MESSAGE } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import { collegeCoaTotal, collegeNetPrice } from '../college-pricing/college-costs';
import { html, initialsOf, notify } from '../notifications/notify';
import { awardYearFor } from '../sai-figures/award-year';
import { engineProfile, engineStudent } from '../sai-figures/engine-input';
import { studentSaiAndPell } from '../sai-figures/student-sai-and-pell';
import * as repo from './admin-families.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function listFamilies(db: Db, q: AdminFamilyListQuery): Promise<AdminFamilyListResponse> {
  const { rows, total } = await repo.listFamilies(db, q);
  const items: AdminFamilyListItem[] = rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    state: r.state,
    parentNames: r.parentNames,
    students: Number(r.students),
    federalSai: r.federalSai,
    status: r.status as AdminFamilyListItem['status'],
    directSignUp: r.directSignUp,
    helpRequestedAt: r.helpRequestedAt === null ? null : iso(r.helpRequestedAt),
    agent: r.agentId && r.agentName ? { id: r.agentId, name: r.agentName } : null,
    createdAt: r.createdAt.toISOString(),
    lastActivityAt: r.updatedAt.toISOString(),
  }));
  return { items, page: q.page, limit: q.limit, total };
}

export async function countHelpWithoutAgent(db: Db) {
  return { count: await repo.countHelpWithoutAgent(db) };
}

async function familyOf(db: Db, id: string) {
  const found = await repo.findFamily(db, id);
  if (!found) throw notFound('That family');
  return found;
}

/** Everything an admin sees of one family; SAI and Pell come from the aid engine, costs from college-pricing. */
export async function getFamily(db: Db, id: string, today: Date = new Date()): Promise<AdminFamilyDetail> {
  const { family, phone } = await familyOf(db, id);
  const [parents, students, help, favourites, agent, professional] = await Promise.all([
    repo.listParents(db, family.id),
    repo.listStudents(db, family.id),
    repo.listHelpRequests(db, family.id),
    repo.listFavouriteColleges(db, family.id),
    family.agentId ? repo.findAgent(db, family.agentId) : undefined,
    family.invitedByProfessionalId ? repo.findProfessional(db, family.invitedByProfessionalId) : undefined,
  ]);
  const profile = engineProfile(family, parents);
  const income = parents.some((p) => p.annualIncome !== null)
    ? parents.reduce((sum, p) => sum + (p.annualIncome ?? 0), 0)
    : null;
  const key = {
    familyState: family.state,
    federalSai: family.federalSai,
    institutionalSai: family.institutionalSai,
    income,
  };
  let invitedBy: AdminFamilyDetail['arrival']['invitedBy'] = null;
  // A family that did not sign up directly and was not invited by a professional was invited by its agent.
  if (professional) invitedBy = { kind: 'admission_professional', ...professional };
  else if (!family.directSignUp && agent)
    invitedBy = {
      kind: 'financial_agent',
      name: agent.name,
      email: agent.email,
      organisation: agent.organisation,
    };

  return {
    id: family.id,
    userId: family.userId,
    name: family.name,
    email: family.email,
    phone: phone ?? null,
    state: family.state,
    status:
      family.invitationStatus === 'invited' ? 'invited' : family.completeOnboarding ? 'active' : 'onboarding',
    onboardingStep: family.onboardingStep,
    familyMembersCount: family.familyMembersCount,
    familyMembersInCollege: family.familyMembersInCollege,
    federalSai: family.federalSai,
    institutionalSai: family.institutionalSai,
    saiComputedAt: family.saiComputedAt?.toISOString() ?? null,
    createdAt: family.createdAt.toISOString(),
    lastActivityAt: family.updatedAt.toISOString(),
    parents: parents.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      age: p.age,
      annualIncome: p.annualIncome,
    })),
    students: students.map((s) => {
      const awardYear = awardYearFor(s.graduationYear, today);
      const { federalSai, pellAward: pell } = studentSaiAndPell(
        profile,
        engineStudent(s),
        awardYear,
        parents.length > 0,
      );
      return {
        id: s.id,
        name: s.name,
        graduationYear: s.graduationYear,
        awardYear,
        federalSai,
        pellAward: pell,
        // Each favourite priced for this student's first college year, with this student's own SAI.
        favourites: favourites
          .filter((f) => f.favourite.studentId === s.id)
          .map(({ favourite, college }) => {
            const priceYearStart = Number(awardYear.slice(0, 4));
            const coa = collegeCoaTotal(college, family.state, priceYearStart);
            const studentKey = { ...key, federalSai: federalSai ?? key.federalSai, priceYearStart };
            return {
              id: favourite.id,
              collegeId: college.id,
              name: college.name,
              state: college.state,
              costOfAttendance: coa,
              netPrice: collegeNetPrice(college, coa, studentKey).estimate,
            };
          }),
      };
    }),
    helpRequests: help.map((h) => ({
      id: h.id,
      message: h.message,
      createdAt: h.createdAt.toISOString(),
      resolvedAt: h.resolvedAt?.toISOString() ?? null,
    })),
    arrival: {
      directSignUp: family.directSignUp,
      invitedAt: family.invitedAt?.toISOString() ?? null,
      invitedBy,
    },
    agent: agent
      ? { id: agent.id, name: agent.name, email: agent.email, organisation: agent.organisation }
      : null,
  };
}

export async function agentOptions(db: Db, search: string | undefined): Promise<AgentOptionsResponse> {
  const rows = await repo.listAgentOptions(db, search);
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, organisation: r.organisation })),
  };
}

/** Gives the family its one financial agent (replacing any other); the agent and the family are notified. */
export async function assignAgent(db: Db, actor: Actor, id: string, agentId: string) {
  await retryingTransaction(db, async (tx) => {
    const found = await repo.findFamily(tx, id);
    if (!found) throw notFound('That family');
    const { family } = found;
    const agent = await repo.findAgent(tx, agentId);
    if (!agent) throw notFound('That financial agent');
    if (family.agentId === agent.id) return;
    const previous = family.agentId ? await repo.findAgent(tx, family.agentId) : undefined;
    await repo.setAgent(tx, family.id, agent);
    await notify(tx, {
      familyId: family.id,
      userId: family.userId,
      agentId: agent.id,
      senderInitials: initialsOf(agent.name),
      familyMessage: html`${agent.name} of ${agent.organisation} is now your financial agent.`,
      agentMessage: html`${family.name} has been assigned to you.`,
      adminMessage: html`${agent.name} was assigned to ${family.name}.`,
    });
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'family.assign_agent',
      entity: 'family',
      entityId: family.id,
      details: { agentId: agent.id, agent: agent.name, previousAgentId: previous?.id ?? null },
    });
  });
  return getFamily(db, id);
}

/** Takes the family's financial agent away; the agent and the family are notified. */
export async function removeAgent(db: Db, actor: Actor, id: string) {
  await retryingTransaction(db, async (tx) => {
    const found = await repo.findFamily(tx, id);
    if (!found) throw notFound('That family');
    const { family } = found;
    if (!family.agentId) throw new AppError('CONFLICT', 'This family has no financial agent.');
    const agent = await repo.findAgent(tx, family.agentId);
    await repo.setAgent(tx, family.id, null);
    await notify(tx, {
      familyId: family.id,
      userId: family.userId,
      agentId: family.agentId,
      senderInitials: initialsOf(agent?.name ?? 'Admin'),
      familyMessage: html`${agent?.name ?? 'Your financial agent'} is no longer your financial agent.`,
      agentMessage: html`${family.name} is no longer assigned to you.`,
      adminMessage: html`${agent?.name ?? 'The financial agent'} was removed from ${family.name}.`,
    });
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'family.remove_agent',
      entity: 'family',
      entityId: family.id,
      details: { agentId: family.agentId, agent: agent?.name ?? null },
    });
  });
  return getFamily(db, id);
}

/** Deletes the families and everything they own, their accounts included, in one transaction (all or none). */
export async function deleteFamilies(db: Db, actor: Actor, input: DeleteFamiliesRequest) {
  const ids = [...new Set(input.familyIds)];
  if (ids.length === 0)
    throw new AppError('VALIDATION_FAILED', NO_FAMILIES_SELECTED_MESSAGE, {
      familyIds: NO_FAMILIES_SELECTED_MESSAGE,
    });
  return retryingTransaction(db, async (tx) => {
    const found = await repo.findFamiliesByIds(tx, ids);
    if (found.length !== ids.length)
      throw notFound(ids.length === 1 ? 'That family' : 'One of those families');
    await repo.deleteFamilies(
      tx,
      ids,
      found.flatMap((f) => (f.userId ? [f.userId] : [])),
    );
    for (const f of found) {
      await recordAudit(tx, actor, {
        familyId: f.id,
        action: 'family.delete',
        entity: 'family',
        entityId: f.id,
        details: { name: f.name, email: f.email, userId: f.userId },
      });
    }
    return { deleted: found.length };
  });
}
