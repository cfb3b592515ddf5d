import { type CollegeRecord, type CollegeWrite, currentAcademicYear } from '@ccp/contracts';
import type { schema } from '@ccp/db';
import type { CollegeRow } from '../colleges/colleges.repository';

export type CollegeValues = Omit<typeof schema.colleges.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A write's columns; `creating` a college, costs sent without their year are this academic year's too. */
export function toCollegeValues(input: CollegeWrite, creating = false): CollegeValues {
  const { mainCampus, degreeShares, dataYear, ...rest } = input;
  return {
    ...rest,
    // Costs entered without their year are this academic year's (the same default as the CSV import); a write
    // that leaves the year out keeps the stored one.
    dataYear: dataYear === null || (dataYear === undefined && creating) ? currentAcademicYear() : dataYear,
    mainCampus: mainCampus === null ? null : mainCampus ? 1 : 0,
    degreeShares: degreeShares as Record<string, number>,
  };
}

export function toCollegeRecord(row: CollegeRow, favouritesCount: number): CollegeRecord {
  const { mainCampus, degreeShares, createdAt, updatedAt, editVersion, ...rest } = row;
  return {
    ...rest,
    control: row.control as CollegeRecord['control'],
    level: row.level as CollegeRecord['level'],
    predominantDegree: row.predominantDegree as CollegeRecord['predominantDegree'],
    highestDegree: row.highestDegree as CollegeRecord['highestDegree'],
    mainCampus: mainCampus === null ? null : mainCampus === 1,
    degreeShares,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    favouritesCount,
    version: editVersion,
  };
}
