import { z } from 'zod';
import {
  ACADEMIC_YEAR_MESSAGE,
  academicYearFrom,
  academicYearStart,
  CipFamilyCodeSchema,
  CollegeControlSchema,
  CollegeLevelSchema,
  CollegeStateSchema,
  currentAcademicYear,
  EARLIEST_PRICE_YEAR_START,
  HIGHEST_DEGREES,
  PREDOMINANT_DEGREES,
} from './colleges';
import { TextSchema } from './common';

/** The form of an academic year: 2022-23 (the second year follows the first). */
export function isAcademicYear(text: string): boolean {
  return academicYearStart(text) !== null;
}
/** "2027-28" for the academic year starting in 2027. */
export const academicYearName = academicYearFrom;
export const AcademicYearSchema = TextSchema.trim().refine(isAcademicYear, ACADEMIC_YEAR_MESSAGE);

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
/** The academic year a college's own costs are for ("2025-26"); empty (null) means the current academic year. */
const pricesYear = TextSchema.trim()
  .refine((year) => {
    const start = academicYearStart(year);
    const latest = academicYearStart(currentAcademicYear()) ?? 0;
    return start !== null && start >= EARLIEST_PRICE_YEAR_START && start <= latest + 1;
  }, ACADEMIC_YEAR_MESSAGE)
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
  /** General tuition: used when the in-state or out-of-state figure is 0 (docs/product-spec.md §9). */
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
  tuitionFeesInDistrict2023: money,
  tuitionFeesInState2023: money,
  tuitionFeesOutOfState2023: money,
  booksSupplies2023: money,
  roomBoardOnCampus2023: money,
  otherExpensesOnCampus2023: money,
  roomBoardOffCampus2023: money,
  otherExpensesOffCampus2023: money,
  otherExpensesWithFamily2023: money,
  avgNetPrice2022: signedMoney,
  netPriceIncome0To30k2022: signedMoney,
  netPriceIncome30To48k2022: signedMoney,
  netPriceIncome48To75k2022: signedMoney,
  netPriceIncome75To110k2022: signedMoney,
  netPriceIncome110kPlus2022: signedMoney,
  medianEarnings10yr: money,
  medianEarnings6yr: money,
  // The four below may be left out of a write (older clients): the stored value is then kept.
  /** Names the college had before, `|`-separated (the search still finds them). */
  formerNames: optionalText(1_000).optional(),
  /** Short names families type ("Penn State"), `|`-separated: the search ranks an exact one first. */
  commonNames: optionalText(1_000).optional(),
  /** The academic year of the row's Scorecard/IPEDS figures, like 2022-23. */
  dataYear: pricesYear.optional(),
  dataSource: optionalText(300).optional(),
  /** Share of degrees awarded per CIP family, e.g. { "11": 0.12 }; a family absent = not reported. */
  degreeShares: z.partialRecord(CipFamilyCodeSchema, z.number().min(0).max(1)),
});
export type CollegeWrite = z.infer<typeof CollegeWriteSchema>;
export type CollegeScalarKey = Exclude<keyof CollegeWrite, 'degreeShares'>;
