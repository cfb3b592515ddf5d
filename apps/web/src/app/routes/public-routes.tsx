import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { RedirectIfSignedIn } from './guards';
import { NotFoundPage } from './not-found-page';

/**
 * Every page of the public routes is its own chunk, so that a page loads only its own code: the landing page no
 * form library, a log-in page no sign-up form. `source` names the module `load` imports, relative to apps/web:
 * the build (scripts/prerender.ts) looks it up in Vite's manifest to preload the page's chunks from the
 * pre-rendered HTML. A unit test checks that each `source` is the module its `load` returns.
 */
export const PUBLIC_PAGES = {
  landing: {
    source: 'src/features/public-site/components/landing-page.tsx',
    load: () => import('../../features/public-site/components/landing-page'),
  },
  privacyPolicy: {
    source: 'src/features/public-site/components/privacy-policy-page.tsx',
    load: () => import('../../features/public-site/components/privacy-policy-page'),
  },
  termsOfService: {
    source: 'src/features/public-site/components/terms-of-service-page.tsx',
    load: () => import('../../features/public-site/components/terms-of-service-page'),
  },
  login: {
    source: 'src/features/auth/components/login-page.tsx',
    load: () => import('../../features/auth/components/login-page'),
  },
  familySignUp: {
    source: 'src/features/auth/components/family-signup-page.tsx',
    load: () => import('../../features/auth/components/family-signup-page'),
  },
  staffSignUp: {
    source: 'src/features/auth/components/staff-signup-page.tsx',
    load: () => import('../../features/auth/components/staff-signup-page'),
  },
  forgotPassword: {
    source: 'src/features/auth/components/forgot-password-page.tsx',
    load: () => import('../../features/auth/components/forgot-password-page'),
  },
  passwordRecovery: {
    source: 'src/features/auth/components/password-recovery-page.tsx',
    load: () => import('../../features/auth/components/password-recovery-page'),
  },
} as const;

export type PublicPageKey = keyof typeof PUBLIC_PAGES;
type PageModule<K extends PublicPageKey> = Awaited<ReturnType<(typeof PUBLIC_PAGES)[K]['load']>>;

/** What a public route's `handle` holds: which page it shows (read by the build's pre-rendering). */
export interface PublicPageHandle {
  page: PublicPageKey;
}

/** A route whose page loads on demand (React Router's `lazy`); the router loads it before showing the route. */
function page<K extends PublicPageKey>(
  path: string | null,
  key: K,
  render: (module: PageModule<K>) => ReactNode,
): RouteObject {
  const handle: PublicPageHandle = { page: key };
  const lazy = async () => ({ element: render((await PUBLIC_PAGES[key].load()) as PageModule<K>) });
  return path === null ? { index: true, handle, lazy } : { path, handle, lazy };
}

/**
 * Public routes (spec section 2). All but "/", privacy and terms are auth pages.
 * /admin/forgot-password, /admin/password-recovery and /admission-professional/password-recovery are
 * extra routes: the reset mail links every role to its own recovery page.
 */
export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    page(null, 'landing', (m) => <m.LandingPage />),
    page('privacy-policy', 'privacyPolicy', (m) => <m.PrivacyPolicyPage />),
    page('terms-of-service', 'termsOfService', (m) => <m.TermsOfServicePage />),
    {
      element: <RedirectIfSignedIn />,
      children: [
        page('admin/login', 'login', (m) => <m.LoginPage userRole="admin" />),
        page('admin/forgot-password', 'forgotPassword', (m) => <m.ForgotPasswordPage userRole="admin" />),
        page('admin/password-recovery', 'passwordRecovery', (m) => (
          <m.PasswordRecoveryPage userRole="admin" />
        )),
        page('family/login', 'login', (m) => <m.LoginPage userRole="family" />),
        page('family/signup', 'familySignUp', (m) => <m.FamilySignUpPage />),
        page('signup', 'familySignUp', (m) => <m.FamilySignUpPage />),
        page('family/forgot-password', 'forgotPassword', (m) => <m.ForgotPasswordPage userRole="family" />),
        page('family/password-recovery', 'passwordRecovery', (m) => (
          <m.PasswordRecoveryPage userRole="family" />
        )),
        page('agent/login', 'login', (m) => <m.LoginPage userRole="financial_agent" />),
        page('agent/signup', 'staffSignUp', (m) => <m.StaffSignUpPage kind="agent" />),
        page('agent/forgot-password', 'forgotPassword', (m) => (
          <m.ForgotPasswordPage userRole="financial_agent" />
        )),
        page('agent/password-recovery', 'passwordRecovery', (m) => (
          <m.PasswordRecoveryPage userRole="financial_agent" />
        )),
        page('admission-professional/login', 'login', (m) => (
          <m.LoginPage userRole="admission_professional" />
        )),
        page('admission-professional/signup', 'staffSignUp', (m) => (
          <m.StaffSignUpPage kind="professional" />
        )),
        page('admission-professional/forgot-password', 'forgotPassword', (m) => (
          <m.ForgotPasswordPage userRole="admission_professional" />
        )),
        page('admission-professional/password-recovery', 'passwordRecovery', (m) => (
          <m.PasswordRecoveryPage userRole="admission_professional" />
        )),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ],
};

/**
 * The public pages the build pre-renders to static HTML (signed-out view), hydrated in the browser.
 * Password-recovery pages are left out: what they show depends on the link's token.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/privacy-policy',
  '/terms-of-service',
  '/family/login',
  '/admin/login',
  '/agent/login',
  '/admission-professional/login',
  '/family/signup',
  '/signup',
  '/agent/signup',
  '/admission-professional/signup',
  '/family/forgot-password',
  '/admin/forgot-password',
  '/agent/forgot-password',
  '/admission-professional/forgot-password',
];
