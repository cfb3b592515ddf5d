import { Link } from 'react-router';
import { CONTACT_PATH } from '../../../lib/site-links';
import { SupportEmailLink } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LegalPage, LegalSection } from './legal-page';

const linkClass = 'font-semibold text-accent-700 underline underline-offset-4';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 2026"
      intro={
        <p>
          College Cost Planner asks for sensitive information: your household’s income, savings and assets.
          This policy explains, in plain words, what we collect, why, who can see it, how long we keep it and
          how we protect it. The short version: we use your information to give you estimates, and we never
          sell it.
        </p>
      }
    >
      <LegalSection id="collect" title="What we collect">
        <p>We collect only what the planning tools need:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, password (stored only as a one-way
            hash), and for advisors a phone number and the organisation or institution you work for.
          </li>
          <li>
            <strong>Household and finances:</strong> your state of residence, household size and the number of
            family members in college, parents’ ages, marital and tax-filing status, income and taxes, cash
            and savings, investments, college savings, retirement contributions, home and business equity, and
            whether you hold accounts such as IRAs, 401(k)s, annuities or life insurance.
          </li>
          <li>
            <strong>Students:</strong> each student’s name, expected graduation year, grades and test scores,
            savings, income and taxes, and the colleges saved as favorites.
          </li>
          <li>
            <strong>Technical records:</strong> the session that keeps you logged in, and security logs of
            log-ins and changes (time, account and network address) that help us stop abuse.
          </li>
        </ul>
        <p>
          We never ask for Social Security numbers, bank or brokerage log-ins, or account numbers. Enter
          rounded amounts if you prefer: the estimates work in whole dollars.
        </p>
      </LegalSection>

      <LegalSection id="why" title="Why we use it">
        <ul>
          <li>
            To calculate your Student Aid Index, each college’s cost of attendance and your estimated net
            price.
          </li>
          <li>
            To let the financial agent or admission professional who invited you, or who you asked for help,
            see your plan.
          </li>
          <li>To send the emails your account needs, such as invitations and password reset links.</li>
          <li>To keep the service secure, investigate misuse and meet our legal obligations.</li>
        </ul>
        <p>
          We do not use your information for advertising, we do not show advertising, and we do not build
          profiles of you for anyone else.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="Who can see your information">
        <ul>
          <li>
            <strong>You</strong>, and anyone you share your log-in with (please don’t: invite them instead).
          </li>
          <li>
            <strong>Your advisor:</strong> the financial agent or admission professional connected to your
            family can view your profile, and financial agents can work on it with you. Every change made on
            your behalf is recorded with the name of the person who made it.
          </li>
          <li>
            <strong>Our administrators</strong>, to support you and keep the service running.
          </li>
          <li>
            <strong>Service providers</strong> that host the service and deliver our emails, bound by contract
            to use your information only for that.
          </li>
          <li>Authorities, only when the law requires it.</li>
        </ul>
        <p className="rounded-xl bg-accent-50 p-4 font-semibold text-accent-800">
          We never sell your personal information, and we never share it for anyone else’s marketing.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and browser storage">
        <p>
          We use one essential cookie: it keeps you logged in and cannot be read by scripts on the page. While
          you use the app, a short-lived access key is kept in the page’s memory only. We use no advertising
          or tracking cookies. When you sign out, the session ends and everything the app stored in your
          browser is removed.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep it">
        <p>
          We keep your information while your account is open. When you ask us to close your account, we
          delete your profile, household and student information, except records the law requires us to keep.
          Copies in our backups are deleted when those backups expire on their regular schedule.
        </p>
      </LegalSection>

      <LegalSection id="security" title="How we protect it">
        <ul>
          <li>
            Connections to the service are encrypted, and passwords are stored only as salted one-way hashes.
          </li>
          <li>
            Every request is checked against your role: a family sees only its own profile, and an advisor
            only the families connected to them.
          </li>
          <li>Log-in, sign-up and password reset attempts are rate-limited to slow down guessing.</li>
          <li>Changing your password signs out your other devices.</li>
        </ul>
        <p>
          No system is perfectly secure. If we learn of a breach that affects your information, we will tell
          you without undue delay, as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Students and children">
        <p>
          Accounts are created and managed by a parent or guardian, or by an adult student. The service is not
          meant for children under 13 to use on their own, and we do not knowingly collect information from
          them directly.
        </p>
      </LegalSection>

      <LegalSection id="choices" title="Your choices">
        <p>
          You can see and correct your information in your account at any time. You can ask us for a copy of
          it, or ask us to delete it, and we will answer within the time your state’s privacy law sets. We
          will not treat you differently for using these rights.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          If we change how we use your information, we will update this page and its date, and tell you by
          email before a significant change takes effect.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact us">
        <p>
          Questions or requests about your privacy: email us at <SupportEmailLink className={linkClass} />. We
          answer within two business days. Other ways to reach us are on{' '}
          <Link to={CONTACT_PATH} className={linkClass}>
            our contact section
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
