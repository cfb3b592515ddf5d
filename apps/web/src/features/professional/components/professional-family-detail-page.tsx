import type { ProfessionalFamilyDetail } from '@ccp/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Fact, HouseholdSection, Section } from '../../../components/family-detail/family-detail-sections';
import { StatusBadge } from '../../../components/family-detail/status-badge';
import { Alert } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfessionalFamily } from '../api/professional-families-api';

function BackLink() {
  return (
    <Link
      to="/admission-professional/dashboard"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All families
    </Link>
  );
}

/** /admission-professional/families/:userId: a family the professional invited (read-only, no money). */
export function ProfessionalFamilyDetailPage() {
  const { userId = '' } = useParams();
  const family = useProfessionalFamily(userId);
  useDocumentTitle(family.data ? `${family.data.name} · Families` : 'Family details');
  if (family.isPending || family.isError) {
    const missing = isApiError(family.error) && family.error.status === 404;
    return (
      <div>
        <BackLink />
        <PageHeading
          title="Family details"
          description="A family you invited: contact details and students."
        />
        {family.isPending ? (
          <PageSpinner label="Loading the family" />
        ) : (
          <Alert
            tone="error"
            title={missing ? 'This is not a family you invited.' : 'The family could not be loaded.'}
          >
            {missing ? 'Go back to your families.' : errorMessage(family.error)}
          </Alert>
        )}
      </div>
    );
  }
  return <FamilyDetail family={family.data} />;
}

function FamilyDetail({ family }: { family: ProfessionalFamilyDetail }) {
  return (
    <div>
      <BackLink />
      <PageHeading
        eyebrow="Family you invited"
        title={family.name}
        description={`Last activity ${formatRelativeTime(family.lastActivityAt)}`}
        actions={<StatusBadge status={family.status} />}
      />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
          <HouseholdSection family={family} parents={family.parents} />
          <Section id="students" title="Students and favourite colleges">
            {family.students.length === 0 ? (
              <p className="text-sm text-slate-600">No student entered yet.</p>
            ) : (
              <div className="flex flex-col gap-5">
                {family.students.map((s) => (
                  <article key={s.id} aria-labelledby={`student-${s.id}`}>
                    <h3 id={`student-${s.id}`} className="font-semibold text-slate-900">
                      {s.name}
                      <span className="font-normal text-slate-600">
                        {' · '}
                        {s.graduationYear ? `class of ${s.graduationYear}` : 'graduation year not given'}
                      </span>
                    </h3>
                    {s.favourites.length === 0 ? (
                      <p className="mt-2 text-sm text-slate-600">No favourite college yet.</p>
                    ) : (
                      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                        {s.favourites.map((f) => (
                          <li key={f.id} className="px-4 py-2.5 text-sm font-medium text-slate-900">
                            {f.name} <span className="font-normal text-slate-600">({f.state})</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </article>
                ))}
              </div>
            )}
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <Section id="invitation" title="Invitation">
            <dl className="grid gap-4">
              <Fact label="Invited">
                {family.invitedAt ? formatDateTime(family.invitedAt) : 'Not recorded'}
              </Fact>
              <Fact label="Added">{formatDateTime(family.createdAt)}</Fact>
            </dl>
          </Section>
          <Section id="figures" title="Aid and costs">
            <p className="text-sm text-slate-700">
              Incomes, assets, aid figures and college costs stay between the family and its financial agent.
            </p>
          </Section>
        </div>
      </div>
    </div>
  );
}
