import type { RouteObject } from 'react-router';
import { FamilySignUpPage } from '../../features/auth/components/family-signup-page';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { LoginPage } from '../../features/auth/components/login-page';
import { PasswordRecoveryPage } from '../../features/auth/components/password-recovery-page';
import { StaffSignUpPage } from '../../features/auth/components/staff-signup-page';
import { LandingPage } from '../../features/public-site/components/landing-page';
import { PrivacyPolicyPage } from '../../features/public-site/components/privacy-policy-page';
import { TermsOfServicePage } from '../../features/public-site/components/terms-of-service-page';
import { PublicLayout } from '../layouts/public-layout';
import { RedirectIfSignedIn } from './guards';
import { NotFoundPage } from './not-found-page';

/**
 * Public routes (spec section 2), in the main bundle. All but "/", privacy and terms are auth pages.
 * /admin/forgot-password, /admin/password-recovery and /admission-professional/password-recovery are
 * extra routes: the reset mail links every role to its own recovery page.
 */
export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { index: true, element: <LandingPage /> },
    { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
    { path: 'terms-of-service', element: <TermsOfServicePage /> },
    {
      element: <RedirectIfSignedIn />,
      children: [
        { path: 'admin/login', element: <LoginPage userRole="admin" /> },
        { path: 'admin/forgot-password', element: <ForgotPasswordPage userRole="admin" /> },
        { path: 'admin/password-recovery', element: <PasswordRecoveryPage userRole="admin" /> },
        { path: 'family/login', element: <LoginPage userRole="family" /> },
        { path: 'family/signup', element: <FamilySignUpPage /> },
        { path: 'signup', element: <FamilySignUpPage /> },
        { path: 'family/forgot-password', element: <ForgotPasswordPage userRole="family" /> },
        { path: 'family/password-recovery', element: <PasswordRecoveryPage userRole="family" /> },
        { path: 'agent/login', element: <LoginPage userRole="financial_agent" /> },
        { path: 'agent/signup', element: <StaffSignUpPage kind="agent" /> },
        { path: 'agent/forgot-password', element: <ForgotPasswordPage userRole="financial_agent" /> },
        { path: 'agent/password-recovery', element: <PasswordRecoveryPage userRole="financial_agent" /> },
        { path: 'admission-professional/login', element: <LoginPage userRole="admission_professional" /> },
        { path: 'admission-professional/signup', element: <StaffSignUpPage kind="professional" /> },
        {
          path: 'admission-professional/forgot-password',
          element: <ForgotPasswordPage userRole="admission_professional" />,
        },
        {
          path: 'admission-professional/password-recovery',
          element: <PasswordRecoveryPage userRole="admission_professional" />,
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ],
};
