import { type ComponentType, type ReactNode, Suspense } from 'react';
import { matchPath, Outlet, Route } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { type LazyComponent, lazyComponent } from '../../lib/lazy-component';
import { PublicLayout } from '../layouts/public-layout';
import { RedirectIfSignedIn } from './guards';
import { NotFoundPage } from './not-found-page';

/** A page of the public routes, in a chunk of its own; `source` is its module, relative to apps/web. */
function publicPage<Module, Props extends object>(
  source: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): { source: string; load: () => Promise<Module>; Page: LazyComponent<Props> } {
  return { source, load, Page: lazyComponent(() => load().then(pick)) };
}

/**
 * Every page of the public routes is its own chunk, so that a page loads only its own code: the landing page no
 * form library, a log-in page no sign-up form. The build (src/build/prerender.ts) looks `source` up in Vite's
 * manifest to preload the page's chunks from the pre-rendered HTML. A unit test checks that each `source` is the
 * module its `load` returns.
 */
export const PUBLIC_PAGES = {
  landing: publicPage(
    'src/features/public-site/components/landing-page.tsx',
    () => import('../../features/public-site/components/landing-page'),
    (m) => m.LandingPage,
  ),
  privacyPolicy: publicPage(
    'src/features/public-site/components/privacy-policy-page.tsx',
    () => import('../../features/public-site/components/privacy-policy-page'),
    (m) => m.PrivacyPolicyPage,
  ),
  termsOfService: publicPage(
    'src/features/public-site/components/terms-of-service-page.tsx',
    () => import('../../features/public-site/components/terms-of-service-page'),
    (m) => m.TermsOfServicePage,
  ),
  quickEstimate: publicPage(
    'src/features/quick-estimate/components/quick-estimate-page.tsx',
    () => import('../../features/quick-estimate/components/quick-estimate-page'),
    (m) => m.QuickEstimatePage,
  ),
  login: publicPage(
    'src/features/auth/components/login-page.tsx',
    () => import('../../features/auth/components/login-page'),
    (m) => m.LoginPage,
  ),
  familySignUp: publicPage(
    'src/features/auth/components/family-signup-page.tsx',
    () => import('../../features/auth/components/family-signup-page'),
    (m) => m.FamilySignUpPage,
  ),
  staffSignUp: publicPage(
    'src/features/auth/components/staff-signup-page.tsx',
    () => import('../../features/auth/components/staff-signup-page'),
    (m) => m.StaffSignUpPage,
  ),
  forgotPassword: publicPage(
    'src/features/auth/components/forgot-password-page.tsx',
    () => import('../../features/auth/components/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  confirmSignUp: publicPage(
    'src/features/auth/components/confirm-sign-up-page.tsx',
    () => import('../../features/auth/components/confirm-sign-up-page'),
    (m) => m.ConfirmSignUpPage,
  ),
  passwordRecovery: publicPage(
    'src/features/auth/components/password-recovery-page.tsx',
    () => import('../../features/auth/components/password-recovery-page'),
    (m) => m.PasswordRecoveryPage,
  ),
};

export type PublicPageKey = keyof typeof PUBLIC_PAGES;

/** A public route: its path, the page it shows (the one the start-up and the build load ahead) and its element. */
interface PublicPageRoute {
  path: string;
  page: PublicPageKey;
  element: ReactNode;
}

function route<K extends PublicPageKey>(
  path: string,
  page: K,
  render: (Page: (typeof PUBLIC_PAGES)[K]['Page']) => ReactNode,
): PublicPageRoute {
  return { path, page, element: render(PUBLIC_PAGES[page].Page) };
}

/** Open to everyone. */
const SITE_ROUTES: readonly PublicPageRoute[] = [
  route('/', 'landing', (Page) => <Page />),
  route('/privacy-policy', 'privacyPolicy', (Page) => <Page />),
  route('/terms-of-service', 'termsOfService', (Page) => <Page />),
  route('/sai-estimator', 'quickEstimate', (Page) => <Page />),
];

/**
 * Auth pages (docs/product-spec.md §2): a signed-in user goes to their dashboard. /admin/forgot-password,
 * /admin/password-recovery and /admission-professional/password-recovery are extra routes: the reset mail links
 * every role to its own recovery page; /signup/confirm is where the link mailed at sign-up opens (ADR 0043).
 */
const AUTH_ROUTES: readonly PublicPageRoute[] = [
  route('/admin/login', 'login', (Page) => <Page userRole="admin" />),
  route('/admin/forgot-password', 'forgotPassword', (Page) => <Page userRole="admin" />),
  route('/admin/password-recovery', 'passwordRecovery', (Page) => <Page userRole="admin" />),
  route('/family/login', 'login', (Page) => <Page userRole="family" />),
  route('/family/signup', 'familySignUp', (Page) => <Page />),
  route('/signup', 'familySignUp', (Page) => <Page />),
  route('/signup/confirm', 'confirmSignUp', (Page) => <Page />),
  route('/family/forgot-password', 'forgotPassword', (Page) => <Page userRole="family" />),
  route('/family/password-recovery', 'passwordRecovery', (Page) => <Page userRole="family" />),
  route('/agent/login', 'login', (Page) => <Page userRole="financial_agent" />),
  route('/agent/signup', 'staffSignUp', (Page) => <Page kind="agent" />),
  route('/agent/forgot-password', 'forgotPassword', (Page) => <Page userRole="financial_agent" />),
  route('/agent/password-recovery', 'passwordRecovery', (Page) => <Page userRole="financial_agent" />),
  route('/admission-professional/login', 'login', (Page) => <Page userRole="admission_professional" />),
  route('/admission-professional/signup', 'staffSignUp', (Page) => <Page kind="professional" />),
  route('/admission-professional/forgot-password', 'forgotPassword', (Page) => (
    <Page userRole="admission_professional" />
  )),
  route('/admission-professional/password-recovery', 'passwordRecovery', (Page) => (
    <Page userRole="admission_professional" />
  )),
];

/** The page a public path shows, if it is one of them. */
export function publicPageAt(pathname: string): PublicPageKey | undefined {
  return [...SITE_ROUTES, ...AUTH_ROUTES].find(({ path }) => matchPath(path, pathname))?.page;
}

const toRoute = ({ path, element }: PublicPageRoute) => <Route key={path} path={path} element={element} />;

/**
 * The public routes, under the public header (docs/product-spec.md §2). One Suspense boundary holds every page: going to a
 * page whose chunk is still loading (a transition) keeps the current page on screen until it has arrived.
 */
export const publicRoutes = (
  <Route element={<PublicLayout />}>
    <Route
      element={
        <Suspense fallback={<PageSpinner label="Loading" />}>
          <Outlet />
        </Suspense>
      }
    >
      {SITE_ROUTES.map(toRoute)}
      <Route element={<RedirectIfSignedIn />}>{AUTH_ROUTES.map(toRoute)}</Route>
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>
);

/**
 * The public pages the build pre-renders to static HTML (signed-out view), hydrated in the browser.
 * Password-recovery and sign-up confirmation pages are left out: what they show depends on the link's token.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/privacy-policy',
  '/terms-of-service',
  '/sai-estimator',
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
