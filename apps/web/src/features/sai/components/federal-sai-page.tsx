import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CaseStudyFiguresNote, YearNote } from '../../../components/ui/figures-notes';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { ReportDownloadLink } from '../../../domains/family/figures/report-download-link';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFamilySai } from '../api/sai-api';

import { SaiDetails } from './sai-details';
import { StudentPicker } from './student-picker';

interface FederalSaiPageProps {
  /** Page actions composed by the route (e.g. request help). */
  actions?: ReactNode;
}

/** /family/federal-sai: the household's federal SAI, how it was reached, the Pell it implies and what moves it. */
export default function FederalSaiPage({ actions }: FederalSaiPageProps) {
  useDocumentTitle('Federal Student Aid Index');
  const [params, setParams] = useSearchParams();
  const requested = params.get('student');
  const sai = useFamilySai(requested);

  const heading = (
    <PageHeading
      eyebrow="SAI Number"
      title="Your Student Aid Index"
      description="The SAI is the number colleges and the U.S. Department of Education use to decide your federal aid. The lower it is, the more need-based aid you can get. It is computed here with the federal formula from your profile."
      actions={
        <>
          {sai.data?.result ? <ReportDownloadLink /> : null}
          {actions}
        </>
      }
    />
  );

  if (sai.isPending) {
    return (
      <>
        {heading}
        <PageSpinner label="Computing your SAI" />
      </>
    );
  }
  if (sai.isError) {
    return (
      <>
        {heading}
        <Alert tone="error" title="We could not compute your SAI.">
          <p>{errorMessage(sai.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => sai.refetch()}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }

  const { result, students, missing, basis, noSai } = sai.data;
  return (
    <>
      {heading}
      <CaseStudyFiguresNote basis={basis} />
      {students.length > 1 ? (
        <StudentPicker
          students={students}
          selected={result?.studentId ?? students[0]?.id ?? null}
          busy={sai.isFetching}
          onSelect={(id) =>
            setParams((p) => {
              p.set('student', id);
              return p;
            })
          }
        />
      ) : null}
      {result ? <YearNote note={result.context.note} className="mb-4" /> : null}
      {result ? (
        <SaiDetails
          result={result}
          studentName={students.find((s) => s.id === result.studentId)?.name ?? ''}
        />
      ) : noSai ? (
        <Alert tone="info" title="No Student Aid Index: unsubsidized loans only">
          <p>{noSai}</p>
          <Link to="/family/profile" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            Open your profile
          </Link>
        </Alert>
      ) : (
        <Alert tone="info" title="A few answers are missing">
          <ul className="list-disc space-y-1 pl-5">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Link to="/family/profile" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            Open your profile
          </Link>
        </Alert>
      )}
    </>
  );
}
