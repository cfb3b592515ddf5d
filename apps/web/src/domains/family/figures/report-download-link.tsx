import { FileDown } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useFiguresScope } from './figures-scope';

/**
 * The family's dated PDF report (GET /api/family/report.pdf, made on the server with the session cookie): the
 * selected case study's figures while staff act as the family and chose one (docs/decisions/0047).
 */
export function ReportDownloadLink() {
  const scope = useFiguresScope();
  return (
    <a href={scope.url('/api/family/report.pdf')} download className={buttonClasses('secondary')}>
      <FileDown aria-hidden="true" className="size-4" />
      Download PDF report
    </a>
  );
}
