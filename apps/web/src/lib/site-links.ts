/**
 * External pages of the public header (spec section 2: About is external, Contact is an external booking page).
 * Set VITE_ABOUT_URL and VITE_CONTACT_URL at build time to point them at the company's real pages.
 */
export const ABOUT_URL: string =
  import.meta.env.VITE_ABOUT_URL || 'https://college-cost-planner.example/about';
export const CONTACT_URL: string =
  import.meta.env.VITE_CONTACT_URL || 'https://college-cost-planner.example/book-a-call';
