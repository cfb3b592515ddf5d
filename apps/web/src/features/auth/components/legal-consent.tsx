import { Link } from 'react-router';

/** The sentence under every sign-up button. */
export function LegalConsent() {
  return (
    <p className="text-center text-xs leading-relaxed text-slate-600">
      By creating an account you agree to our{' '}
      <Link to="/terms-of-service" className="font-semibold text-navy-800 underline underline-offset-2">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy-policy" className="font-semibold text-navy-800 underline underline-offset-2">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
