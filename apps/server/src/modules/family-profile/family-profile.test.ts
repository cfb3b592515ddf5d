import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addParent,
  addStudent,
  call,
  profileOf,
  t,
  useProfileApp,
} from '../../../test/support/family-profile/family-profile.testing';

useProfileApp();

describe('profile read and write', () => {
  it('starts empty for a new family, with onboarding at the first step', async () => {
    const family = await t.user('family', { name: 'The Parks' });
    const profile = await profileOf(family);
    expect(profile).toMatchObject({
      name: 'The Parks',
      invitationStatus: 'pending',
      completeOnboarding: false,
      onboarding: { currentStep: 0, completedSteps: [], subSteps: {} },
      parents: [],
      students: [],
      federalSai: null,
      hiddenElements: [],
      helpRequest: null,
    });
  });

  it('saves household and finance answers, and audits the write with the actor', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/profile/family', {
      state: 'TX',
      familyMembersCount: 4,
      familyMembersInCollege: 1,
      filingStatus: 'married_joint',
      checkingAmount: 12_000,
      collegeSavingsAccountsAmount: 30_000,
      primaryResidence: 'own',
      residenceEquity: 150_000,
      has401k: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'TX',
      familyMembersCount: 4,
      checkingAmount: 12_000,
      residenceEquity: 150_000,
      has401k: true,
    });
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorUserId, family.userId));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'profile.update', actorRole: 'family', familyId: res.json().id }),
    ]);
    expect(audit[0]!.details).toMatchObject({ fields: expect.arrayContaining(['state', 'checkingAmount']) });
  });

  it('refuses negative, non-numeric, fractional and absurd amounts with field errors, and changes nothing', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { checkingAmount: 5_000, state: 'OH' });
    const before = await profileOf(family);
    const res = await call(family, 'PUT', '/api/family/profile/family', {
      state: 'NY',
      checkingAmount: -1,
      taxableBrokerageAccountsAmount: 'lots',
      collegeSavingsAccountsAmount: 1_000_000_000_000,
      annualRetirementAmount: 12.5,
      familyMembersCount: 40,
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      checkingAmount: 'The amount cannot be negative.',
      taxableBrokerageAccountsAmount: 'Enter an amount in whole dollars.',
      collegeSavingsAccountsAmount: 'That amount is too large. Enter a value up to $100,000,000.',
      annualRetirementAmount: 'Enter a whole-dollar amount, without cents.',
      familyMembersCount: expect.stringContaining('between 1 and 10'),
    });
    expect(await profileOf(family)).toEqual(before);
  });

  it('asks amounts only after a Yes: an amount without a Yes is refused, and a No clears it', async () => {
    const family = await t.user('family');
    const refused = await call(family, 'PUT', '/api/family/profile/family', { annuitiesAmount: 8_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.annuitiesAmount).toContain('Answer Yes');

    const yes = await call(family, 'PUT', '/api/family/profile/family', {
      hasAnnuities: true,
      annuitiesAmount: 8_000,
      ownsInvestmentProperty: true,
      investmentEquity: 60_000,
    });
    expect(yes.json()).toMatchObject({
      hasAnnuities: true,
      annuitiesAmount: 8_000,
      investmentEquity: 60_000,
    });

    const no = await call(family, 'PUT', '/api/family/profile/family', { hasAnnuities: false });
    expect(no.json()).toMatchObject({ hasAnnuities: false, annuitiesAmount: null, investmentEquity: 60_000 });

    await call(family, 'PUT', '/api/family/profile/family', {
      primaryResidence: 'own',
      residenceEquity: 90_000,
    });
    const rent = await call(family, 'PUT', '/api/family/profile/family', { primaryResidence: 'rent' });
    expect(rent.json()).toMatchObject({ primaryResidence: 'rent', residenceEquity: null });
  });

  it('refuses more in college than live in the household', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/profile/family', {
      familyMembersCount: 2,
      familyMembersInCollege: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.familyMembersInCollege).toContain('cannot be more');
  });

  it('accepts only the family suffix for a family; admin and agent suffixes are refused', async () => {
    const family = await t.user('family');
    for (const role of ['admin', 'agent']) {
      const res = await call(family, 'PUT', `/api/family/profile/${role}`, { state: 'CA' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const bad = await call(family, 'PUT', '/api/family/profile/owner', { state: 'CA' });
    expect(bad.statusCode).toBe(400);
    expect((await profileOf(family)).state).toBeNull();
  });
});

describe('onboarding', () => {
  it('saves progress on every sub-step and returns it on the next visit', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/onboarding/progress', {
      currentStep: 2,
      completedSteps: [0, 1],
      subSteps: { household: 3, parents: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(family)).onboarding).toEqual({
      currentStep: 2,
      completedSteps: [0, 1],
      subSteps: { household: 3, parents: 1 },
    });
    const outOfRange = await call(family, 'PUT', '/api/family/onboarding/progress', {
      currentStep: 9,
      completedSteps: [],
      subSteps: { pets: 1 },
    });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('finishes only with the essential answers, then the family is active', async () => {
    const family = await t.user('family');
    const early = await call(family, 'PUT', '/api/family/profile/done-onboarding/family');
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().error.fields).sort()).toEqual([
      'familyMembersCount',
      'familyMembersInCollege',
      'parents',
      'state',
      'students',
    ]);

    await call(family, 'PUT', '/api/family/profile/family', {
      state: 'WA',
      familyMembersCount: 3,
      familyMembersInCollege: 1,
    });
    await addParent(family, { firstName: 'Jo', annualIncome: 55_000, filingStatus: 'head_of_household' });
    await addStudent(family, { name: 'Kai', graduationYear: 2027 });
    const done = await call(family, 'PUT', '/api/family/profile/done-onboarding/family');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      completeOnboarding: true,
      invitationStatus: 'active',
      onboarding: { completedSteps: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    });
    const me = await call(family, 'GET', '/api/me');
    expect(me.json().family).toMatchObject({ invitationStatus: 'active', completeOnboarding: true });
  });
});

describe('hidden elements and help', () => {
  it('hides the banner and the guide for good', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/profile/hidden-elements', {
      element: 'awaiting-banner',
    });
    expect(res.json()).toEqual({ hiddenElements: ['awaiting-banner'] });
    await call(family, 'PUT', '/api/family/profile/hidden-elements', {
      element: 'onboarding-guide',
      hidden: true,
    });
    expect((await profileOf(family)).hiddenElements).toEqual(['awaiting-banner', 'onboarding-guide']);
    const unknown = await call(family, 'PUT', '/api/family/profile/hidden-elements', {
      element: 'everything',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('records a help request with its time, once while it is open', async () => {
    const family = await t.user('family');
    const res = await call(family, 'PUT', '/api/family/profile/request-help', {
      message: 'Is our 529 counted?',
    });
    expect(res.statusCode).toBe(200);
    const { helpRequest, alreadyOpen } = res.json();
    expect(alreadyOpen).toBe(false);
    expect(res.json()).toMatchObject({
      supportEmail: 'support@collegecostplanner.test',
      // No agent: the support address is mailed, and the family reads who answers.
      mailedTo: 'support',
      mailedToSupport: true,
      answeredBy: 'our advisors',
    });
    const mailed = (await t.deliverMail()).filter((m) => m.to === 'support@collegecostplanner.test');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toMatchObject({ replyTo: family.email });
    expect(mailed[0]!.text).toContain('Is our 529 counted?');
    expect(mailed[0]!.text).toContain(family.email);
    expect(mailed[0]!.text).toContain('Answer them in College Cost Planner');
    expect(mailed[0]!.text).toContain(`/admin/families/${family.userId}`);
    expect(Date.now() - Date.parse(helpRequest.requestedAt)).toBeLessThan(60_000);
    const again = await call(family, 'PUT', '/api/family/profile/request-help', {});
    expect(again.json()).toMatchObject({
      alreadyOpen: true,
      mailedTo: null,
      mailedToSupport: false,
      helpRequest: { id: helpRequest.id },
    });
    // An open request is not mailed again.
    expect((await t.deliverMail()).filter((m) => m.to === 'support@collegecostplanner.test')).toHaveLength(1);
    expect((await profileOf(family)).helpRequest).toMatchObject({ message: 'Is our 529 counted?' });
  });
});
