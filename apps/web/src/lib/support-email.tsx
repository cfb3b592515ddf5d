import { usePublicSettings } from './client-config';

/** The address people reach the company at (SUPPORT_EMAIL, from GET /api/client-config). */
export function useSupportEmail(): string {
  return usePublicSettings().supportEmail;
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
