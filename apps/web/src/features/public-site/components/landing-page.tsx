import {
  ArrowRight,
  BookOpen,
  Calculator,
  CalendarDays,
  ClipboardList,
  GraduationCap,
  Heart,
  Landmark,
  LifeBuoy,
  LockKeyhole,
  Mail,
  Scale,
  Search,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { useHydrated } from '../../../lib/hydration';
import { useSiteLinks } from '../../../lib/site-links';
import { SupportEmailLink } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';

const STEPS = [
  {
    title: 'Describe your household',
    text: 'Answer plain questions about your household, the parents, each student, income, savings and assets. You can stop and come back at any time.',
  },
  {
    title: 'See your Student Aid Index',
    text: 'We apply the federal formula to your answers and show the Student Aid Index your FAFSA is likely to produce.',
  },
  {
    title: 'Compare colleges by what you would pay',
    text: 'Search colleges, save favorites for each student and see their cost of attendance for your state of residence next to the aid you might expect.',
  },
  {
    title: 'Plan with your advisor',
    text: 'If a financial advisor or an admission professional invited you, they see the same plan and can work through the options with you.',
  },
] as const;

const FEATURES: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <ClipboardList aria-hidden="true" className="size-6" />,
    title: 'One household profile',
    text: 'Parents and up to eight students in one place, so every estimate uses the same, current numbers.',
  },
  {
    icon: <Landmark aria-hidden="true" className="size-6" />,
    title: 'Federal Student Aid Index',
    text: 'The number colleges and the Department of Education use to measure your need for federal aid.',
  },
  {
    icon: <Search aria-hidden="true" className="size-6" />,
    title: 'College search',
    text: 'Filter by state, size, type, admission rate and cost, and save each student’s favorite colleges.',
  },
  {
    icon: <Calculator aria-hidden="true" className="size-6" />,
    title: 'College cost calculator',
    text: 'Work out a college’s full cost of attendance: tuition and fees, room and board, in-state or out-of-state.',
  },
  {
    icon: <BookOpen aria-hidden="true" className="size-6" />,
    title: 'Bonus resources',
    text: 'Further reading on paying for college, kept in your account for when you need it.',
  },
  {
    icon: <Heart aria-hidden="true" className="size-6" />,
    title: 'Help when you want it',
    text: 'Ask for help from a financial advisor straight from your account when a decision feels too big.',
  },
];

/** The landing page "/": what the product does, how the SAI and net price work, and who it is for. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <AccountDeletedNotice />
      <section className="relative overflow-hidden bg-gradient-to-b from-white to-navy-50">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">
              College cost and financial aid planning
            </p>
            <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-navy-900 sm:text-5xl">
              Know what college will really cost, before you apply.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">
              College Cost Planner turns your household finances into your federal Student Aid Index and an
              estimate of the price each college would charge your family, so you can build a college list you
              can afford.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/family/signup" className={buttonClasses('primary', 'lg')}>
                Create your family account
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link to="/family/login" className={buttonClasses('secondary', 'lg')}>
                Log in
              </Link>
            </div>
            <p className="mt-5 text-base text-slate-700">
              Not ready for an account?{' '}
              <Link
                to="/sai-estimator"
                className="font-semibold text-accent-800 underline underline-offset-4 hover:text-navy-900"
              >
                Estimate your Student Aid Index in two minutes
              </Link>
              , no sign-up needed.
            </p>
          </div>
          <NetPriceCard />
        </div>
      </section>

      {/* The public header's About link lands here (/#about). */}
      <section
        id="about"
        tabIndex={-1}
        aria-labelledby="how-it-works"
        className="mx-auto max-w-6xl scroll-mt-16 px-4 py-16 focus:outline-none sm:px-6 md:py-20"
      >
        <SectionTitle
          id="how-it-works"
          eyebrow="How it works"
          title="From your finances to a college list you can afford"
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="two-numbers" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <SectionTitle
            id="two-numbers"
            eyebrow="In plain words"
            title="The numbers that decide what you pay"
            text="The price on a college’s website is rarely the price a family pays. Three numbers tell you much more."
          />
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            <Explainer title="Student Aid Index (SAI)">
              The number the U.S. Department of Education calculates from your FAFSA: it measures how much
              your family can contribute to a year of college, from parents’ and student’s income and assets,
              the size of your household and other factors. It replaced the Expected Family Contribution (EFC)
              and can be as low as -1,500 (it is an index, not dollars). The lower it is, the more need-based
              aid a student can receive, starting with the federal Pell Grant.
            </Explainer>
            <Explainer title="Cost of attendance">
              A college’s full yearly price: tuition and fees, plus room and board. Public colleges charge
              less tuition to residents of their own state, so we use in-state tuition when your state is the
              college’s state and out-of-state tuition otherwise.
            </Explainer>
            <Explainer title="Net price">
              What your family would actually pay: the cost of attendance minus the grants and scholarships a
              student receives, money you never repay. Your financial need is the cost of attendance minus
              your SAI; colleges differ a lot in how much of it they meet.
            </Explainer>
          </div>
        </div>
      </section>

      <section aria-labelledby="who-for" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <SectionTitle
          id="who-for"
          eyebrow="Who it is for"
          title="Built for families and the people who advise them"
        />
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          <Audience
            icon={<Users aria-hidden="true" className="size-6" />}
            title="Families"
            text="Parents and students planning for college: see your Student Aid Index, compare colleges by what they would cost you and keep favorites for each student."
            cta={{ to: '/family/signup', label: 'Create your family account' }}
          />
          <Audience
            icon={<Scale aria-hidden="true" className="size-6" />}
            title="Financial advisors"
            text="Financial agents invite the families they advise, follow their plans and keep named case studies to explore other scenarios."
            cta={{ to: '/agent/signup', label: 'Sign up as a financial agent' }}
          />
          <Audience
            icon={<GraduationCap aria-hidden="true" className="size-6" />}
            title="Admission professionals"
            text="Counselors and admission offices invite families to plan their college costs early and follow the families they work with."
            cta={{ to: '/admission-professional/signup', label: 'Sign up as an admission professional' }}
          />
        </div>
      </section>

      <section aria-labelledby="features" className="bg-navy-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <p className="text-sm font-bold tracking-widest text-accent-300 uppercase">What you get</p>
          <h2 id="features" className="mt-3 max-w-2xl text-3xl font-bold tracking-tight">
            Everything your family needs to plan the cost of college
          </h2>
          <ul className="mt-10 grid gap-x-8 gap-y-10 md:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-300">
                  {feature.icon}
                </span>
                <div>
                  <h3 className="font-bold">{feature.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-navy-100">{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="trust" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <div className="grid gap-10 rounded-3xl border border-slate-200 bg-white p-8 shadow-sm md:grid-cols-[auto_1fr] md:p-12">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
            <LockKeyhole aria-hidden="true" className="size-7" />
          </span>
          <div>
            <h2 id="trust" className="text-2xl font-bold tracking-tight text-navy-900">
              Your household finances stay yours
            </h2>
            <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
              We ask for financial details only to calculate your estimates. We never sell your data and never
              show you advertising. Only you, the advisor or admission professional you work with and our
              administrators can see your profile, and every change made on your behalf is recorded. College
              figures come from public federal sources: the U.S. Department of Education’s College Scorecard
              and the National Center for Education Statistics’ IPEDS.
            </p>
            <Link
              to="/privacy-policy"
              className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700 underline decoration-accent-700/30 underline-offset-4 hover:decoration-accent-700"
            >
              Read our privacy policy
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <ContactSection />

      <section aria-labelledby="get-started" className="bg-accent-50">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="get-started" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              Start with the numbers you already know.
            </h2>
            <p className="mt-2 text-slate-700">
              A recent tax return and your account balances are all you need.
            </p>
          </div>
          <Link to="/family/signup" className={buttonClasses('primary', 'lg')}>
            Create your family account
          </Link>
        </div>
      </section>
    </>
  );
}

const linkWithArrow =
  'mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 underline decoration-accent-700/30 underline-offset-4 hover:decoration-accent-700';

/**
 * How to reach the team (the public header's Contact link, /#contact): families ask from their account; the
 * booking page for a call is linked only when the server names one (CONTACT_URL).
 */
function ContactSection() {
  const { bookingUrl } = useSiteLinks();
  return (
    <section
      id="contact"
      tabIndex={-1}
      aria-labelledby="contact-title"
      className="scroll-mt-16 border-t border-slate-200 bg-white focus:outline-none"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[1fr_1.25fr] lg:items-start">
        <SectionTitle
          id="contact-title"
          eyebrow="Contact"
          title="Talk to a person"
          text="Questions about your plan, your account or your data: this is how to reach our team."
        />
        <div className="grid gap-6">
          <article className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-navy-900">Email our team</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
              Anyone can write to us, with or without an account: questions about the product, your account or
              your data. A person answers within two business days.
            </p>
            <p className="mt-4 text-sm">
              <SupportEmailLink className="font-semibold break-all text-accent-700 underline underline-offset-4" />
            </p>
          </article>
          <article className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
              <LifeBuoy aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-navy-900">Families: ask from your account</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
              Log in and choose Request help on your family pages, with a note if you like. Your advisor, or
              our team if you do not have one yet, sees the request right away, reviews your profile and
              writes to you, usually within two business days, to set up a call.
            </p>
            <Link to="/family/login" className={linkWithArrow}>
              Log in to ask for help
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </article>
          {bookingUrl ? (
            <article className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
                <CalendarDays aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-900">Book a call with our team</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                Not signed up yet, advising families, or working at a school? Pick a time that suits you and
                we will walk you through College Cost Planner.
              </p>
              <ExternalLink href={bookingUrl} className={linkWithArrow}>
                Book a call
              </ExternalLink>
            </article>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function NetPriceCard() {
  return (
    <figure
      aria-labelledby="net-price-caption"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-navy-900/10 sm:p-8"
    >
      <figcaption
        id="net-price-caption"
        className="text-sm font-bold tracking-widest text-slate-600 uppercase"
      >
        How a college price breaks down
      </figcaption>
      <dl className="mt-6 space-y-4">
        <div className="rounded-2xl bg-navy-50 p-4">
          <dt className="font-bold text-navy-900">Cost of attendance</dt>
          <dd className="mt-1 text-sm text-slate-700">
            Tuition and fees, room and board: the published yearly price.
          </dd>
        </div>
        <div className="rounded-2xl border border-dashed border-slate-300 p-4">
          <dt className="font-bold text-navy-900">
            <span aria-hidden="true" className="mr-1.5 text-slate-600">
              −
            </span>
            Grants and scholarships
          </dt>
          <dd className="mt-1 text-sm text-slate-700">
            Need-based aid set by your Student Aid Index, plus merit awards. Never repaid.
          </dd>
        </div>
        <div className="rounded-2xl bg-navy-900 p-4 text-white">
          <dt className="font-bold">
            <span aria-hidden="true">= </span>Net price
          </dt>
          <dd className="mt-1 text-sm text-navy-100">
            What your family actually pays, and what to compare colleges by.
          </dd>
        </div>
      </dl>
    </figure>
  );
}

function SectionTitle({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
}) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-navy-900">
        {title}
      </h2>
      {text ? <p className="mt-4 text-lg leading-relaxed text-slate-700">{text}</p> : null}
    </div>
  );
}

function Explainer({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h3 className="text-lg font-bold text-navy-900">{title}</h3>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">{children}</p>
    </article>
  );
}

function Audience({
  icon,
  title,
  text,
  cta,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  cta: { to: string; label: string };
}) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-bold text-navy-900">{title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{text}</p>
      <Link
        to={cta.to}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 underline decoration-accent-700/30 underline-offset-4 hover:decoration-accent-700"
      >
        {cta.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}

/** After a family deleted its account (`/?account-deleted=1`): the confirmation, once the app runs (the HTML is the same for everyone). */
function AccountDeletedNotice() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated || !params.has('account-deleted')) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <Alert tone="success" title="Your account has been deleted.">
        <p>
          Everything we held about your family is gone and you are signed out. A confirmation is on its way to
          your email.
        </p>
      </Alert>
    </div>
  );
}
