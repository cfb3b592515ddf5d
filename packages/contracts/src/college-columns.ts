import type { CollegeScalarKey } from './college-write';
import {
  type CipFamilyCode,
  COLLEGE_CONTROLS,
  COLLEGE_LEVELS,
  HIGHEST_DEGREES,
  PREDOMINANT_DEGREES,
} from './colleges';

export type CollegeColumnKind =
  | 'id'
  | 'text'
  | 'url'
  | 'state'
  | 'enum'
  | 'flag'
  | 'count'
  | 'money'
  | 'signed-money'
  | 'rate'
  | 'coordinate'
  | 'score'
  /** An academic year written like 2022-23. */
  | 'academic-year';

export type CollegeColumnGroup =
  | 'identity'
  | 'location'
  | 'admissions'
  | 'costs'
  | 'net-price'
  | 'outcomes'
  | 'costs-2022'
  | 'costs-2023'
  | 'net-price-2022'
  | 'provenance';

export interface CollegeColumn {
  /** Header of the column in the CSV file (the catalogue's own header). */
  column: string;
  key: CollegeScalarKey;
  kind: CollegeColumnKind;
  label: string;
  group: CollegeColumnGroup;
  required?: true;
  options?: readonly string[];
}

/**
 * The documented CSV column set: the catalogue's own header, in its order. `unitid`, `name`, `state`, `control`
 * and `level` are required; every other column may be left out (existing values are then kept on update).
 */
export const COLLEGE_COLUMNS: readonly CollegeColumn[] = [
  { column: 'unitid', key: 'unitId', kind: 'id', label: 'IPEDS unit ID', group: 'identity', required: true },
  { column: 'name', key: 'name', kind: 'text', label: 'Name', group: 'identity', required: true },
  { column: 'alias', key: 'alias', kind: 'text', label: 'Other names', group: 'identity' },
  { column: 'city', key: 'city', kind: 'text', label: 'City', group: 'location' },
  { column: 'state', key: 'state', kind: 'state', label: 'State', group: 'location', required: true },
  { column: 'zip', key: 'zip', kind: 'text', label: 'ZIP code', group: 'location' },
  { column: 'website', key: 'website', kind: 'url', label: 'Website', group: 'identity' },
  {
    column: 'net_price_calculator_url',
    key: 'netPriceCalculatorUrl',
    kind: 'url',
    label: 'Net price calculator',
    group: 'identity',
  },
  {
    column: 'control',
    key: 'control',
    kind: 'enum',
    label: 'Type',
    group: 'identity',
    required: true,
    options: COLLEGE_CONTROLS,
  },
  {
    column: 'level',
    key: 'level',
    kind: 'enum',
    label: 'Level',
    group: 'identity',
    required: true,
    options: COLLEGE_LEVELS,
  },
  {
    column: 'predominant_degree',
    key: 'predominantDegree',
    kind: 'enum',
    label: 'Predominant degree',
    group: 'identity',
    options: PREDOMINANT_DEGREES,
  },
  {
    column: 'highest_degree',
    key: 'highestDegree',
    kind: 'enum',
    label: 'Highest degree',
    group: 'identity',
    options: HIGHEST_DEGREES,
  },
  { column: 'main_campus', key: 'mainCampus', kind: 'flag', label: 'Main campus', group: 'identity' },
  { column: 'locale_code', key: 'localeCode', kind: 'count', label: 'Locale code', group: 'location' },
  { column: 'locale', key: 'locale', kind: 'text', label: 'Locale', group: 'location' },
  { column: 'latitude', key: 'latitude', kind: 'coordinate', label: 'Latitude', group: 'location' },
  { column: 'longitude', key: 'longitude', kind: 'coordinate', label: 'Longitude', group: 'location' },
  {
    column: 'undergrad_enrollment',
    key: 'undergradEnrollment',
    kind: 'count',
    label: 'Undergraduates',
    group: 'admissions',
  },
  {
    column: 'admission_rate',
    key: 'admissionRate',
    kind: 'rate',
    label: 'Acceptance rate',
    group: 'admissions',
  },
  { column: 'sat_avg', key: 'satAvg', kind: 'score', label: 'Average SAT', group: 'admissions' },
  {
    column: 'sat_reading_25',
    key: 'satReading25',
    kind: 'score',
    label: 'SAT reading, 25th percentile',
    group: 'admissions',
  },
  {
    column: 'sat_reading_75',
    key: 'satReading75',
    kind: 'score',
    label: 'SAT reading, 75th percentile',
    group: 'admissions',
  },
  {
    column: 'sat_math_25',
    key: 'satMath25',
    kind: 'score',
    label: 'SAT math, 25th percentile',
    group: 'admissions',
  },
  {
    column: 'sat_math_75',
    key: 'satMath75',
    kind: 'score',
    label: 'SAT math, 75th percentile',
    group: 'admissions',
  },
  {
    column: 'act_composite_25',
    key: 'actComposite25',
    kind: 'score',
    label: 'ACT composite, 25th percentile',
    group: 'admissions',
  },
  {
    column: 'act_composite_mid',
    key: 'actCompositeMid',
    kind: 'score',
    label: 'ACT composite, midpoint',
    group: 'admissions',
  },
  {
    column: 'act_composite_75',
    key: 'actComposite75',
    kind: 'score',
    label: 'ACT composite, 75th percentile',
    group: 'admissions',
  },
  {
    column: 'tuition_fees_in_state',
    key: 'tuitionFeesInState',
    kind: 'money',
    label: 'In-state tuition and fees',
    group: 'costs',
  },
  {
    column: 'tuition_fees_out_of_state',
    key: 'tuitionFeesOutOfState',
    kind: 'money',
    label: 'Out-of-state tuition and fees',
    group: 'costs',
  },
  {
    column: 'tuition_fee',
    key: 'tuitionFee',
    kind: 'money',
    label: 'General tuition (when in-state or out-of-state is 0)',
    group: 'costs',
  },
  { column: 'full_time_fee', key: 'fullTimeFee', kind: 'money', label: 'Full-time fee', group: 'costs' },
  {
    column: 'cost_of_attendance',
    key: 'costOfAttendance',
    kind: 'money',
    label: 'Published cost of attendance',
    group: 'costs',
  },
  {
    column: 'cost_of_attendance_program_year',
    key: 'costOfAttendanceProgramYear',
    kind: 'money',
    label: 'Published cost of attendance (program-year)',
    group: 'costs',
  },
  {
    column: 'room_board_on_campus',
    key: 'roomBoardOnCampus',
    kind: 'money',
    label: 'Room and board, on campus',
    group: 'costs',
  },
  {
    column: 'room_board_off_campus',
    key: 'roomBoardOffCampus',
    kind: 'money',
    label: 'Room and board, off campus',
    group: 'costs',
  },
  {
    column: 'books_supplies',
    key: 'booksSupplies',
    kind: 'money',
    label: 'Books and supplies',
    group: 'costs',
  },
  {
    column: 'other_expenses_on_campus',
    key: 'otherExpensesOnCampus',
    kind: 'money',
    label: 'Other expenses, on campus',
    group: 'costs',
  },
  {
    column: 'other_expenses_off_campus',
    key: 'otherExpensesOffCampus',
    kind: 'money',
    label: 'Other expenses, off campus',
    group: 'costs',
  },
  {
    column: 'other_expenses_with_family',
    key: 'otherExpensesWithFamily',
    kind: 'money',
    label: 'Other expenses, living with family',
    group: 'costs',
  },
  {
    column: 'avg_net_price',
    key: 'avgNetPrice',
    kind: 'signed-money',
    label: 'Average net price',
    group: 'net-price',
  },
  {
    column: 'net_price_income_0_30k',
    key: 'netPriceIncome0To30k',
    kind: 'signed-money',
    label: 'Net price, income $0–30,000',
    group: 'net-price',
  },
  {
    column: 'net_price_income_30_48k',
    key: 'netPriceIncome30To48k',
    kind: 'signed-money',
    label: 'Net price, income $30,001–48,000',
    group: 'net-price',
  },
  {
    column: 'net_price_income_48_75k',
    key: 'netPriceIncome48To75k',
    kind: 'signed-money',
    label: 'Net price, income $48,001–75,000',
    group: 'net-price',
  },
  {
    column: 'net_price_income_75_110k',
    key: 'netPriceIncome75To110k',
    kind: 'signed-money',
    label: 'Net price, income $75,001–110,000',
    group: 'net-price',
  },
  {
    column: 'net_price_income_110k_plus',
    key: 'netPriceIncome110kPlus',
    kind: 'signed-money',
    label: 'Net price, income $110,001 and above',
    group: 'net-price',
  },
  {
    column: 'completion_rate_150',
    key: 'completionRate150',
    kind: 'rate',
    label: 'Graduation rate',
    group: 'outcomes',
  },
  {
    column: 'pell_grant_share',
    key: 'pellGrantShare',
    kind: 'rate',
    label: 'Share with a Pell Grant',
    group: 'outcomes',
  },
  {
    column: 'federal_loan_share',
    key: 'federalLoanShare',
    kind: 'rate',
    label: 'Share with a federal loan',
    group: 'outcomes',
  },
  {
    column: 'median_debt_completers',
    key: 'medianDebtCompleters',
    kind: 'money',
    label: 'Median debt at graduation',
    group: 'outcomes',
  },
  {
    column: 'tuition_fees_in_district_2022_23',
    key: 'tuitionFeesInDistrict2022',
    kind: 'money',
    label: 'In-district tuition and fees',
    group: 'costs-2022',
  },
  {
    column: 'tuition_fees_in_state_2022_23',
    key: 'tuitionFeesInState2022',
    kind: 'money',
    label: 'In-state tuition and fees',
    group: 'costs-2022',
  },
  {
    column: 'tuition_fees_out_of_state_2022_23',
    key: 'tuitionFeesOutOfState2022',
    kind: 'money',
    label: 'Out-of-state tuition and fees',
    group: 'costs-2022',
  },
  {
    column: 'books_supplies_2022_23',
    key: 'booksSupplies2022',
    kind: 'money',
    label: 'Books and supplies',
    group: 'costs-2022',
  },
  {
    column: 'room_board_on_campus_2022_23',
    key: 'roomBoardOnCampus2022',
    kind: 'money',
    label: 'Room and board, on campus',
    group: 'costs-2022',
  },
  {
    column: 'other_expenses_on_campus_2022_23',
    key: 'otherExpensesOnCampus2022',
    kind: 'money',
    label: 'Other expenses, on campus',
    group: 'costs-2022',
  },
  {
    column: 'room_board_off_campus_2022_23',
    key: 'roomBoardOffCampus2022',
    kind: 'money',
    label: 'Room and board, off campus',
    group: 'costs-2022',
  },
  {
    column: 'other_expenses_off_campus_2022_23',
    key: 'otherExpensesOffCampus2022',
    kind: 'money',
    label: 'Other expenses, off campus',
    group: 'costs-2022',
  },
  {
    column: 'other_expenses_with_family_2022_23',
    key: 'otherExpensesWithFamily2022',
    kind: 'money',
    label: 'Other expenses, living with family',
    group: 'costs-2022',
  },
  {
    column: 'tuition_fees_in_district_2023_24',
    key: 'tuitionFeesInDistrict2023',
    kind: 'money',
    label: 'In-district tuition and fees',
    group: 'costs-2023',
  },
  {
    column: 'tuition_fees_in_state_2023_24',
    key: 'tuitionFeesInState2023',
    kind: 'money',
    label: 'In-state tuition and fees',
    group: 'costs-2023',
  },
  {
    column: 'tuition_fees_out_of_state_2023_24',
    key: 'tuitionFeesOutOfState2023',
    kind: 'money',
    label: 'Out-of-state tuition and fees',
    group: 'costs-2023',
  },
  {
    column: 'books_supplies_2023_24',
    key: 'booksSupplies2023',
    kind: 'money',
    label: 'Books and supplies',
    group: 'costs-2023',
  },
  {
    column: 'room_board_on_campus_2023_24',
    key: 'roomBoardOnCampus2023',
    kind: 'money',
    label: 'Room and board, on campus',
    group: 'costs-2023',
  },
  {
    column: 'other_expenses_on_campus_2023_24',
    key: 'otherExpensesOnCampus2023',
    kind: 'money',
    label: 'Other expenses, on campus',
    group: 'costs-2023',
  },
  {
    column: 'room_board_off_campus_2023_24',
    key: 'roomBoardOffCampus2023',
    kind: 'money',
    label: 'Room and board, off campus',
    group: 'costs-2023',
  },
  {
    column: 'other_expenses_off_campus_2023_24',
    key: 'otherExpensesOffCampus2023',
    kind: 'money',
    label: 'Other expenses, off campus',
    group: 'costs-2023',
  },
  {
    column: 'other_expenses_with_family_2023_24',
    key: 'otherExpensesWithFamily2023',
    kind: 'money',
    label: 'Other expenses, living with family',
    group: 'costs-2023',
  },
  {
    column: 'avg_net_price_2022_23',
    key: 'avgNetPrice2022',
    kind: 'signed-money',
    label: 'Average net price',
    group: 'net-price-2022',
  },
  {
    column: 'net_price_income_0_30k_2022_23',
    key: 'netPriceIncome0To30k2022',
    kind: 'signed-money',
    label: 'Net price, income $0–30,000',
    group: 'net-price-2022',
  },
  {
    column: 'net_price_income_30_48k_2022_23',
    key: 'netPriceIncome30To48k2022',
    kind: 'signed-money',
    label: 'Net price, income $30,001–48,000',
    group: 'net-price-2022',
  },
  {
    column: 'net_price_income_48_75k_2022_23',
    key: 'netPriceIncome48To75k2022',
    kind: 'signed-money',
    label: 'Net price, income $48,001–75,000',
    group: 'net-price-2022',
  },
  {
    column: 'net_price_income_75_110k_2022_23',
    key: 'netPriceIncome75To110k2022',
    kind: 'signed-money',
    label: 'Net price, income $75,001–110,000',
    group: 'net-price-2022',
  },
  {
    column: 'net_price_income_110k_plus_2022_23',
    key: 'netPriceIncome110kPlus2022',
    kind: 'signed-money',
    label: 'Net price, income $110,001 and above',
    group: 'net-price-2022',
  },
  {
    column: 'median_earnings_10yr',
    key: 'medianEarnings10yr',
    kind: 'money',
    label: 'Median earnings 10 years after entry',
    group: 'outcomes',
  },
  {
    column: 'median_earnings_6yr',
    key: 'medianEarnings6yr',
    kind: 'money',
    label: 'Median earnings 6 years after entry',
    group: 'outcomes',
  },
  {
    column: 'former_names',
    key: 'formerNames',
    kind: 'text',
    label: 'Former names (separated by |)',
    group: 'provenance',
  },
  {
    column: 'common_names',
    key: 'commonNames',
    kind: 'text',
    label: 'Common short names families type (separated by |)',
    group: 'provenance',
  },
  {
    column: 'data_year',
    key: 'dataYear',
    kind: 'academic-year',
    label: 'Data year (the year of the costs and net prices)',
    group: 'provenance',
  },
  { column: 'data_source', key: 'dataSource', kind: 'text', label: 'Data source', group: 'provenance' },
];

export const COLLEGE_COLUMN_GROUPS: Record<CollegeColumnGroup, string> = {
  identity: 'College',
  location: 'Location',
  admissions: 'Size and admissions',
  costs: 'Costs, in the data year',
  'net-price': 'Net price by family income, in the data year',
  outcomes: 'Outcomes and aid',
  'costs-2022': 'Costs, 2022-23',
  'costs-2023': 'Costs, 2023-24',
  'net-price-2022': 'Net price by family income, 2022-23',
  provenance: 'Names and data year',
};

/** CSV header of the degree-share column of a CIP family, e.g. degree_share_cip_11. */
export const degreeShareColumn = (code: CipFamilyCode) => `degree_share_cip_${code}`;

/** Upload limit of the CSV import (the full catalogue is about 1.9 MB). */
export const COLLEGE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const COLLEGE_IMPORT_MAX_LABEL = '10 MB';
export const NO_CSV_FILE_MESSAGE = 'Please select a CSV file.';
