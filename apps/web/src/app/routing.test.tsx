import type { MeResponse, Role } from '@ccp/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { SESSION_QUERY_KEY } from '../lib/session';
import { Providers } from './providers';
import { routes } from './router';

function me(role: Role, invitationStatus: 'active' | 'invited' | 'pending' = 'active'): MeResponse {
  return {
    user: { id: 'u1', email: `${role}@demo.test`, name: 'Dana Kim', role, phone: null },
    family:
      role === 'family'
        ? {
            id: 'f1',
            name: 'Kim family',
            invitationStatus,
            completeOnboarding: invitationStatus === 'active',
          }
        : null,
    agent: null,
    professional: null,
    simulation: null,
  };
}

function renderAt(path: string, session: MeResponse | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

async function expectPath(router: ReturnType<typeof createMemoryRouter>, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  // Every session is given up front: a test that reaches the network is a bug.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('unexpected network call'))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signed-out users', () => {
  it.each([
    '/admin/dashboard',
    '/family/overview',
    '/family/onboarding',
    '/agent/profile',
    '/admission-professional/dashboard',
  ])('are sent from %s to /', async (path) => {
    const router = renderAt(path, null);
    await expectPath(router, '/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it.each([
    '/',
    '/privacy-policy',
    '/terms-of-service',
    '/family/login',
    '/signup',
    '/agent/forgot-password',
    '/admin/password-recovery',
  ])('can open the public page %s', async (path) => {
    const router = renderAt(path, null);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('see Login and Sign Up in the public header', async () => {
    renderAt('/', null);
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/family/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/family/signup');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});

describe('the public header when signed in', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['family', '/family/federal-sai'],
    ['admission_professional', '/admission-professional/dashboard'],
    ['financial_agent', '/agent/dashboard'],
  ] as const)('shows %s a Dashboard link to %s instead of Login and Sign Up', async (role, href) => {
    renderAt('/', me(role));
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(href);
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });
});

describe('auth pages when signed in', () => {
  it.each([
    ['admin', 'active', '/admin/login', '/admin/dashboard'],
    ['financial_agent', 'active', '/family/signup', '/agent/dashboard'],
    [
      'admission_professional',
      'active',
      '/admission-professional/login',
      '/admission-professional/dashboard',
    ],
    ['family', 'active', '/family/login', '/family/college/search'],
    ['family', 'active', '/family/forgot-password', '/family/college/search'],
    ['family', 'invited', '/signup', '/family/onboarding'],
  ] as const)('send %s (%s) from %s to %s', async (role, status, from, to) => {
    const router = renderAt(from, me(role, status));
    await expectPath(router, to);
  });
});

describe('role areas', () => {
  it.each([
    ['admin', '/family/overview', '/admin/dashboard'],
    ['financial_agent', '/admin/families', '/agent/dashboard'],
    ['admission_professional', '/agent/dashboard', '/admission-professional/dashboard'],
    ['family', '/admin/dashboard', '/family/federal-sai'],
    ['family', '/admission-professional/profile', '/family/federal-sai'],
  ] as const)('send %s from %s to their own dashboard %s', async (role, from, to) => {
    const router = renderAt(from, me(role));
    await expectPath(router, to);
  });

  it.each([
    ['admin', '/admin/dashboard', 'Dashboard'],
    ['admin', '/admin/families/abc', 'Family details'],
    ['financial_agent', '/agent/dashboard', 'Dashboard'],
    ['financial_agent', '/agent/families/abc', 'Family details'],
    ['admission_professional', '/admission-professional/dashboard', 'Dashboard'],
    ['family', '/family/college/search', 'Search Colleges'],
  ] as const)('let %s open %s', async (role, path, heading) => {
    const router = renderAt(path, me(role));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('families still onboarding', () => {
  it.each([
    '/family/overview',
    '/family/federal-sai',
    '/family/profile',
    '/family/college/search',
    '/family/resources',
    '/family',
  ])('are sent from %s to /family/onboarding', async (path) => {
    const router = renderAt(path, me('family', 'invited'));
    await expectPath(router, '/family/onboarding');
  });

  it('can use the cost calculator', async () => {
    const router = renderAt('/family/cost-calculator', me('family', 'pending'));
    expect(await screen.findByRole('heading', { level: 1, name: 'College Cost Calculator' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/family/cost-calculator');
  });

  it("see 'Please complete onBoarding first.' instead of navigating, and Profile leads to onboarding", async () => {
    // Start on the calculator (open during onboarding): no page of this test loads data.
    const router = renderAt('/family/cost-calculator', me('family', 'invited'));
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/family/onboarding',
    );
    for (const name of ['Overview', 'SAI Number', 'Bonus Resources']) {
      await act(async () => {
        fireEvent.click(within(nav).getByRole('link', { name }));
      });
      expect(await screen.findByText('Please complete onBoarding first.')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/family/cost-calculator');
    }
  });
});

describe('active families', () => {
  it('are sent from onboarding to college search', async () => {
    const router = renderAt('/family/onboarding', me('family', 'active'));
    await expectPath(router, '/family/college/search');
  });

  it('navigate freely', async () => {
    const router = renderAt('/family/college/search', me('family', 'active'));
    await screen.findByRole('heading', { level: 1, name: 'Search Colleges' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'Overview' }));
    });
    await expectPath(router, '/family/overview');
    expect(screen.queryByText('Please complete onBoarding first.')).toBeNull();
  });
});
