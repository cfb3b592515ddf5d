/** The support address when SUPPORT_EMAIL is not set (and the one the prerendered pages start with). Zod-free. */
export const DEFAULT_SUPPORT_EMAIL = 'support@collegecostplanner.test';
