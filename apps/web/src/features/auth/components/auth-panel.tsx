import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthPanelProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "Already have an account? Log in"). */
  footer?: ReactNode;
  /** Small line above the title: who the page is for. */
  audience?: string;
}

/** The frame of every auth page: a centred white card under the public header. */
export function AuthPanel({ title, description, children, footer, audience }: AuthPanelProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-navy-900/5 sm:p-9">
        {audience ? (
          <p className="mb-2 text-xs font-bold tracking-widest text-accent-700 uppercase">{audience}</p>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-navy-900">{title}</h1>
        {description ? <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p> : null}
        <div className="mt-7">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div> : null}
    </div>
  );
}

/** Text link style used on auth pages. */
export const authLinkClasses =
  'font-semibold text-accent-700 underline decoration-accent-700/30 underline-offset-4 hover:decoration-accent-700';

/** A line under an auth card that leads to another auth page: "<question> <link>". */
export function AuthFooterLink({
  question,
  to,
  children,
}: {
  question: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p>
      {question}{' '}
      <Link to={to} className={authLinkClasses}>
        {children}
      </Link>
    </p>
  );
}
