import { Calculator } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { useEditedFamilyProfile } from '../../../domains/family/profile/family-profile';
import { errorMessage } from '../../../lib/api-client';
import { formatSai } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FINANCE_SECTIONS, FinanceSection } from './finance-section';
import { HomeZipSection } from './home-zip-section';
import { HouseholdSection } from './household-section';
import { InvitedByCard } from './invited-by-card';
import { ParentsSection } from './parents-section';
import { ParentsSituationSection } from './parents-situation-section';
import { StudentsSection } from './students-section';
import { YourDataSection } from './your-data-section';

/**
 * /family/profile: every answer of the family profile, editable section by section. With a case study selected
 * (the version picker in the act-as banner), the page shows and edits it (domains/family/profile/family-profile.ts).
 */
export default function FamilyProfilePage({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('Family profile');
  const profile = useEditedFamilyProfile();
  const heading = (
    <>
      <PageHeading
        eyebrow="Profile"
        title="Your family profile"
        description="Everything the SAI is computed from. Your answers are saved as you go, and your SAI is recomputed at once."
        actions={actions}
      />
    </>
  );
  if (profile.isPending) {
    return (
      <>
        {heading}
        <PageSpinner label="Loading your profile" />
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        {heading}
        <Alert tone="error" title="We could not load your profile.">
          <p>{errorMessage(profile.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }
  const data = profile.data;
  return (
    <>
      {heading}
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-navy-100 bg-navy-50 px-5 py-4">
        <Calculator aria-hidden="true" className="size-5 text-navy-700" />
        <p className="text-sm text-navy-900">
          {data.federalSai === null ? (
            'Your SAI appears once a parent and a student are on your profile.'
          ) : (
            <>
              Federal SAI for {data.students[0]?.name ?? 'your first student'}:{' '}
              <strong className="text-base tabular-nums">{formatSai(data.federalSai)}</strong>
            </>
          )}
        </p>
        <Link to="/family/federal-sai" className="ml-auto text-sm font-semibold text-navy-800 underline">
          See how it was reached
        </Link>
      </div>
      <div className="space-y-6">
        {data.invitedBy ? <InvitedByCard invitedBy={data.invitedBy} /> : null}
        <HouseholdSection profile={data} />
        <HomeZipSection profile={data} />
        <ParentsSituationSection profile={data} />
        <ParentsSection profile={data} />
        <StudentsSection profile={data} />
        {FINANCE_SECTIONS.map((config) => (
          <FinanceSection key={config.id} profile={data} config={config} />
        ))}
        <YourDataSection />
      </div>
    </>
  );
}
