/* The sections of a family's page that staff share (the admin's and the financial agent's pages). */
import { type AdminFamilyDetail, stateName } from '@ccp/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatDateTime, formatMoney, formatPhone, formatSaiOr } from '../../../lib/format';
import { HelpThreadView } from '../help/help-thread';

const money = (value: number | null) => (value === null ? 'Not yet known' : formatMoney(value));

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A titled card; its heading names the region. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

type Status = AdminFamilyDetail['status'];
const onboardingText = (status: Status, step: number) =>
  status === 'active' ? 'Finished' : `Step ${step + 1}`;

/** E-mail, phone, state, household size and onboarding, then the parents (with incomes when given). */
export function HouseholdSection({
  family,
  parents,
}: {
  family: Pick<AdminFamilyDetail, 'email' | 'phone' | 'state' | 'status' | 'onboardingStep'> &
    Partial<Pick<AdminFamilyDetail, 'familyMembersCount' | 'familyMembersInCollege'>>;
  parents: {
    id: string;
    firstName: string;
    lastName: string;
    age?: number | null;
    annualIncome?: number | null;
  }[];
}) {
  return (
    <Section id="household" title="Household">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label="E-mail">{family.email}</Fact>
        <Fact label="Phone">{family.phone ? formatPhone(family.phone) : 'Not given'}</Fact>
        <Fact label="State">{family.state ? stateName(family.state) : 'Not given'}</Fact>
        {'familyMembersCount' in family ? (
          <>
            <Fact label="Family members">{family.familyMembersCount ?? 'Not given'}</Fact>
            <Fact label="In college">{family.familyMembersInCollege ?? 'Not given'}</Fact>
          </>
        ) : null}
        <Fact label="Onboarding">{onboardingText(family.status, family.onboardingStep)}</Fact>
      </dl>
      <h3 className="mt-6 mb-2 text-sm font-semibold text-navy-900">Parents</h3>
      {parents.length === 0 ? (
        <p className="text-sm text-slate-600">No parent entered yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {parents.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
              <span className="font-medium text-slate-900">
                {p.firstName} {p.lastName}
                {p.age ? <span className="font-normal text-slate-600"> · {p.age} years</span> : null}
              </span>
              {'annualIncome' in p ? (
                <span className="text-slate-700">Annual income {money(p.annualIncome ?? null)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function AidSection({ family }: { family: AdminFamilyDetail }) {
  return (
    <Section id="aid" title="Aid figures">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Federal SAI">{formatSaiOr(family.federalSai, 'Not yet known')}</Fact>
        <Fact label="Institutional estimate">{money(family.institutionalSai)}</Fact>
      </dl>
      {family.saiComputedAt ? (
        <p className="mt-3 text-xs text-slate-600">Computed {formatDateTime(family.saiComputedAt)}.</p>
      ) : null}
    </Section>
  );
}

/** Each student with its SAI and Pell Grant, and its favourite colleges with their cost and net price. */
export function StudentsSection({ students }: { students: AdminFamilyDetail['students'] }) {
  return (
    <Section id="students" title="Students and favorite colleges">
      {students.length === 0 ? (
        <p className="text-sm text-slate-600">No student entered yet.</p>
      ) : (
        <div className="flex flex-col gap-5">
          {students.map((s) => (
            <article key={s.id} aria-labelledby={`student-${s.id}`}>
              <h3 id={`student-${s.id}`} className="font-semibold text-slate-900">
                {s.name}
                {s.graduationYear ? (
                  <span className="font-normal text-slate-600"> · class of {s.graduationYear}</span>
                ) : null}
              </h3>
              <p className="mt-1 text-sm text-slate-700">
                Federal SAI {formatSaiOr(s.federalSai, 'not yet known')} · Pell Grant {money(s.pellAward)} (
                {s.awardYear})
              </p>
              {s.favourites.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No favorite college yet.</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                  {s.favourites.map((f) => (
                    <li key={f.id} className="flex flex-wrap justify-between gap-2 px-4 py-2.5 text-sm">
                      <span className="font-medium text-slate-900">
                        {f.name} <span className="font-normal text-slate-600">({f.state})</span>
                      </span>
                      <span className="text-slate-700">
                        {f.fullCost === null
                          ? 'Full cost of attendance not published, so no net price'
                          : `Full cost of attendance ${money(f.fullCost)} · net price ${money(f.netPrice)}`}
                        <span className="block text-xs text-slate-600">
                          Tuition, fees, room and board {money(f.costOfAttendance)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </div>
      )}
    </Section>
  );
}

/** Each help request with its conversation; the family's agent or an admin answers, resolves or reopens here. */
export function HelpRequestsSection({
  helpRequests,
  familyName,
}: {
  helpRequests: AdminFamilyDetail['helpRequests'];
  familyName: string;
}) {
  return (
    <Section id="help" title="Help requests">
      {helpRequests.length === 0 ? (
        <p className="text-sm text-slate-600">This family has not asked for help.</p>
      ) : (
        <div className="flex flex-col gap-3">
          {helpRequests.map((h) => (
            <HelpThreadView key={h.id} thread={h} viewer="staff" familyName={familyName} />
          ))}
        </div>
      )}
    </Section>
  );
}

export function ArrivalSection({ arrival }: { arrival: AdminFamilyDetail['arrival'] }) {
  return (
    <Section id="arrival" title="How the family arrived">
      <p className="text-sm text-slate-800">
        {arrival.directSignUp
          ? 'Signed up directly.'
          : arrival.invitedBy
            ? `Invited by ${arrival.invitedBy.name} (${arrival.invitedBy.kind === 'financial_agent' ? 'financial agent' : 'admission professional'}, ${arrival.invitedBy.organisation}).`
            : 'Invited.'}
      </p>
      {arrival.invitedBy ? <p className="mt-1 text-sm text-slate-600">{arrival.invitedBy.email}</p> : null}
      {arrival.invitedAt ? (
        <p className="mt-1 text-sm text-slate-600">Invitation sent {formatDateTime(arrival.invitedAt)}.</p>
      ) : null}
      {arrival.couponCode ? (
        <p className="mt-1 text-sm text-slate-800">
          Signed up with the coupon code <span className="font-mono font-semibold">{arrival.couponCode}</span>
          .
        </p>
      ) : null}
    </Section>
  );
}

/**
 * A family's whole page for staff: household and parents, aid figures, students with favourites and costs on
 * the left; `aside` (e.g. the admin's agent panel), help requests and how the family arrived on the right.
 */
export function FamilyDetailSections({ family, aside }: { family: AdminFamilyDetail; aside: ReactNode }) {
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
        <HouseholdSection family={family} parents={family.parents} />
        <AidSection family={family} />
        <StudentsSection students={family.students} />
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        {aside}
        <HelpRequestsSection helpRequests={family.helpRequests} familyName={family.name} />
        <ArrivalSection arrival={family.arrival} />
      </div>
    </div>
  );
}
