import type { MeResponse, SaiResult } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILY_PROFILE_QUERY_KEY } from '../../../lib/family-profile';
import { createQueryClient } from '../../../lib/query-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { figuresFor } from '../../../lib/what-if';
import { WhatIfPanel } from './what-if-panel';

const profile: FamilyProfile = {
  id: 'f1',
  name: 'The Ortiz Family',
  email: 'ortiz@example.test',
  state: 'OH',
  zip: null,
  invitedBy: null,
  invitationStatus: 'active',
  completeOnboarding: true,
  onboarding: { currentStep: 0, completedSteps: [], subSteps: {} },
  familyMembersCount: 4,
  familyMembersInCollege: 1,
  filingStatus: 'married_joint',
  standardDeductionOrg: null,
  checkingAmount: 40_000,
  taxableBrokerageAccountsAmount: 10_000,
  collegeSavingsAccountsAmount: 20_000,
  annualRetirementAmount: null,
  primaryResidence: 'rent',
  residenceEquity: null,
  ownsInvestmentProperty: false,
  investmentEquity: null,
  hasBusinessAssets: false,
  businessAssetsAmount: null,
  businessIsSmallFamilyOwned: null,
  hasLifeInsuranceAccount: false,
  insuranceAmount: null,
  hasAnnuities: false,
  annuitiesAmount: null,
  hasRothIRA: false,
  hasIRA: false,
  has401k: false,
  hasFinAdvisor: false,
  hasCPA: false,
  federalSai: null,
  institutionalSai: null,
  saiComputedAt: null,
  hiddenElements: [],
  helpRequest: null,
  parents: [
    {
      id: 'p1',
      position: 0,
      firstName: 'Ana',
      lastName: 'Ortiz',
      age: 47,
      maritalStatus: 'married',
      annualIncome: 85_000,
      filingStatus: 'married_joint',
      standardDeduction: null,
      taxableIncome: null,
      taxPaid: null,
      preTaxRetirementAmount: null,
      deductibleIraAmount: null,
      rothRetirementAmount: null,
    },
  ],
  students: [
    {
      id: 's1',
      position: 0,
      name: 'Leo',
      graduationYear: 2027,
      overallStudentType: null,
      gpa: null,
      sat: null,
      act: null,
      filedTaxes: false,
      taxAmount: null,
      incomeAmount: 3_000,
      savingsAmount: 1_000,
      utmaAmount: null,
    },
  ],
};

const me: MeResponse = {
  user: { id: 'u1', email: 'ortiz@example.test', name: 'Ana Ortiz', role: 'family', phone: null },
  family: { id: 'f1', name: 'The Ortiz Family', invitationStatus: 'active', completeOnboarding: true },
  agent: null,
  professional: null,
  simulation: null,
};

const result = { studentId: 's1', awardYear: '2026-27' } as SaiResult;
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

afterEach(cleanup);

function renderPanel(respond: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.includes('/api/auth/token')) return Response.json({ token: 'token' });
      if (url.includes('/api/family/favourites')) return Response.json({ students: [], assumptions: null });
      return respond(url, init);
    }),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, me);
  queryClient.setQueryData(FAMILY_PROFILE_QUERY_KEY, profile);
  render(
    <QueryClientProvider client={queryClient}>
      <WhatIfPanel result={result} studentName="Leo" />
    </QueryClientProvider>,
  );
  return calls;
}

const saiShown = () =>
  within(screen.getByText('SAI for Leo with these changes').parentElement as HTMLElement).getAllByRole(
    'definition',
  )[0]?.textContent;

// The first render imports the aid engine's tables: on a busy machine it can take more than the default 5 s.
describe('WhatIfPanel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moving the income slider changes the SAI shown, worked out by the engine in the page', async () => {
    renderPanel(() => new Response(null, { status: 500 }));
    const saved = figuresFor(profile, 's1', '2026-27');
    expect(saiShown()).toBe(usd(saved?.federalSai ?? Number.NaN));
    const slider = screen.getByRole('slider', { name: 'Ana’s yearly pay before deductions' });
    fireEvent.change(slider, { target: { value: '150000' } });
    const raised = figuresFor(
      {
        ...profile,
        parents: [{ ...(profile.parents[0] as FamilyProfile['parents'][number]), annualIncome: 150_000 }],
      },
      's1',
      '2026-27',
    );
    expect(raised?.federalSai).toBeGreaterThan(saved?.federalSai ?? 0);
    expect(saiShown()).toBe(usd(raised?.federalSai ?? Number.NaN));
    // The number field beside it follows the slider.
    expect(
      screen.getByRole('textbox', { name: 'Ana’s yearly pay before deductions, amount in dollars' }),
    ).toHaveProperty('value', '150,000');
  });

  it('saves only after the confirmation, which lists each change; a refused write shows the server’s message', async () => {
    const calls = renderPanel(() =>
      Response.json(
        { error: { code: 'VALIDATION_FAILED', message: 'Enter an amount up to $9,999,999.', details: [] } },
        { status: 400 },
      ),
    );
    fireEvent.change(screen.getByRole('slider', { name: 'Spend on a home' }), { target: { value: '30000' } });
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save as my profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes to your profile?' });
    expect(within(dialog).getByText(/Cash, savings and checking:/).parentElement?.textContent).toBe(
      'Cash, savings and checking: $40,000 → $10,000',
    );
    expect(within(dialog).getByText(/Home equity:/).parentElement?.textContent).toBe(
      'Home equity: Not answered → $30,000',
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save to my profile' }));
    });
    await waitFor(() => expect(within(dialog).getByText('Enter an amount up to $9,999,999.')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toContain('/api/family/profile/family');
    expect(put?.body).toEqual({ checkingAmount: 10_000, residenceEquity: 30_000, primaryResidence: 'own' });
  });
});
