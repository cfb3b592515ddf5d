import { usePublicSettings } from './client-config';

/**
 * Where the public header's About and Contact links go (docs/product-spec.md §2: an about page and a booking page).
 * - About: the company's about page when the server has ABOUT_URL, otherwise the landing page's "How it works"
 *   section (`/#about`).
 * - Contact: the booking page when the server has CONTACT_URL, otherwise the landing page's contact section
 *   (`/#contact`), which also links the booking page when there is one.
 * The server's settings reach the page through GET /api/client-config (no rebuild): usePublicSettings.
 */
export const ABOUT_PATH = '/#about';
export const CONTACT_PATH = '/#contact';

/** A link of the public header: an outside page (new tab) or a section of the landing page. */
export interface SiteLink {
  href: string;
  external: boolean;
}

export function useSiteLinks(): { about: SiteLink; contact: SiteLink; bookingUrl: string | null } {
  const { aboutUrl, contactUrl } = usePublicSettings();
  return {
    about: aboutUrl ? { href: aboutUrl, external: true } : { href: ABOUT_PATH, external: false },
    contact: contactUrl ? { href: contactUrl, external: true } : { href: CONTACT_PATH, external: false },
    bookingUrl: contactUrl,
  };
}
