import { z } from 'zod';
import {
  IdParamSchema,
  IdSchema,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  pageOf,
  TextSchema,
  UsStateSchema,
} from './common';
import { US_STATES } from './us-states';

/** The academic year of the catalogue's published prices (College Scorecard 2021-22 yearly file). */
export const PRICE_YEAR = '2021-22';
/** The calendar year in which PRICE_YEAR starts: projections grow costs from here. */
export const PRICE_YEAR_START = 2021;
export const PRICE_YEAR_LABEL = `${PRICE_YEAR} published price`;
/** The yearly cost increase assumed for projections until the family changes it. */
export const DEFAULT_ANNUAL_INCREASE_PERCENT = 3;
export const CATALOGUE_SOURCE = 'U.S. Department of Education, College Scorecard, and NCES, IPEDS';

/** Territories that have colleges in the catalogue, besides the 50 states and DC. */
export const US_TERRITORIES = [
  { code: 'AS', name: 'American Samoa' },
  { code: 'FM', name: 'Federated States of Micronesia' },
  { code: 'GU', name: 'Guam' },
  { code: 'MH', name: 'Marshall Islands' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'PW', name: 'Palau' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
] as const;

/** Where a college can be: the 50 states, DC and the territories, by USPS code. */
export const COLLEGE_LOCATIONS = [...US_STATES, ...US_TERRITORIES].sort((a, b) =>
  a.name.localeCompare(b.name),
);
const LOCATION_CODES = COLLEGE_LOCATIONS.map((s) => s.code) as [string, ...string[]];
export const CollegeStateSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(LOCATION_CODES, { error: 'Choose a US state or territory.' }),
);

export const COLLEGE_CONTROLS = ['public', 'private nonprofit', 'private for-profit'] as const;
export type CollegeControl = (typeof COLLEGE_CONTROLS)[number];
export const CollegeControlSchema = z.enum(COLLEGE_CONTROLS, {
  error: 'Choose public, private nonprofit or private for-profit.',
});
/** URL-friendly spelling of the control, used by the search filter `college_type`. */
export const COLLEGE_TYPES = {
  public: 'public',
  'private-nonprofit': 'private nonprofit',
  'private-for-profit': 'private for-profit',
} as const satisfies Record<string, CollegeControl>;
export type CollegeType = keyof typeof COLLEGE_TYPES;

export const COLLEGE_LEVELS = ['4-year', '2-year', 'less-than-2-year'] as const;
export type CollegeLevel = (typeof COLLEGE_LEVELS)[number];
export const CollegeLevelSchema = z.enum(COLLEGE_LEVELS, {
  error: 'Choose 4-year, 2-year or less-than-2-year.',
});
export const PREDOMINANT_DEGREES = [
  'certificate',
  'associate',
  'bachelor',
  'graduate',
  'not classified',
] as const;
export const HIGHEST_DEGREES = ['non-degree', 'certificate', 'associate', 'bachelor', 'graduate'] as const;

/** Enrolment bands behind the spec's collegeSize (fall undergraduate headcount). */
export const COLLEGE_SIZES = [
  { size: 'small', label: 'Small', min: 0, max: 4_999 },
  { size: 'medium', label: 'Medium', min: 5_000, max: 14_999 },
  { size: 'large', label: 'Large', min: 15_000, max: null },
] as const;
export type CollegeSize = (typeof COLLEGE_SIZES)[number]['size'];

/** The 2-digit CIP 2020 families the catalogue reports degree shares for (cip-families.csv). */
export const CIP_FAMILIES = [
  { code: '01', title: 'Agricultural/Animal/Plant/Veterinary Science and Related Fields' },
  { code: '03', title: 'Natural Resources and Conservation' },
  { code: '04', title: 'Architecture and Related Services' },
  { code: '05', title: 'Area, Ethnic, Cultural, Gender, and Group Studies' },
  { code: '09', title: 'Communication, Journalism, and Related Programs' },
  { code: '10', title: 'Communications Technologies/Technicians and Support Services' },
  { code: '11', title: 'Computer and Information Sciences and Support Services' },
  { code: '12', title: 'Culinary, Entertainment, and Personal Services' },
  { code: '13', title: 'Education' },
  { code: '14', title: 'Engineering' },
  { code: '15', title: 'Engineering/Engineering-Related Technologies/Technicians' },
  { code: '16', title: 'Foreign Languages, Literatures, and Linguistics' },
  { code: '19', title: 'Family and Consumer Sciences/Human Sciences' },
  { code: '22', title: 'Legal Professions and Studies' },
  { code: '23', title: 'English Language and Literature/Letters' },
  { code: '24', title: 'Liberal Arts and Sciences, General Studies and Humanities' },
  { code: '25', title: 'Library Science' },
  { code: '26', title: 'Biological and Biomedical Sciences' },
  { code: '27', title: 'Mathematics and Statistics' },
  { code: '29', title: 'Military Technologies and Applied Sciences' },
  { code: '30', title: 'Multi/Interdisciplinary Studies' },
  { code: '31', title: 'Parks, Recreation, Leisure, Fitness, and Kinesiology' },
  { code: '38', title: 'Philosophy and Religious Studies' },
  { code: '39', title: 'Theology and Religious Vocations' },
  { code: '40', title: 'Physical Sciences' },
  { code: '41', title: 'Science Technologies/Technicians' },
  { code: '42', title: 'Psychology' },
  { code: '43', title: 'Homeland Security, Law Enforcement, Firefighting and Related Protective Services' },
  { code: '44', title: 'Public Administration and Social Service Professions' },
  { code: '45', title: 'Social Sciences' },
  { code: '46', title: 'Construction Trades' },
  { code: '47', title: 'Mechanic and Repair Technologies/Technicians' },
  { code: '48', title: 'Precision Production' },
  { code: '49', title: 'Transportation and Materials Moving' },
  { code: '50', title: 'Visual and Performing Arts' },
  { code: '51', title: 'Health Professions and Related Programs' },
  { code: '52', title: 'Business, Management, Marketing, and Related Support Services' },
  { code: '54', title: 'History' },
] as const;
export type CipFamilyCode = (typeof CIP_FAMILIES)[number]['code'];
const CIP_CODES = CIP_FAMILIES.map((f) => f.code) as [CipFamilyCode, ...CipFamilyCode[]];
export const CipFamilyCodeSchema = z.enum(CIP_CODES, { error: 'Choose a field of study from the list.' });

/** Plain-words definitions shown next to the figures they explain (search filters, college page, compare). */
export const COLLEGE_DEFINITIONS = {
  giftRate:
    'Gift aid rate: the average grant and scholarship aid a first-year student receives, as a share of the ' +
    "college's average cost of attendance. Worked out from the published cost of attendance and average net " +
    'price: (cost − net price) ÷ cost.',
  aidRate:
    'Federal aid rate: the share of undergraduates who receive federal aid, counted as the larger of the share ' +
    'with a Pell Grant and the share with a federal student loan. Some students have both, so the true share ' +
    'can be higher.',
  graduationRate:
    'Graduation rate: the share of full-time, first-time students who finished within 150% of the normal time ' +
    '(6 years for a bachelor’s degree, 3 for an associate degree).',
  acceptanceRate: 'Acceptance rate: admitted students ÷ applicants, fall 2021.',
  costOfAttendance:
    'Cost of attendance: tuition and required fees plus room and board for one academic year. If your family ' +
    "lives in the college's state, in-state tuition is used; otherwise out-of-state tuition. When that figure is " +
    "0, the college's general tuition is used instead. Room and board is the on-campus figure, or the " +
    'off-campus one for colleges without housing.',
  estimatedNeed:
    'Estimated need: cost of attendance minus your Student Aid Index (SAI), never below $0. Colleges use it to ' +
    'decide how much need-based aid to offer.',
  estimatedNetPrice:
    'Estimated net price: what a family like yours paid on average after grants and scholarships, taken from the ' +
    "college's published net price for your income band (its overall average when your income is not known), " +
    'but never less than the cost minus your need. A range shows the uncertainty. At private nonprofit colleges, ' +
    "your institutional SAI is used when you have one. The college's own net price calculator gives a personal " +
    'figure.',
  projectedCost:
    'Projected cost: the cost of attendance grown each year by the assumed annual increase, from the 2021-22 ' +
    'published price to the student’s first year of college.',
} as const;

const optionalText = (max: number) =>
  TextSchema.trim()
    .max(max, `Use ${max} characters at most.`)
    .nullable()
    .transform((v) => (v === '' ? null : v));
const count = (max: number) =>
  z
    .number()
    .int('Enter a whole number.')
    .min(0, 'Cannot be negative.')
    .max(max, `At most ${max}.`)
    .nullable();
const money = z
  .number()
  .int('Enter whole dollars.')
  .min(0, 'Cannot be negative.')
  .max(1_000_000, 'At most $1,000,000.')
  .nullable();
/** Net prices can be below zero when grants exceed the cost. */
const signedMoney = z
  .number()
  .int('Enter whole dollars.')
  .min(-1_000_000, 'At least -$1,000,000.')
  .max(1_000_000, 'At most $1,000,000.')
  .nullable();
const rate = z
  .number()
  .min(0, 'Use a proportion from 0 to 1.')
  .max(1, 'Use a proportion from 0 to 1.')
  .nullable();
const satSection = z
  .number()
  .int('Enter a whole number.')
  .min(200, 'From 200.')
  .max(800, 'To 800.')
  .nullable();
const actScore = z.number().int('Enter a whole number.').min(1, 'From 1.').max(36, 'To 36.').nullable();

/** Every editable field of a college (admin add/edit, CSV import). Money is whole dollars, rates 0..1. */
export const CollegeWriteSchema = z.object({
  unitId: z
    .number()
    .int('Enter a whole number.')
    .min(1, 'Enter a positive IPEDS unit ID.')
    .max(99_999_999, 'An IPEDS unit ID has at most 8 digits.')
    .nullable(),
  name: TextSchema.trim().min(1, 'Enter the college name.').max(200, 'Use 200 characters at most.'),
  alias: optionalText(1_000),
  city: optionalText(100),
  state: CollegeStateSchema,
  zip: optionalText(10),
  website: optionalText(300),
  netPriceCalculatorUrl: optionalText(500),
  control: CollegeControlSchema,
  level: CollegeLevelSchema,
  predominantDegree: z.enum(PREDOMINANT_DEGREES).nullable(),
  highestDegree: z.enum(HIGHEST_DEGREES).nullable(),
  mainCampus: z.boolean().nullable(),
  localeCode: z.number().int().min(11, 'Use an NCES locale code from 11 to 43.').max(43).nullable(),
  locale: optionalText(40),
  latitude: z.number().min(-90, 'From -90 to 90.').max(90, 'From -90 to 90.').nullable(),
  longitude: z.number().min(-180, 'From -180 to 180.').max(180, 'From -180 to 180.').nullable(),
  undergradEnrollment: count(1_000_000),
  admissionRate: rate,
  satAvg: z.number().int('Enter a whole number.').min(400, 'From 400.').max(1600, 'To 1600.').nullable(),
  satReading25: satSection,
  satReading75: satSection,
  satMath25: satSection,
  satMath75: satSection,
  actComposite25: actScore,
  actCompositeMid: actScore,
  actComposite75: actScore,
  tuitionFeesInState: money,
  tuitionFeesOutOfState: money,
  /** General tuition: used when the in-state or out-of-state figure is 0 (spec section 9). */
  tuitionFee: money,
  fullTimeFee: money,
  costOfAttendance: money,
  costOfAttendanceProgramYear: money,
  roomBoardOnCampus: money,
  roomBoardOffCampus: money,
  booksSupplies: money,
  otherExpensesOnCampus: money,
  otherExpensesOffCampus: money,
  otherExpensesWithFamily: money,
  avgNetPrice: signedMoney,
  netPriceIncome0To30k: signedMoney,
  netPriceIncome30To48k: signedMoney,
  netPriceIncome48To75k: signedMoney,
  netPriceIncome75To110k: signedMoney,
  netPriceIncome110kPlus: signedMoney,
  completionRate150: rate,
  pellGrantShare: rate,
  federalLoanShare: rate,
  medianDebtCompleters: money,
  tuitionFeesInDistrict2022: money,
  tuitionFeesInState2022: money,
  tuitionFeesOutOfState2022: money,
  booksSupplies2022: money,
  roomBoardOnCampus2022: money,
  otherExpensesOnCampus2022: money,
  roomBoardOffCampus2022: money,
  otherExpensesOffCampus2022: money,
  otherExpensesWithFamily2022: money,
  /** Share of degrees awarded per CIP family, e.g. { "11": 0.12 }; a family absent = not reported. */
  degreeShares: z.partialRecord(CipFamilyCodeSchema, z.number().min(0).max(1)),
});
export type CollegeWrite = z.infer<typeof CollegeWriteSchema>;
export type CollegeScalarKey = Exclude<keyof CollegeWrite, 'degreeShares'>;

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
  | 'score';

export type CollegeColumnGroup =
  | 'identity'
  | 'location'
  | 'admissions'
  | 'costs'
  | 'net-price'
  | 'outcomes'
  | 'costs-2022';

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
];

export const COLLEGE_COLUMN_GROUPS: Record<CollegeColumnGroup, string> = {
  identity: 'College',
  location: 'Location',
  admissions: 'Size and admissions',
  costs: `Costs, ${PRICE_YEAR}`,
  'net-price': `Net price by family income, ${PRICE_YEAR}`,
  outcomes: 'Outcomes and aid',
  'costs-2022': 'Costs, 2022-23',
};

/** CSV header of the degree-share column of a CIP family, e.g. degree_share_cip_11. */
export const degreeShareColumn = (code: CipFamilyCode) => `degree_share_cip_${code}`;

/** Upload limit of the CSV import (the full catalogue is about 1.9 MB). */
export const COLLEGE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const COLLEGE_IMPORT_MAX_LABEL = '10 MB';
export const NO_CSV_FILE_MESSAGE = 'Please select a CSV file.';

// ---- search -------------------------------------------------------------------------------------------------

const percentFilter = z.coerce
  .number({ error: 'Enter a percentage from 0 to 100.' })
  .min(0, 'Enter a percentage from 0 to 100.')
  .max(100, 'Enter a percentage from 0 to 100.');
const SaiQuerySchema = z.coerce
  .number({ error: 'Enter the SAI as a whole number.' })
  .int('Enter the SAI as a whole number.')
  .min(-1500, 'The SAI cannot be below -1,500.')
  .max(999_999, 'The SAI can be at most 999,999.');
const stateQuery = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), schema);

export const COLLEGE_SORTS = [
  'name',
  'state',
  'size',
  'coa',
  'need',
  'net_price',
  'acceptance',
  'graduation_rate',
  'gift_rate',
  'aid_rate',
] as const;
export type CollegeSort = (typeof COLLEGE_SORTS)[number];

/** GET /api/family/colleges. Rate filters take a percentage (0–100); `coa` is a maximum in whole dollars. */
export const CollegeSearchRequestSchema = z.object({
  state: stateQuery(CollegeStateSchema as z.ZodType<string>).optional(),
  family_state: stateQuery(UsStateSchema).optional(),
  family_federal_sai: SaiQuerySchema.optional(),
  family_institutional_sai: z.coerce
    .number({ error: 'Enter the institutional SAI as a whole number.' })
    .int('Enter the institutional SAI as a whole number.')
    .min(0, 'The institutional SAI cannot be negative.')
    .max(999_999, 'The institutional SAI can be at most 999,999.')
    .optional(),
  student_graduation_year: z.coerce
    .number({ error: 'Enter a year, like 2027.' })
    .int('Enter a year, like 2027.')
    .min(2000, 'Enter a year from 2000 to 2100.')
    .max(2100, 'Enter a year from 2000 to 2100.')
    .optional(),
  college_level: z.enum(['4-year', '2-year'], { error: 'Choose 4-year or 2-year.' }).optional(),
  college_type: z
    .enum(Object.keys(COLLEGE_TYPES) as [CollegeType, ...CollegeType[]], {
      error: 'Choose public, private-nonprofit or private-for-profit.',
    })
    .optional(),
  major_code: CipFamilyCodeSchema.optional(),
  /** Minimum acceptance rate, percent. */
  acceptance: percentFilter.optional(),
  /** Maximum cost of attendance for this family, whole dollars. */
  coa: z.coerce
    .number({ error: 'Enter a whole-dollar amount.' })
    .int('Enter a whole-dollar amount.')
    .min(0, 'The amount cannot be negative.')
    .max(1_000_000, 'Enter an amount up to $1,000,000.')
    .optional(),
  /** Minimum graduation rate, percent. */
  graduation_rate: percentFilter.optional(),
  /** Minimum gift aid rate, percent. */
  gift_rate: percentFilter.optional(),
  /** Minimum federal aid rate, percent. */
  aid_rate: percentFilter.optional(),
  college_size_min: z.coerce
    .number({ error: 'Enter a number of students.' })
    .int('Enter a whole number of students.')
    .min(0, 'Cannot be negative.')
    .optional(),
  college_size_max: z.coerce
    .number({ error: 'Enter a number of students.' })
    .int('Enter a whole number of students.')
    .min(0, 'Cannot be negative.')
    .optional(),
  sort_college: z.enum(COLLEGE_SORTS, { error: 'Choose a sort from the list.' }).default('size'),
  sort_order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('DESC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type CollegeSearchRequest = z.input<typeof CollegeSearchRequestSchema>;

/** GET /api/family/colleges/{id}: the family figures to work the costs out with (defaults: the family's own). */
export const CollegeDetailRequestSchema = CollegeSearchRequestSchema.pick({
  family_state: true,
  family_federal_sai: true,
  family_institutional_sai: true,
  student_graduation_year: true,
});
export type CollegeDetailRequest = z.input<typeof CollegeDetailRequestSchema>;
export type CollegeSearchQuery = z.output<typeof CollegeSearchRequestSchema>;

/**
 * How a net price was estimated: from the college's published net price for the family's income band, from its
 * overall average, as the need-based price (the college publishes none), or not at all (SAI or cost unknown).
 */
export const NetPriceMethodSchema = z.enum(['income-bracket', 'average', 'need-based', 'unavailable']);
export type NetPriceMethod = z.infer<typeof NetPriceMethodSchema>;

/** The figures of one college for one family (whole dollars; null when the college publishes too little). */
export const FamilyCostSchema = z.object({
  costOfAttendance: z.number().int().nullable(),
  /** Whether the in-state or out-of-state tuition applied (the spec's rule), or none for lack of a state. */
  residency: z.enum(['in-state', 'out-of-state']),
  estimatedNeed: z.number().int().nullable(),
  estimatedNetPrice: z.number().int().nullable(),
  netPriceLow: z.number().int().nullable(),
  netPriceHigh: z.number().int().nullable(),
  netPriceMethod: NetPriceMethodSchema,
  /** Cost of attendance in the student's first academic year, grown from the published price. */
  projectedCost: z.object({ academicYear: z.string(), amount: z.number().int() }).nullable(),
});
export type FamilyCost = z.infer<typeof FamilyCostSchema>;

export const CollegeSearchItemSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int().nullable(),
  name: z.string(),
  alias: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  control: CollegeControlSchema,
  level: CollegeLevelSchema,
  website: z.string().nullable(),
  undergradEnrollment: z.number().int().nullable(),
  collegeSize: z.enum(['small', 'medium', 'large']).nullable(),
  acceptanceRate: z.number().nullable(),
  satAvg: z.number().int().nullable(),
  /** SAT middle 50% of admitted students (reading + math), the spec's requiredSat. */
  satRange: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  graduationRate: z.number().nullable(),
  giftRate: z.number().nullable(),
  aidRate: z.number().nullable(),
  avgNetPrice: z.number().int().nullable(),
  medianDebt: z.number().int().nullable(),
  ...FamilyCostSchema.shape,
});
export type CollegeSearchItem = z.infer<typeof CollegeSearchItemSchema>;

/** The family figures the results were worked out with, and where each came from. */
export const CostAssumptionsSchema = z.object({
  familyState: z.string().nullable(),
  federalSai: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  /** Household income used to pick the net-price income band (from the parents' incomes), if known. */
  income: z.number().int().nullable(),
  studentGraduationYear: z.number().int().nullable(),
  /** First academic year of college, e.g. "2027-28", when a graduation year is known. */
  firstAcademicYear: z.string().nullable(),
  annualIncreasePercent: z.number(),
  priceYear: z.string(),
});
export type CostAssumptions = z.infer<typeof CostAssumptionsSchema>;

export const CollegeSearchResponseSchema = pageOf(CollegeSearchItemSchema).extend({
  assumptions: CostAssumptionsSchema,
});
export type CollegeSearchResponse = z.infer<typeof CollegeSearchResponseSchema>;

export const CollegeIdParamsSchema = z.object({
  id: IdParamSchema('Not a college id.'),
});

/** The family's own figures the college screens start from (GET /api/family/colleges/defaults). */
export const CollegeDefaultsResponseSchema = z.object({
  familyState: z.string().nullable(),
  federalSai: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  income: z.number().int().nullable(),
  students: z.array(
    z.object({ id: z.string(), name: z.string(), graduationYear: z.number().int().nullable() }),
  ),
});
export type CollegeDefaultsResponse = z.infer<typeof CollegeDefaultsResponseSchema>;

const costLine = z.object({ label: z.string(), amount: z.number().int() });

export const CollegeCostBreakdownSchema = z.object({
  residency: z.enum(['in-state', 'out-of-state']),
  /** Which tuition figure applied: the residency's own, or general tuition as the 0-tuition fallback. */
  tuitionBasis: z.enum(['in-state', 'out-of-state', 'general']),
  lines: z.array(costLine),
  /** Null when the college publishes no tuition at all. */
  total: z.number().int().nullable(),
  /** The rule applied, in plain words. */
  rule: z.string(),
});
export type CollegeCostBreakdown = z.infer<typeof CollegeCostBreakdownSchema>;

export const CollegeDetailResponseSchema = z.object({
  college: CollegeSearchItemSchema.extend({
    zip: z.string().nullable(),
    netPriceCalculatorUrl: z.string().nullable(),
    locale: z.string().nullable(),
    predominantDegree: z.string().nullable(),
    highestDegree: z.string().nullable(),
    mainCampus: z.boolean().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  costs: z.object({
    forFamily: CollegeCostBreakdownSchema,
    inState: CollegeCostBreakdownSchema,
    outOfState: CollegeCostBreakdownSchema,
    booksSupplies: z.number().int().nullable(),
    otherExpensesOnCampus: z.number().int().nullable(),
    publishedCostOfAttendance: z.number().int().nullable(),
    next: z.object({
      academicYear: z.literal('2022-23'),
      tuitionInState: z.number().int().nullable(),
      tuitionOutOfState: z.number().int().nullable(),
      roomBoardOnCampus: z.number().int().nullable(),
    }),
  }),
  admissions: z.object({
    acceptanceRate: z.number().nullable(),
    satAvg: z.number().int().nullable(),
    satReading: z.object({ p25: z.number().int(), p75: z.number().int() }).nullable(),
    satMath: z.object({ p25: z.number().int(), p75: z.number().int() }).nullable(),
    act: z
      .object({ p25: z.number().int(), mid: z.number().int().nullable(), p75: z.number().int() })
      .nullable(),
  }),
  outcomes: z.object({
    graduationRate: z.number().nullable(),
    medianDebt: z.number().int().nullable(),
    pellGrantShare: z.number().nullable(),
    federalLoanShare: z.number().nullable(),
  }),
  netPriceByIncome: z.array(
    z.object({
      bracket: z.string(),
      label: z.string(),
      amount: z.number().int().nullable(),
      yours: z.boolean(),
    }),
  ),
  majors: z.array(z.object({ code: z.string(), title: z.string(), share: z.number() })),
  assumptions: CostAssumptionsSchema,
});
export type CollegeDetailResponse = z.infer<typeof CollegeDetailResponseSchema>;

// ---- favourites ---------------------------------------------------------------------------------------------

export const AddFavouriteRequestSchema = z.object({
  collegeId: IdSchema('Choose a college.'),
  studentId: z.uuid({ error: 'Choose a student.' }),
});
export type AddFavouriteRequest = z.infer<typeof AddFavouriteRequestSchema>;

export const FavouriteSchema = z.object({
  id: z.string(),
  collegeId: z.number().int(),
  studentId: z.string(),
  createdAt: z.string(),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

export const FavouritesResponseSchema = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      graduationYear: z.number().int().nullable(),
      favourites: z.array(
        z.object({ id: z.string(), createdAt: z.string(), college: CollegeSearchItemSchema }),
      ),
    }),
  ),
  assumptions: CostAssumptionsSchema,
});
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;

// ---- admin --------------------------------------------------------------------------------------------------

export const ADMIN_COLLEGE_SORTS = [
  'name',
  'state',
  'control',
  'level',
  'enrollment',
  'unit_id',
  'updated',
] as const;

export const AdminCollegeListRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  sort_by: z.enum(ADMIN_COLLEGE_SORTS, { error: 'Choose a sort from the list.' }).default('name'),
  sort_order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('ASC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
});
export type AdminCollegeListRequest = z.input<typeof AdminCollegeListRequestSchema>;

export const AdminCollegeListItemSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  control: CollegeControlSchema,
  level: CollegeLevelSchema,
  undergradEnrollment: z.number().int().nullable(),
  tuitionFeesInState: z.number().int().nullable(),
  tuitionFeesOutOfState: z.number().int().nullable(),
  updatedAt: z.string(),
});
export const AdminCollegeListResponseSchema = pageOf(AdminCollegeListItemSchema);
export type AdminCollegeListResponse = z.infer<typeof AdminCollegeListResponseSchema>;

type NumberKey = {
  [K in CollegeScalarKey]: CollegeWrite[K] extends number | null ? K : never;
}[CollegeScalarKey];
const NUMBER_KEYS = COLLEGE_COLUMNS.filter(
  (c) => !['text', 'url', 'state', 'enum', 'flag'].includes(c.kind),
).map((c) => c.key as NumberKey);
const plainText = z.string().nullable();

/** A stored college as the API returns it (the write schema's fields, already normalised, plus bookkeeping). */
export const CollegeRecordSchema = z.object({
  ...(Object.fromEntries(NUMBER_KEYS.map((key) => [key, z.number().nullable()])) as Record<
    NumberKey,
    z.ZodNullable<z.ZodNumber>
  >),
  name: z.string(),
  alias: plainText,
  city: plainText,
  state: z.string(),
  zip: plainText,
  website: plainText,
  netPriceCalculatorUrl: plainText,
  control: CollegeControlSchema,
  level: CollegeLevelSchema,
  predominantDegree: z.enum(PREDOMINANT_DEGREES).nullable(),
  highestDegree: z.enum(HIGHEST_DEGREES).nullable(),
  mainCampus: z.boolean().nullable(),
  locale: plainText,
  degreeShares: z.partialRecord(CipFamilyCodeSchema, z.number()),
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many students have this college in their favourites (removing the college removes those too). */
  favouritesCount: z.number().int(),
});
export type CollegeRecord = z.infer<typeof CollegeRecordSchema>;

export const ImportProblemSchema = z.object({
  /** Spreadsheet row: the header is row 1, the first college row 2. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportReportSchema = z.object({
  /** Data rows in the file (header excluded). */
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** True when the file's good rows were written. */
  imported: z.boolean(),
  problems: z.array(ImportProblemSchema),
  /** Problems beyond the first 500 are counted, not listed. */
  moreProblems: z.number().int(),
  durationMs: z.number().int(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** A file that was refused: the usual error shape, plus the report of what is wrong. */
export const ImportRejectedResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string().optional() }),
  report: ImportReportSchema,
});
export type ImportRejectedResponse = z.infer<typeof ImportRejectedResponseSchema>;

export const CalculatorUsersRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type CalculatorUsersRequest = z.input<typeof CalculatorUsersRequestSchema>;

export const CalculatorUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  familyName: z.string().nullable(),
  uses: z.number().int(),
  firstUsedAt: z.string(),
  lastUsedAt: z.string(),
  /** The colleges this user calculated for, most recent first. */
  colleges: z.array(z.object({ id: z.number().int(), name: z.string(), state: z.string() })),
});
export const CalculatorUsersResponseSchema = pageOf(CalculatorUserSchema);
export type CalculatorUsersResponse = z.infer<typeof CalculatorUsersResponseSchema>;
