import { estimateFederalTaxes, filingAwardYear } from '@ccp/aid-engine';
import { describe, expect, it } from 'vitest';
import {
  call,
  hasStep,
  household,
  parents,
  student,
  t,
  useFamilySaiApp,
} from '../../../test/support/family-sai/family-sai.testing';

/* The family's income and taxes: retirement kinds and self-employment income in the tax estimate and the SAI, and
   GET /api/family/tax-estimate. */
useFamilySaiApp();

describe('one income, one tax (ADR 0021)', () => {
  it('saves each parent’s retirement kinds, and the tax estimate and the SAI use the same AGI', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { ...household, annualRetirementAmount: null });
    // 85,000 with a 401(k) of 8,000; 40,000 with a Roth of 4,000 (changes nothing).
    const first = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[0],
      annualIncome: 85_000,
      preTaxRetirementAmount: 8_000,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().profile.parents[0]).toMatchObject({
      preTaxRetirementAmount: 8_000,
      deductibleIraAmount: null,
    });
    const second = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[1],
      annualIncome: 40_000,
      rothRetirementAmount: 4_000,
    });
    expect(second.json().profile.parents[1]).toMatchObject({ rothRetirementAmount: 4_000 });
    await call(family, 'POST', '/api/family/profile/student', student);

    // The form's estimate for the joint return (tax year 2025): AGI 117,000; taxable 85,500; 2,385 + 12% × 61,650 = 9,783.
    const estimate = await call(
      family,
      'GET',
      '/api/family/tax-estimate?wages=85000&spouseWages=40000&filingStatus=married_joint&preTaxRetirement=8000',
    );
    expect(estimate.json()).toMatchObject({ agi: 117_000, incomeTax: 9_783 });

    // The SAI's parents' total income is the same 117,000, and its income tax allowance the same 9,783.
    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    const steps = sai.result.federal.groups.flatMap(
      (g: { steps: { label: string; amount: number }[] }) => g.steps,
    );
    expect(hasStep(steps, sai.result.context, 'Parents’ total income', 117_000)).toBe(true);
    // A projected year estimates the tax on the income stated in the tables' dollars (docs/decisions/0046).
    if (sai.result.context.official)
      expect(steps.some((s: { amount: number }) => s.amount === 9_783)).toBe(true);
  });

  it('deleting one of two joint-filing parents clears the joint tax, estimated again on one income', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { ...household, annualRetirementAmount: null });
    const maria = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[0],
      taxPaid: 14_000,
      taxableIncome: 130_800,
    });
    const david = await call(family, 'POST', '/api/family/profile/parent', parents[1]);
    await call(family, 'POST', '/api/family/profile/student', student);
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/family/delete-parent/${david.json().id}`,
      headers: family.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().parents).toEqual([
      expect.objectContaining({ id: maria.json().id, taxPaid: null, taxableIncome: null }),
    ]);
    // Maria alone, still married filing jointly (tax year 2025): AGI 92,000; taxable 60,500; 2,385 + 12% × 36,650 = 6,783.
    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    const steps = sai.result.federal.groups.flatMap(
      (g: { steps: { label: string; amount: number }[] }) => g.steps,
    );
    expect(hasStep(steps, sai.result.context, 'Parents’ total income', 92_000)).toBe(true);
    // A projected year estimates the tax on the income stated in the tables' dollars (docs/decisions/0046).
    if (sai.result.context.official)
      expect(steps.some((s: { amount: number }) => s.amount === 6_783)).toBe(true);
  });

  it('refuses a negative or non-numeric retirement amount, changing nothing', async () => {
    const family = await t.user('family');
    const res = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[0],
      deductibleIraAmount: -5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('deductibleIraAmount');
    expect((await call(family, 'GET', '/api/family/profile')).json().parents).toEqual([]);
  });
});

describe('self-employment income (ADR 0038)', () => {
  it('saves a parent’s Schedule C net profit; the tax estimate, the SAI and the reasons count it', async () => {
    const family = await t.user('family');
    await call(family, 'PUT', '/api/family/profile/family', { ...household, annualRetirementAmount: null });
    const first = await call(family, 'POST', '/api/family/profile/parent', {
      ...parents[0],
      annualIncome: 60_000,
      scheduleCNetProfit: 25_000,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().profile.parents[0]).toMatchObject({ scheduleCNetProfit: 25_000 });
    await call(family, 'POST', '/api/family/profile/parent', { ...parents[1], annualIncome: 40_000 });
    await call(family, 'POST', '/api/family/profile/student', student);

    // The form's estimate for the joint return (tax year 2025): AGI 60,000 + 25,000 + 40,000 = 125,000; taxable
    // 125,000 − 31,500 = 93,500; 2,385 + 12% × 69,650 = 10,743.
    const estimate = await call(
      family,
      'GET',
      '/api/family/tax-estimate?wages=60000&spouseWages=40000&filingStatus=married_joint&scheduleC=25000',
    );
    expect(estimate.statusCode).toBe(200);
    expect(estimate.json()).toMatchObject({ agi: 125_000, incomeTax: 10_743 });

    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    const steps = sai.result.federal.groups.flatMap(
      (g: { steps: { label: string; amount: number }[] }) => g.steps,
    );
    expect(hasStep(steps, sai.result.context, 'Parents’ total income', 125_000)).toBe(true);
    // A projected year estimates the tax on the income stated in the tables' dollars (docs/decisions/0046).
    if (sai.result.context.official)
      expect(steps.some((s: { amount: number }) => s.amount === 10_743)).toBe(true);
    expect(sai.result.estimateReasons).toContain(
      'Self-employment income: taxes estimated without self-employment tax, and colleges may ask for business records',
    );

    // A loss is negative; cents and absurd figures are refused with the field named, nothing changed.
    const id = first.json().id;
    const loss = await call(family, 'PUT', `/api/family/profile/parent/${id}/family`, {
      scheduleCNetProfit: -4_000,
    });
    expect(loss.statusCode).toBe(200);
    for (const bad of [1.5, -200_000_000, 'lots']) {
      const res = await call(family, 'PUT', `/api/family/profile/parent/${id}/family`, {
        scheduleCNetProfit: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('scheduleCNetProfit');
    }
    const saved = (await call(family, 'GET', '/api/family/profile')).json();
    expect(saved.parents[0].scheduleCNetProfit).toBe(-4_000);
  });
});

describe('GET /api/family/tax-estimate', () => {
  it('counts the household’s children under 17 and the parents’ ages as the SAI does: one tax figure', async () => {
    const family = await t.user('family');
    // Five at home: the parents, the senior and two children under 17; one parent 66 (65 in tax year 2025).
    await call(family, 'PUT', '/api/family/profile/family', {
      ...household,
      familyMembersCount: 5,
      childrenUnder17: 2,
      annualRetirementAmount: null,
    });
    await call(family, 'POST', '/api/family/profile/parent', { ...parents[0], age: 66 });
    await call(family, 'POST', '/api/family/profile/parent', parents[1]);
    await call(family, 'POST', '/api/family/profile/student', student);

    // What the profile's parent form asks for the joint return (the first parent holds the children).
    const ask = (children: number) =>
      call(
        family,
        'GET',
        `/api/family/tax-estimate?wages=92000&spouseWages=68000&filingStatus=married_joint&childrenUnder17=${children}&age=66&spouseAge=48`,
      );
    const estimate = (await ask(2)).json();
    const without = (await ask(0)).json();
    // Tax year 2025: $2,200 per child under 17, not phased out at an AGI of $160,000.
    expect(estimate.childTaxCredit).toBe(4_400);
    expect(without.incomeTax - estimate.incomeTax).toBe(4_400);

    const sai = (await call(family, 'GET', '/api/family/sai')).json();
    expect(sai.result.context.awardYear).toBe(filingAwardYear(new Date()));
    const steps: { label: string; amount: number }[] = sai.result.federal.groups.flatMap(
      (g: { steps: { label: string; amount: number }[] }) => g.steps,
    );
    // The SAI's own estimate of the parents' tax is the form's figure, to the dollar.
    expect(steps.find((s) => s.label === 'Parents’ U.S. income tax paid')?.amount).toBe(estimate.incomeTax);

    // Not answered: the household's other members (here the two besides the parents and the student) are counted.
    await call(family, 'PUT', '/api/family/profile/family', {
      ...household,
      familyMembersCount: 5,
      childrenUnder17: null,
      annualRetirementAmount: null,
    });
    const again = (await call(family, 'GET', '/api/family/sai')).json();
    const againSteps: { label: string; amount: number }[] = again.result.federal.groups.flatMap(
      (g: { steps: { label: string; amount: number }[] }) => g.steps,
    );
    expect(againSteps.find((s) => s.label === 'Parents’ U.S. income tax paid')?.amount).toBe(
      estimate.incomeTax,
    );
  });

  it('gives the engine’s estimate, joint returns on both incomes', async () => {
    const family = await t.user('family');
    const res = await call(
      family,
      'GET',
      '/api/family/tax-estimate?wages=92000&spouseWages=68000&filingStatus=married_joint&childrenUnder17=2',
    );
    expect(res.statusCode).toBe(200);
    // The return of the FAFSA a family files today: from 1 October the next award year's tax year.
    const engine = estimateFederalTaxes({
      wages: 92_000,
      spouseWages: 68_000,
      filingStatus: 'married_joint',
      taxYear: Number(filingAwardYear(new Date()).slice(0, 4)) - 2,
      qualifyingChildren: 2,
    });
    expect(engine.childTaxCredit).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({
      incomeTax: engine.incomeTax,
      taxableIncome: engine.taxableIncome,
      standardDeduction: engine.standardDeduction,
    });
  });

  it('refuses negative, non-numeric and absurd wages with field errors', async () => {
    const family = await t.user('family');
    for (const wages of ['-5', 'abc', '1000000000000']) {
      const res = await call(family, 'GET', `/api/family/tax-estimate?wages=${wages}&filingStatus=single`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('wages');
    }
  });
});
