import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useHydrated } from '../../lib/hydration';

/** The year the build ran (vite.config.ts), the same in the pre-rendered page and its first client render. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

/** This year; the build's year in a pre-rendered page and while hydrating it, so that both renders match. */
function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
}

const footerLink = 'text-sm text-navy-100 hover:text-white hover:underline underline-offset-4';

/** Footer of the public pages: legal links, log-in links per role and the data source credit. */
export function PublicFooter() {
  const year = useCurrentYear();
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-navy-100">
            Plan what college will really cost: your Student Aid Index, each college's cost of attendance and
            an estimate of the price your family would pay.
          </p>
          <p className="mt-4 max-w-sm text-xs leading-relaxed text-navy-200">
            Figures are estimates to help you plan. They are not an offer of aid and not financial advice.
          </p>
        </div>
        <nav aria-label="Accounts">
          <h2 className="text-xs font-bold tracking-widest text-white uppercase">Accounts</h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <Link to="/family/signup" className={footerLink}>
                Create a family account
              </Link>
            </li>
            <li>
              <Link to="/family/login" className={footerLink}>
                Family log-in
              </Link>
            </li>
            <li>
              <Link to="/agent/login" className={footerLink}>
                Financial agent log-in
              </Link>
            </li>
            <li>
              <Link to="/admission-professional/login" className={footerLink}>
                Admission professional log-in
              </Link>
            </li>
            <li>
              <Link to="/admin/login" className={footerLink}>
                Administrator log-in
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-xs font-bold tracking-widest text-white uppercase">Legal</h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <Link to="/privacy-policy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={footerLink}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-navy-200 sm:px-6 md:flex-row md:justify-between">
          <p>College data: U.S. Department of Education, College Scorecard; NCES, IPEDS.</p>
          <p>© {year} College Cost Planner</p>
        </div>
      </div>
    </footer>
  );
}
