import { FileDown } from 'lucide-react';
import { buttonClasses } from './button';

/** The family's dated PDF report (GET /api/family/report.pdf, made on the server with the session cookie). */
export function ReportDownloadLink() {
  return (
    <a href="/api/family/report.pdf" download className={buttonClasses('secondary')}>
      <FileDown aria-hidden="true" className="size-4" />
      Download PDF report
    </a>
  );
}
