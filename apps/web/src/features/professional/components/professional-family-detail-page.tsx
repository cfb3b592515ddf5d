import type { ProfessionalFamilyDetail } from '@ccp/contracts';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { FamilyBackLink, FamilyDetailFrame } from '../../../domains/family/staff/family-detail-frame';
import { Fact, HouseholdSection, Section } from '../../../domains/family/staff/family-detail-sections';
import { StatusBadge } from '../../../domains/family/staff/status-badge';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useProfessionalFamily } from '../api/professional-families-api';

/** /admission-professional/families/:userId: a family the professional invited (read-only, no money). */
export function ProfessionalFamilyDetailPage() {
  const { userId = '' } = useParams();
  const family = useProfessionalFamily(userId);
  return (
    <FamilyDetailFrame
      family={family}
      backTo="/admission-professional/dashboard"
      description="A family you invited: contact details and students."
      missing={{
        title: 'This is not a family you invited.',
        text: 'Go back to your families.',
      }}
    >
      {(data) => <FamilyDetail family={data} />}
    </FamilyDetailFrame>
  );
}

function FamilyDetail({ family }: { family: ProfessionalFamilyDetail }) {
  return (
    <div>
      <FamilyBackLink to="/admission-professional/dashboard" />
      <PageHeading
        eyebrow="Family you invited"
        title={family.name}
        description={`Last activity ${formatRelativeTime(family.lastActivityAt)}`}
        actions={<StatusBadge status={family.status} />}
      />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
          <HouseholdSection family={family} parents={family.parents} />
          <Section id="students" title="Students and favorite colleges">
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
                      <p className="mt-2 text-sm text-slate-600">No favorite college yet.</p>
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
