import type { Role } from '@ccp/contracts';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { PageErrorBoundary } from './page-error-boundary';
import { RequireRole } from './routes/guards';
import { publicRoutes } from './routes/public-routes';
import { ScrollRestoration } from './scroll-restoration';

// Each role area is its own chunk: the public and auth pages stay small.
const FamilyArea = lazy(() => import('./routes/family-area'));
const AdminArea = lazy(() => import('./routes/admin-area'));
const AgentArea = lazy(() => import('./routes/agent-area'));
const ProfessionalArea = lazy(() => import('./routes/professional-area'));

function area(role: Role, Area: LazyExoticComponent<ComponentType>) {
  return (
    <RequireRole userRole={role}>
      <Suspense fallback={<PageSpinner label="Loading" />}>
        <Area />
      </Suspense>
    </RequireRole>
  );
}

/**
 * Every route of docs/product-spec.md §2, in React Router's declarative mode: the browser (app.tsx), the build's
 * pre-rendering (entry-server.tsx) and the tests put it in their own router.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollRestoration />
      <PageErrorBoundary resetKey={pathname}>
        <Routes>
          {publicRoutes}
          <Route path="family/*" element={area('family', FamilyArea)} />
          <Route path="admin/*" element={area('admin', AdminArea)} />
          <Route path="agent/*" element={area('financial_agent', AgentArea)} />
          <Route path="admission-professional/*" element={area('admission_professional', ProfessionalArea)} />
        </Routes>
      </PageErrorBoundary>
    </>
  );
}
