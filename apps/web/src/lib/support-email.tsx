import { ClientConfigSchema, DEFAULT_SUPPORT_EMAIL } from '@ccp/contracts/client-config';
import { useEffect, useState } from 'react';

let asked: Promise<string> | null = null;

/** The server's support address (SUPPORT_EMAIL, from GET /api/client-config), asked once per page load. */
function askSupportEmail(): Promise<string> {
  asked ??= fetch('/api/client-config', { credentials: 'omit' })
    .then(async (response) => {
      const parsed = ClientConfigSchema.safeParse(response.ok ? await response.json() : null);
      return parsed.success ? parsed.data.supportEmail : DEFAULT_SUPPORT_EMAIL;
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
