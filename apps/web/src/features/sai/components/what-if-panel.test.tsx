import type { MeResponse, SaiResult } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyProfileQuery } from '../../../domains/family/profile/family-profile';
import { figuresFor } from '../../../domains/family/what-if/what-if';
import { formatSai } from '../../../lib/format';
import { createQueryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session';
import { ortizMe as me, ortizProfile as profile } from '../../../testing/ortiz-family';
import { WhatIfPanel } from './what-if-panel';

const context = {
  awardYear: '2026-27',
  baseAwardYear: '2026-27',
  incomeGrowthPercent: 3,
  assetGrowthPercent: 2,
  studentsInCollege: 1,
  official: true,
  tablesYear: '2026-27',
  note: null,
};
const result = {
  studentId: 's1',
  awardYear: '2026-27',
  tables: { federal: '2026-27 federal tables, published June 2025' },
  context,
} as SaiResult;

afterEach(cleanup);

function renderPanel(respond: (url: string, init?: RequestInit) => Response, session: MeResponse = me) {
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
  queryClient.setQueryData(sessionQuery().queryKey, session);
  queryClient.setQueryData(familyProfileQuery().queryKey, profile);
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
    const saved = figuresFor(profile, 's1', context);
    expect(saiShown()).toBe(formatSai(saved?.federalSai ?? Number.NaN));
    const slider = screen.getByRole('slider', { name: 'Ana’s yearly pay before deductions' });
    fireEvent.change(slider, { target: { value: '150000' } });
    const raised = figuresFor(
      {
        ...profile,
        parents: [{ ...(profile.parents[0] as FamilyProfile['parents'][number]), annualIncome: 150_000 }],
      },
      's1',
      context,
    );
    expect(raised?.federalSai).toBeGreaterThan(saved?.federalSai ?? 0);
    expect(saiShown()).toBe(formatSai(raised?.federalSai ?? Number.NaN));
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

  it('offers "Save as a case study" only while a staff member acts as the family, and writes the changes to the new copy', async () => {
    const plain = renderPanel(() => new Response(null, { status: 500 }));
    expect(screen.queryByRole('button', { name: 'Save as a case study' })).toBeNull();
    expect(plain.filter((c) => c.method !== 'GET')).toEqual([]);
    cleanup();

    const acting: MeResponse = {
      ...me,
      simulation: {
        actorUserId: 'admin-1',
        actorName: 'Alex Morgan',
        actorEmail: 'admin@example.test',
        actorRole: 'admin',
      },
    };
    const draftProfile: FamilyProfile = {
      ...profile,
      parents: [{ ...(profile.parents[0] as FamilyProfile['parents'][number]), id: 'p1-copy' }],
    };
    const calls = renderPanel((url, init) => {
      if (url.includes('/api/family/clone-to-draft/'))
        return Response.json({ id: 'v1', familyVersionName: 'Job change' });
      if (url.includes('/api/family/draft-profile?')) return Response.json(draftProfile);
      if (init?.method === 'PUT') return Response.json(draftProfile);
      return new Response(null, { status: 500 });
    }, acting);
    // The button's code loads only while staff act as the family (a lazy chunk).
    const save = await screen.findByRole('button', { name: 'Save as a case study' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('slider', { name: 'Ana’s yearly pay before deductions' }), {
      target: { value: '150000' },
    });
    fireEvent.change(screen.getByRole('slider', { name: 'Move into a 529' }), { target: { value: '5000' } });
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save as a case study' });
    fireEvent.change(within(dialog).getByLabelText(/Version name/), { target: { value: 'Job change!!' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create case study' }));
    });
    expect(await screen.findByText('Clone: Job change created successfully!!')).toBeTruthy();
    const writes = calls.filter((c) => c.method !== 'GET' && !c.url.includes('/api/auth/token'));
    expect(writes).toEqual([
      {
        url: expect.stringContaining('/api/family/clone-to-draft/u1'),
        method: 'POST',
        body: {
          adminId: 'admin-1',
          versionName: 'Job change',
          versionId: null,
          cloneType: 'familyProfile',
          agent_access_id: null,
        },
      },
      {
        url: expect.stringContaining('/api/family/draft-profile/v1'),
        method: 'PUT',
        body: { checkingAmount: 35_000, collegeSavingsAccountsAmount: 25_000 },
      },
      {
        url: expect.stringContaining('/api/family/profile/parent/p1-copy/v1'),
        method: 'PUT',
        body: { annualIncome: 150_000 },
      },
    ]);
    // The family's own profile was not written.
    expect(calls.some((c) => c.url.includes('/api/family/profile/family'))).toBe(false);
  });
});
