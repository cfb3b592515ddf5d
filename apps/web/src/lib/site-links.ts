/**
 * Where the public header's About and Contact links go (docs/product-spec.md §2).
 * - About: the landing page's "How it works" section (`/#about`), or the company's own page when
 *   VITE_ABOUT_URL is set at build time (then it opens in a new tab, as an external link).
 * - Contact: the landing page's contact section (`/#contact`), which explains how to reach the team; its
 *   "Book a call" link appears only when VITE_CONTACT_URL (the booking page) is set at build time.
 */
export const ABOUT_PATH = '/#about';
export const CONTACT_PATH = '/#contact';

const configured = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export const EXTERNAL_ABOUT_URL: string | null = configured(import.meta.env.VITE_ABOUT_URL);
export const BOOKING_URL: string | null = configured(import.meta.env.VITE_CONTACT_URL);
