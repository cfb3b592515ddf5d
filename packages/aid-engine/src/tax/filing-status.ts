/** Federal filing status as the product stores it. */
export type FilingStatus =
  | 'single'
  | 'married_joint'
  | 'married_separate'
  | 'head_of_household'
  | 'qualifying_surviving_spouse';

export const FILING_STATUSES: readonly FilingStatus[] = [
  'single',
  'married_joint',
  'married_separate',
  'head_of_household',
  'qualifying_surviving_spouse',
];

/** The FAFSA / IRS filing status code (1 single, 2 MFJ, 3 MFS, 4 HoH, 5 QSS). */
export function filingStatusCode(status: FilingStatus): 1 | 2 | 3 | 4 | 5 {
  switch (status) {
    case 'single':
      return 1;
    case 'married_joint':
      return 2;
    case 'married_separate':
      return 3;
    case 'head_of_household':
      return 4;
    case 'qualifying_surviving_spouse':
      return 5;
  }
}
