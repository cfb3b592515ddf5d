/* The family profile's rules on the server, for the family's own profile (family-profile.service, students.service)
 * and a case study's draft alike (modules/case-studies): the answers a No clears, the contradictions refused. The
 * cross-field rules themselves are the contracts' (family-rules), shared with the web forms. */
import {
  answerYesFirst,
  childrenUnder17Error,
  GUARDED_ANSWERS,
  type GuardedAnswers,
  graduationYearError,
  guardedFields,
  householdSizeError,
  inCollegeError,
  MAX_STUDENTS,
  peopleEntered,
  RESIDENCE_EQUITY_ONLY_IF_OWNED,
  RETIREMENT_ASKED_PER_PARENT,
  residenceEquityAsked,
  STUDENT_TAX_NEEDS_FILING,
  studentOlderThanParentError,
  studentTaxAsked,
  type UpdateFamilyProfileRequest,
  type UpdateStudentRequest,
} from '@ccp/contracts';
import zipcodes from 'zipcodes';
import { validationFailed } from '../../errors';
import { definedValues } from './family-write';

/** The household and finance answers the profile rules read, as stored or as a draft holds them. */
export type ProfileAnswers = {
  familyMembersCount: number | null;
  parentsMaritalStatus?: string | null;
  childrenUnder17?: number | null;
  familyMembersInCollege: number | null;
  primaryResidence: string | null;
} & { [K in GuardedAnswers['flag']]: boolean | null };

/** A student's answers the student rules read. */
export interface StudentAnswers {
  filedTaxes: boolean | null;
  graduationYear: number | null;
  overallStudentType: string | null;
}

export const TOO_MANY_STUDENTS_MESSAGE = `A family can have at most ${MAX_STUDENTS} students (1st to ${MAX_STUDENTS}th). Remove a student before adding another.`;

/** A US ZIP code the offline ZIP database (the zipcodes package) can place. */
const knownZip = (zip: string) => zipcodes.lookup(zip) !== undefined;

/**
 * The profile's sent values, with the answers a No clears; refuses what contradicts the rest of the profile.
 * `perParentRetirement` is the parents' own contributions added up (contracts `householdRetirement(null, parents)`),
 * null when no parent answers them: then the household figure is theirs and sending another value is refused; an
 * older profile without per-parent answers keeps its household figure writable.
 */
/** Who the profile lists, for the household-size cross-check. */
export interface ListedPeople {
  parents: readonly { relationship?: string | null }[];
  students: number;
}

export function profileValues(
  current: ProfileAnswers,
  input: UpdateFamilyProfileRequest,
  perParentRetirement: number | null,
  listed?: ListedPeople,
): Partial<UpdateFamilyProfileRequest> {
  const values = definedValues(input);
  const merged = { ...current, ...values };
  const fields: Record<string, string> = {};

  if (input.annualRetirementAmount !== undefined && perParentRetirement !== null) {
    if (input.annualRetirementAmount !== perParentRetirement)
      fields.annualRetirementAmount = RETIREMENT_ASKED_PER_PARENT;
    delete values.annualRetirementAmount;
  }
  const children = childrenUnder17Error(merged.familyMembersCount, merged.childrenUnder17);
  if (children) fields.childrenUnder17 = children;

  if (listed && input.familyMembersCount != null) {
    const people = peopleEntered(merged.parentsMaritalStatus ?? null, listed.parents, listed.students);
    const small = householdSizeError(input.familyMembersCount, people);
    if (small) fields.familyMembersCount = small;
  }
  const inCollege = inCollegeError(merged.familyMembersCount, merged.familyMembersInCollege);
  if (inCollege) fields.familyMembersInCollege = inCollege;
  if (typeof input.zip === 'string' && !knownZip(input.zip)) {
    fields.zip = 'We do not know this ZIP code. Check the 5 digits.';
  }
  for (const guard of GUARDED_ANSWERS) {
    if (merged[guard.flag]) continue;
    for (const field of guardedFields(guard)) {
      if (input[field] != null) fields[field] = answerYesFirst(guard.question);
      else (values as Record<string, unknown>)[field] = null;
    }
  }
  if (!residenceEquityAsked(merged.primaryResidence) && merged.primaryResidence != null) {
    if (input.residenceEquity != null) fields.residenceEquity = RESIDENCE_EQUITY_ONLY_IF_OWNED;
    else values.residenceEquity = null;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return values;
}

/** A student's sent values; refuses a graduation year against the student type and a tax without a return. */
export function studentValues(
  input: UpdateStudentRequest,
  current?: StudentAnswers,
  parentAges: readonly (number | null)[] = [],
) {
  const values = definedValues(input);
  const older =
    input.birthYear != null ? studentOlderThanParentError(input.birthYear, parentAges) : undefined;
  if (older) throw validationFailed({ birthYear: older });
  const year = input.graduationYear !== undefined ? input.graduationYear : (current?.graduationYear ?? null);
  const type =
    input.overallStudentType !== undefined ? input.overallStudentType : (current?.overallStudentType ?? null);
  const contradiction = graduationYearError(year, type);
  if (contradiction) throw validationFailed({ graduationYear: contradiction });
  const filedTaxes = input.filedTaxes !== undefined ? input.filedTaxes : (current?.filedTaxes ?? null);
  if (!studentTaxAsked(filedTaxes)) {
    if (input.taxAmount != null && input.taxAmount > 0)
      throw validationFailed({ taxAmount: STUDENT_TAX_NEEDS_FILING });
    if (filedTaxes === false) values.taxAmount = null;
  }
  return values;
}

/** The legal parents' ages: a student cannot be older than a parent (a stepparent may be young). */
export function legalAges(parents: readonly { relationship?: string | null; age: number | null }[]) {
  return parents.filter((p) => p.relationship !== 'stepparent').map((p) => p.age);
}
