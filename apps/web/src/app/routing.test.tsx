import type { MeResponse, Role } from '@ccp/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { sessionQuery } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes } from './router';

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

/** The location the app shows, for the tests to read. */
interface Shown {
  location: Location | null;
}

function LocationProbe({ shown }: { shown: Shown }) {
  shown.location = useLocation();
  return null;
}

/** Renders the app at `path`; awaited, so that a page suspended on its module (`use`) renders once it arrives. */
async function renderAt(path: string, session: MeResponse | null): Promise<Shown> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery().queryKey, session);
  const shown: Shown = { location: null };
  await act(async () => {
    render(
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe shown={shown} />
        </MemoryRouter>
      </Providers>,
    );
  });
  return shown;
}

async function expectPath(shown: Shown, pathname: string) {
  await waitFor(() => expect(shown.location?.pathname).toBe(pathname));
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
    ['/admin/dashboard', '/admin/login'],
    ['/family/overview', '/family/login'],
    ['/family/onboarding', '/family/login'],
    ['/agent/profile', '/agent/login'],
    ['/admission-professional/dashboard', '/admission-professional/login'],
  ])('are sent from %s to the log-in page %s, which returns there', async (path, login) => {
    const shown = await renderAt(path, null);
    await expectPath(shown, login);
    expect(new URLSearchParams(shown.location?.search).get('next')).toBe(path);
    expect(await screen.findByText('Please log in to open that page.')).toBeTruthy();
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
    const shown = await renderAt(path, null);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(shown.location?.pathname).toBe(path);
  });

  it('see Login and Sign Up in the public header', async () => {
    await renderAt('/', null);
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
    await renderAt('/', me(role));
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
    const shown = await renderAt(from, me(role, status));
    await expectPath(shown, to);
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
    const shown = await renderAt(from, me(role));
    await expectPath(shown, to);
  });

  it.each([
    ['admin', '/admin/dashboard', 'Dashboard'],
    ['admin', '/admin/families/abc', 'Family details'],
    ['financial_agent', '/agent/dashboard', 'Dashboard'],
    ['financial_agent', '/agent/families/abc', 'Family details'],
    ['admission_professional', '/admission-professional/dashboard', 'Dashboard'],
    ['family', '/family/college/search', 'Search Colleges'],
  ] as const)('let %s open %s', async (role, path, heading) => {
    const shown = await renderAt(path, me(role));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(shown.location?.pathname).toBe(path);
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
    const shown = await renderAt(path, me('family', 'invited'));
    await expectPath(shown, '/family/onboarding');
  });

  it('can use the cost calculator', async () => {
    const shown = await renderAt('/family/cost-calculator', me('family', 'pending'));
    expect(await screen.findByRole('heading', { level: 1, name: 'College Cost Calculator' })).toBeTruthy();
    expect(shown.location?.pathname).toBe('/family/cost-calculator');
  });

  it("see 'Please complete onBoarding first.' instead of navigating, and Profile leads to onboarding", async () => {
    // Start on the calculator (open during onboarding): no page of this test loads data.
    const shown = await renderAt('/family/cost-calculator', me('family', 'invited'));
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
      expect(shown.location?.pathname).toBe('/family/cost-calculator');
    }
  });
});

describe('active families', () => {
  it('are sent from onboarding to college search', async () => {
    const shown = await renderAt('/family/onboarding', me('family', 'active'));
    await expectPath(shown, '/family/college/search');
  });

  it('navigate freely', async () => {
    const shown = await renderAt('/family/college/search', me('family', 'active'));
    await screen.findByRole('heading', { level: 1, name: 'Search Colleges' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'Overview' }));
    });
    await expectPath(shown, '/family/overview');
    expect(screen.queryByText('Please complete onBoarding first.')).toBeNull();
  });
});
