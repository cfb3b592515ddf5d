/** The four kinds of user; each has its own area of the app. */
export const ROLES = ['family', 'admin', 'admission_professional', 'financial_agent'] as const;
export type Role = (typeof ROLES)[number];
