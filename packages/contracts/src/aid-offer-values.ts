/**
 * The values an aid offer's fields take (docs/decisions/0051): zod-free, so the web's forms show them directly and
 * the database's enums use them.
 */

export const AID_ITEM_KINDS = ['grant', 'scholarship', 'work_study', 'loan'] as const;
export type AidItemKind = (typeof AID_ITEM_KINDS)[number];

export const AID_SOURCES = ['federal', 'state', 'college', 'private'] as const;
export type AidSource = (typeof AID_SOURCES)[number];

export const AID_BASES = ['need', 'merit'] as const;
export type AidBasis = (typeof AID_BASES)[number];

export const LOAN_KINDS = ['subsidised', 'unsubsidised', 'parent_plus', 'private'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];

export const AID_ITEM_KIND_LABELS: Record<AidItemKind, string> = {
  grant: 'Grant',
  scholarship: 'Scholarship',
  work_study: 'Work-study',
  loan: 'Loan',
};

export const AID_SOURCE_LABELS: Record<AidSource, string> = {
  federal: 'Federal',
  state: 'State',
  college: 'College',
  private: 'Private',
};

export const AID_BASIS_LABELS: Record<AidBasis, string> = {
  need: 'Need-based',
  merit: 'Merit',
};

export const LOAN_KIND_LABELS: Record<LoanKind, string> = {
  subsidised: 'Direct Subsidized Loan',
  unsubsidised: 'Direct Unsubsidized Loan',
  parent_plus: 'Parent PLUS Loan',
  private: 'Private loan',
};

/** The most items one offer holds, and the most offers compared side by side. */
export const MAX_AID_ITEMS = 30;
export const MAX_COMPARED_OFFERS = 6;
export const MAX_APPEAL_TEXT = 2_000;

/** The family's resources for the funding plan, in the default order (the aid engine's FUNDING_RESOURCES). */
export const FUNDING_RESOURCE_KINDS = [
  'parentSavings',
  'parentIncome',
  'studentSavings',
  'studentWork',
] as const;
export type FundingResourceKind = (typeof FUNDING_RESOURCE_KINDS)[number];
