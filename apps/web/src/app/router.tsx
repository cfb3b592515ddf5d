import type { Role } from '@ccp/contracts';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RequireRole } from './routes/guards';
import { publicRoutes } from './routes/public-routes';

// Each role area is its own chunk: the public and auth pages stay small.
const FamilyArea = lazy(() => import('./routes/family-area'));
const AdminArea = lazy(() => import('./routes/admin-area'));
const AgentArea = lazy(() => import('./routes/agent-area'));
const ProfessionalArea = lazy(() => import('./routes/professional-area'));

function area(path: string, role: Role, Area: LazyExoticComponent<ComponentType>): RouteObject {
  return {
    path,
    element: (
      <RequireRole userRole={role}>
        <Suspense fallback={<PageSpinner label="Loading" />}>
          <Area />
        </Suspense>
      </RequireRole>
    ),
  };
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      publicRoutes,
      area('family/*', 'family', FamilyArea),
      area('admin/*', 'admin', AdminArea),
      area('agent/*', 'financial_agent', AgentArea),
      area('admission-professional/*', 'admission_professional', ProfessionalArea),
    ],
  },
];
