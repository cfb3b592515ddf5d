import type { Db } from '@ccp/db';
import { type Actor, ownFamilyOnly } from '../../auth/actor';
import type { Auth } from '../../auth/auth';
import type { SessionRevocations } from '../../auth/session-revocations';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import { queueMail } from '../../mail/outbox';
import { accountDeletedMail } from '../../mail/templates';
import * as repo from './family-data.repository';

export interface FamilyDataDeps {
  db: Db;
  auth: Auth;
  revocations: SessionRevocations;
}

const WRONG_PASSWORD = 'That password is not right. Your account has not been deleted.';

export type FamilyExport = Awaited<ReturnType<typeof exportData>>;

/** Everything held about the signed-in family, as one JSON document ("Download my data"). */
export async function exportData(db: Db, actor: Actor, now = new Date()) {
  ownFamilyOnly(actor, 'download its data');
  const family = await repo.findFamilyByUser(db, actor.userId);
  const user = await repo.findUser(db, actor.userId);
  if (!family || !user) throw notFound('Your family profile');
  const records = await repo.familyRecords(db, family);
  return {
    exportedAt: now.toISOString(),
    about:
      'Everything College Cost Planner holds about your family: your account, household profile, parents, students, ' +
      'favorite colleges, help requests, case studies, the activity log of changes (yours and what staff acting for ' +
      'you did), notifications, calculator uses, the events sent to our CRM, your plan assumptions, your funding plan’s ' +
      'choices, your aid offers (every line), the PDF reports ' +
      'made for you (their reference numbers) and your invitations. Money is in whole US dollars.',
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone ?? null,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
    },
    family,
    ...records,
  };
}

/** A spreadsheet cell: quoted when needed; text a spreadsheet would run as a formula is prefixed with '. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const FAMILY_FIGURES = [
  'familyMembersCount',
  'familyMembersInCollege',
  'childrenUnder17',
  'filingStatus',
  'checkingAmount',
  'taxableBrokerageAccountsAmount',
  'collegeSavingsAccountsAmount',
  'annualRetirementAmount',
  'insuranceAmount',
  'residenceEquity',
  'investmentEquity',
  'businessAssetsAmount',
  'annuitiesAmount',
  'parentsMaritalStatus',
  'reportingParentRemarried',
  'childSupportReceived',
  'foreignIncome',
  'untaxedIraDistributions',
  'untaxedPensions',
  'taxExemptInterest',
  'educationCredits',
  'meansTestedBenefits',
  'dislocatedWorker',
  'filedSchedulesABDEFH',
  'federalSai',
  'institutionalSai',
] as const;
const PARENT_FIGURES = [
  'age',
  'annualIncome',
  'filingStatus',
  'taxableIncome',
  'taxPaid',
  'standardDeduction',
  'preTaxRetirementAmount',
  'deductibleIraAmount',
  'rothRetirementAmount',
  'scheduleCNetProfit',
  'relationship',
  'providedMoreSupport',
  'householdSize',
  'assetsAmount',
] as const;
const STUDENT_FIGURES = [
  'graduationYear',
  'gpa',
  'sat',
  'act',
  'incomeAmount',
  'taxAmount',
  'savingsAmount',
  'utmaAmount',
  'birthYear',
  'spouseIncomeAmount',
  'householdSize',
] as const;

const OFFER_FIGURES = [
  'tuitionAndFees',
  'housingAndFood',
  'booksAndSupplies',
  'transportation',
  'personalExpenses',
  'letterTotalAid',
  'letterNetCost',
] as const;

/** The figures of the export as CSV (record, name, field, value): one line per figure. */
export function figuresCsv(data: FamilyExport): string {
  const lines = [['record', 'name', 'field', 'value']];
  for (const field of FAMILY_FIGURES)
    lines.push(['household', data.family.name, field, cell(data.family[field])]);
  data.parents.forEach((p, i) => {
    const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
    for (const field of PARENT_FIGURES) lines.push([`parent ${i + 1}`, name, field, cell(p[field])]);
  });
  data.students.forEach((s, i) => {
    for (const field of STUDENT_FIGURES) lines.push([`student ${i + 1}`, s.name, field, cell(s[field])]);
  });
  data.aidOffers.forEach((o, i) => {
    const name = `${o.college} ${o.awardYear}`;
    for (const field of OFFER_FIGURES) lines.push([`aid offer ${i + 1}`, name, field, cell(o[field])]);
    for (const item of o.items)
      lines.push([`aid offer ${i + 1}`, name, `${item.kind}: ${item.name}`, cell(item.amount)]);
  });
  return `${lines.map((line) => line.map((v, i) => (i === 3 ? v : cell(v))).join(',')).join('\r\n')}\r\n`;
}

/**
 * "Delete my account": the password is checked with better-auth's own hashing; then, in one transaction, every row
 * of the family and its user goes (see the repository) and an anonymous record of the deletion is written. The
 * sessions are ended on every instance; the confirmation mail, queued in the transaction, leaves no copy once sent.
 */
export async function deleteAccount(deps: FamilyDataDeps, actor: Actor, password: string): Promise<void> {
  ownFamilyOnly(actor, 'delete its account');
  const user = await repo.findUser(deps.db, actor.userId);
  if (!user) throw notFound('Your account');
  const hash = await repo.passwordHash(deps.db, actor.userId);
  const context = await deps.auth.$context;
  const valid = hash !== null && (await context.password.verify({ hash, password }));
  if (!valid) throw new AppError('INVALID_CREDENTIALS', WRONG_PASSWORD, { password: WRONG_PASSWORD });

  const sessions = await repo.sessionsOf(deps.db, actor.userId);
  await retryingTransaction(deps.db, async (tx) => {
    const family = await repo.lockFamilyByUser(tx, actor.userId);
    if (!family) throw notFound('Your family profile');
    await repo.deleteFamilyAndUser(tx, family, { id: user.id, email: user.email }, sessions);
    // Queued after the family's mail was removed, and deleted itself once sent: the address is not kept.
    await queueMail(tx, accountDeletedMail({ to: user.email, name: user.name }), { forgetAfterSend: true });
  });
  await deps.revocations.revoke([...sessions, { id: actor.sessionId, userId: actor.userId }]);
}
