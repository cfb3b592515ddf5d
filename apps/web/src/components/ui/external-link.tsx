import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Hide the small arrow icon. */
  plain?: boolean;
}

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, children, className, plain = false }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {plain ? null : (
        <ExternalIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-1px] opacity-70" />
      )}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
