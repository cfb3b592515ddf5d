import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SkipLink } from './skip-link';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';

/** Public routes: public header, no app header (docs/product-spec.md §2). */
export function PublicLayout() {
  useFocusMainOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
