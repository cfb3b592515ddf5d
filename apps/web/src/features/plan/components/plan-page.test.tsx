import { enteredCostPrices } from '@ccp/aid-engine';
import type { FamilyPlanResponse } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { figuresScope } from '../../../domains/family/figures/figures-scope';
import { familyProfileQuery } from '../../../domains/family/profile/family-profile';
import { createQueryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session';
import { ortizMe as me, ortizProfile as profile } from '../../../testing/ortiz-family';
import { familyPlanQuery } from '../api/plan-api';
import { planFor } from '../lib/plan-what-if';
import PlanPage from './plan-page';

/** The plan answer as the server gives it: the engine's inputs per student, its years and totals by the engine. */
const inputs: Omit<FamilyPlanResponse, 'years' | 'totals'> = {
  baseAwardYear: '2026-27',
  assumptions: {
    costGrowthPercent: 4,
    incomeGrowthPercent: 3,
    assetGrowthPercent: 2,
    tableIndexPercent: 3,
    latestOfficialAwardYear: '2027-28',
  },
  students: [
    {
      id: 's1',
      name: 'Leo',
      graduationYear: 2027,
      firstAwardYear: '2027-28',
      gapYear: false,
      yearsInCollege: 4,
      collegeId: null,
      enteredCost: 40_000,
      favourites: [],
      counted: {
        name: 'Cost you entered',
        costOfAttendance: 40_000,
        priceYear: '2026-27',
        method: 'The yearly cost you entered.',
      },
      engine: {
        firstYearStart: 2027,
        yearsInCollege: 4,
        college: {
          name: 'Cost you entered',
          ...enteredCostPrices(40_000, 2026),
          costLines: [{ kind: 'other', label: 'Entered cost', amount: 40_000 }],
          specLines: [40_000],
        },
      },
    },
  ],
  rule: 'Later award years use the latest tables grown by 3% a year.',
  notes: [],
  basis: {
    baseAwardYear: '2026-27',
    costGrowthPercent: 4,
    incomeGrowthPercent: 3,
    assetGrowthPercent: 2,
    ratesSet: false,
    tableIndexPercent: 3,
    latestOfficialAwardYear: '2027-28',
    caseStudy: null,
  },
  missing: [],
};
const savedPlan = planFor(profile, {
  ...inputs,
  years: [],
  totals: { costOfAttendance: 0, pell: 0, needBasedGrant: 0, netPrice: 0 },
});
if (!savedPlan) throw new Error('the fixture has a parent');
const plan: FamilyPlanResponse = { ...inputs, ...savedPlan };

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

afterEach(cleanup);

function renderPage() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(null, { status: 500 });
    }),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery().queryKey, me);
  queryClient.setQueryData(familyProfileQuery().queryKey, profile);
  queryClient.setQueryData(familyPlanQuery(figuresScope(null)).queryKey, plan);
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>
          <PlanPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const netPriceShown = () =>
  within(
    screen.getByText('Net price over the plan with these changes').parentElement as HTMLElement,
  ).getAllByRole('definition')[0]?.textContent;

// The first render imports the aid engine's tables: on a busy machine it can take more than the default 5 s.
describe('PlanPage what-ifs', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moving a slider changes the plan’s total and every year, worked out by the engine in the page; nothing is saved', () => {
    const calls = renderPage();
    expect(netPriceShown()).toBe(usd(plan.totals.netPrice));
    const table = screen.getByRole('table', { name: /Your plan by award year/ });
    const firstYearTotal = () => within(table).getAllByRole('row')[1]?.textContent ?? '';
    expect(firstYearTotal()).toContain(usd(plan.years[0]?.totalNetPrice ?? Number.NaN));

    fireEvent.change(screen.getByRole('slider', { name: 'Ana’s yearly pay before deductions' }), {
      target: { value: '20000' },
    });
    const lower = planFor(
      {
        ...profile,
        parents: [{ ...(profile.parents[0] as FamilyProfile['parents'][number]), annualIncome: 20_000 }],
      },
      plan,
    );
    expect(lower?.totals.netPrice).toBeLessThan(plan.totals.netPrice);
    expect(netPriceShown()).toBe(usd(lower?.totals.netPrice ?? Number.NaN));
    expect(screen.getByText(/Overall with your changes/).textContent).toContain(
      `net price ${usd(lower?.totals.netPrice ?? Number.NaN)}`,
    );
    expect(firstYearTotal()).toContain(usd(lower?.years[0]?.totalNetPrice ?? Number.NaN));
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(netPriceShown()).toBe(usd(plan.totals.netPrice));
  });

  it('names each year’s tables in the engine’s words, and says once that the 2027-28 Pell is provisional', () => {
    renderPage();
    const table = screen.getByRole('table', { name: /Your plan by award year/ });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    const year = plan.years[0];
    expect(year?.awardYear).toBe('2027-28');
    expect(within(first).getByText('2027-28 federal tables, published June 2026')).toBeTruthy();
    expect(within(first).getAllByText(year?.tables.pell ?? 'none')).toHaveLength(1);
    expect(year?.tables.pell).toMatch(/^2027-28 maximum Pell not set yet .*2026-27’s \$7,395 used$/);
    expect(screen.queryByText('Official tables')).toBeNull();
  });
});
