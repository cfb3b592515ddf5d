import { DEFAULT_SUPPORT_EMAIL } from '@ccp/contracts/support';
import { useEffect, useState } from 'react';

let asked: Promise<string> | null = null;

/** The server's support address (SUPPORT_EMAIL, from GET /api/client-config), asked once per page load. */
function askSupportEmail(): Promise<string> {
  asked ??= fetch('/api/client-config', { credentials: 'omit' })
    .then(async (response) => {
      // Read without zod: the public pages load no form code (the answer is the server's own, checked on the way out).
      const payload: unknown = response.ok ? await response.json() : null;
      const email =
        typeof payload === 'object' && payload !== null
          ? (payload as { supportEmail?: unknown }).supportEmail
          : null;
      return typeof email === 'string' && email.includes('@') ? email : DEFAULT_SUPPORT_EMAIL;
    })
    .catch(() => DEFAULT_SUPPORT_EMAIL);
  return asked;
}

/**
 * The address people reach the company at. Prerendered pages start with the default and switch to the server's
 * own once it answers, so a deployment with its own SUPPORT_EMAIL needs no rebuild.
 */
export function useSupportEmail(): string {
  const [email, setEmail] = useState(DEFAULT_SUPPORT_EMAIL);
  useEffect(() => {
    let live = true;
    void askSupportEmail().then((value) => {
      if (live) setEmail(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return email;
}

/** A mailto link to the support address, the address itself as its text. */
export function SupportEmailLink({ className }: { className?: string }) {
  const email = useSupportEmail();
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
