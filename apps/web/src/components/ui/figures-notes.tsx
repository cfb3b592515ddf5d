import type { FiguresBasis } from '@ccp/contracts/family-figures';
import { caseStudyFiguresText } from '@ccp/contracts/figures-text';
import { cn } from '../../lib/cn';
import { Alert } from './alert';

/**
 * Says, in the act-as banner's words ("Version: …"), that a page's figures are a case study's and not the family's
 * own (docs/decisions/0047). The server's answer decides (`basis.caseStudy`), not the page's selection.
 */
export function CaseStudyFiguresNote({
  basis,
  className,
}: {
  basis: Pick<FiguresBasis, 'caseStudy'> | null | undefined;
  className?: string;
}) {
  const caseStudy = basis?.caseStudy;
  if (!caseStudy) return null;
  return (
    <Alert tone="info" title={`Version: ${caseStudy.name}`} className={cn('mb-4', className)}>
      <p>{caseStudyFiguresText(caseStudy.name)}</p>
    </Alert>
  );
}

/** How a year's figures were worked out (income grown, tables projected), beside the figure; nothing when not grown. */
export function YearNote({ note, className }: { note: string | null | undefined; className?: string }) {
  if (!note) return null;
  return <p className={cn('text-sm text-slate-600', className)}>{note}</p>;
}
