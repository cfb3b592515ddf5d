import { Link } from 'react-router';
import { CONTACT_PATH } from '../../../lib/site-links';
import { SupportEmailLink } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LegalPage, LegalSection } from './legal-page';

const linkClass = 'font-semibold text-accent-700 underline underline-offset-4';

/** /terms-of-service */
export function TermsOfServicePage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 2026"
      intro={
        <p>
          These terms are the agreement between you and College Cost Planner when you use this website and its
          planning tools. Please read them, in particular the section on estimates: our figures help you plan,
          but they are not a promise of aid.
        </p>
      }
    >
      <LegalSection id="who" title="Who can use College Cost Planner">
        <p>
          You must be at least 18 years old, or use the service with a parent or guardian. Families use it to
          plan their own college costs. Financial agents and admission professionals use it to work with
          families who invited them or whom they invited, and must have the family’s permission to do so.
        </p>
      </LegalSection>

      <LegalSection id="account" title="Your account">
        <ul>
          <li>
            Give accurate information and keep it up to date; the estimates are only as good as the numbers
            you enter.
          </li>
          <li>Keep your password to yourself and tell us if you think someone else has used your account.</li>
          <li>
            You are responsible for what happens in your account, unless someone else used it without your
            fault.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="estimates" title="Estimates, not guarantees">
        <p>
          The Student Aid Index, cost of attendance, net price and every other figure we show are{' '}
          <strong>estimates</strong> calculated from the information you enter and from published data. They
          are not an offer or a guarantee of financial aid.
        </p>
        <ul>
          <li>
            Your official Student Aid Index comes from your FAFSA, processed by the U.S. Department of
            Education, and can differ from our estimate.
          </li>
          <li>
            Each college decides its own aid, and many use their own formulas and forms. Only a college’s
            financial aid offer tells you what it will give you.
          </li>
          <li>
            College prices come from the U.S. Department of Education’s College Scorecard and NCES’s IPEDS.
            They are published with a delay and colleges change their prices every year.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="advice" title="Not financial, tax or legal advice">
        <p>
          College Cost Planner is a planning tool. Nothing in it is financial, investment, tax or legal
          advice, and it does not replace professional advice about your situation. Financial agents and
          admission professionals who use the service give their own advice and are responsible for it; they
          are not our employees unless we say so.
        </p>
      </LegalSection>

      <LegalSection id="use" title="Acceptable use">
        <p>Do not:</p>
        <ul>
          <li>enter another family’s information without their permission;</li>
          <li>
            try to reach accounts or data that are not yours, or test the security of the service without our
            written consent;
          </li>
          <li>copy the service or its data in bulk, or use automated tools to load it heavily;</li>
          <li>use the service to break the law or to mislead families.</li>
        </ul>
        <p>We may suspend an account that breaks these rules, and tell you why.</p>
      </LegalSection>

      <LegalSection id="data" title="Your information">
        <p>
          Your information remains yours. You allow us to store and process it to provide the service, as
          described in our{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          . You can delete it by asking us to close your account.
        </p>
      </LegalSection>

      <LegalSection id="codes" title="Coupon codes">
        <p>
          Coupon codes are issued by us or by the advisors we work with. Each code works only under the
          conditions shown with it, cannot be exchanged for cash and may expire.
        </p>
      </LegalSection>

      <LegalSection id="availability" title="Availability and changes">
        <p>
          We work to keep the service available and accurate, but we cannot promise it will always be
          available or free of errors. We may change or improve features; if a change removes something you
          rely on, we will tell you in advance where we can.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="Limitation of liability">
        <p>
          To the extent the law allows, College Cost Planner is not liable for decisions you make based on its
          estimates, or for indirect or consequential losses. Nothing in these terms limits liability that
          cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection id="ending" title="Ending the agreement">
        <p>
          You can stop using the service and ask us to close your account at any time. We may close an account
          that breaks these terms. The sections on estimates, advice and liability continue to apply after an
          account is closed.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to these terms">
        <p>
          We will post any change on this page with a new date, and tell you by email before a significant
          change takes effect. If you keep using the service after that, the new terms apply.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact us">
        <p>
          Questions about these terms: email us at <SupportEmailLink className={linkClass} />. We answer
          within two business days. Other ways to reach us are on{' '}
          <Link to={CONTACT_PATH} className={linkClass}>
            our contact section
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
