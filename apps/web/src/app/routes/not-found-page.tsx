import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any address that is not a page of the product. */
export function NotFoundPage({
  homeTo = '/',
  homeLabel = 'Go to the home page',
}: {
  homeTo?: string;
  homeLabel?: string;
}) {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-navy-900">Page not found</h1>
      <p className="mt-4 text-slate-600">
        The address may be mistyped, or the page has moved. Check the address, or start again from here.
      </p>
      <Link to={homeTo} className={buttonClasses('primary', 'md', 'mt-8')}>
        {homeLabel}
      </Link>
    </div>
  );
}
