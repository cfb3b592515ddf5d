import { z } from 'zod';
import { US_STATES } from './us-states';

/**
 * The academic year of the catalogue's own cost columns (College Scorecard 2021-22 yearly file). Each college names
 * the year of its own costs (its `dataYear`, the CSV's data_year or price_year): this year for the catalogue, an admin's import or
 * edit its own; its newer IPEDS charges (2023-24) win where it has them (docs/decisions/0020, 0055).
 */
export const PRICE_YEAR = '2021-22';
/** The calendar year in which PRICE_YEAR starts. */
export const PRICE_YEAR_START = 2021;
export const PRICE_YEAR_LABEL = `${PRICE_YEAR} published price`;

/** An academic year as the product writes it: "2025-26" (July to June). */
export const ACADEMIC_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

/** "2025-26" from its first calendar year 2025. */
export const academicYearFrom = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** The calendar year an academic year starts ("2025-26" -> 2025), or null when it is not one. */
export function academicYearStart(year: string): number | null {
  const match = ACADEMIC_YEAR_PATTERN.exec(year.trim());
  if (!match) return null;
  const start = Number(match[1]);
  return Number(match[2]) === (start + 1) % 100 ? start : null;
}

/** The academic year under way on `now` (it starts on July 1, as the federal award year): "2026-27" in November 2026. */
export function currentAcademicYear(now: Date = new Date()): string {
  return academicYearFrom(now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1);
}

/** The years a college's prices may be published for: from 2000 to the next academic year. */
export const EARLIEST_PRICE_YEAR_START = 2000;
export const ACADEMIC_YEAR_MESSAGE = 'Enter an academic year like 2025-26, from 2000-01 to next year.';
/** Where the college figures come from (docs/decisions/0020): each college's newest published year. */
export const NEWEST_PRICES_TEXT =
  "each college's newest published prices (2023-24 charges and 2022-23 net prices where it has them)";
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
    'Projected cost: the cost of attendance grown each year by the assumed annual increase, from the year the ' +
    'college published its prices (named beside each figure) to the student’s first year of college.',
} as const;
