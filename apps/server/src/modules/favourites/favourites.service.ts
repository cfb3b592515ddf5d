import { collegeFit } from '@ccp/aid-engine';
import type {
  AddFavouriteRequest,
  CollegeDetailRequest,
  Favourite,
  FavouritesResponse,
  WriteRole,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { notFound } from '../../errors';
import { collegeNetPriceInputs } from '../college-pricing/college-costs';
import { policyBook } from '../college-pricing/policy-book';
import type { CollegeCatalogue } from '../colleges/catalogue';
import { factsOf } from '../colleges/college-entry';
import {
  type AssumptionInput,
  assumptionsFrom,
  chosenStudent,
  pricingKey,
  searchItem,
} from '../colleges/colleges.service';
import { distanceOfRow, fitCollegeOf, placeOfZip } from '../colleges/fit-views';
import type { FamilyContexts } from '../family-figures/family-contexts';
import { findFamilyByUser } from '../family-figures/family-figures.repository';
import type { FiguresBasis } from '../family-figures/figures-basis';
import { assertWriteRole } from '../family-profile/write-role';
import * as repo from './favourites.repository';

export interface FavouritesDeps {
  db: Db;
  catalogue: CollegeCatalogue;
  familyContexts: FamilyContexts;
}

async function ownFamily(deps: FavouritesDeps, actor: Actor): Promise<{ familyId: string }> {
  const family = await findFamilyByUser(deps.db, actor.userId);
  if (!family) throw notFound('Your family profile');
  return { familyId: family.id };
}

const toFavourite = (row: {
  id: string;
  collegeId: number;
  studentId: string;
  createdAt: Date;
}): Favourite => ({
  id: row.id,
  collegeId: row.collegeId,
  studentId: row.studentId,
  createdAt: row.createdAt.toISOString(),
});

/** Adds a college to one of the family's own students' favourites (idempotent). */
export async function addFavourite(
  deps: FavouritesDeps,
  actor: Actor,
  role: WriteRole,
  input: AddFavouriteRequest,
) {
  assertWriteRole(actor, role);
  const family = await ownFamily(deps, actor);
  return retryingTransaction(deps.db, async (tx) => {
    const student = await repo.findStudentOfFamily(tx, family.familyId, input.studentId);
    if (!student) throw notFound('That student');
    const college = await repo.collegeExists(tx, input.collegeId);
    if (!college) throw notFound('That college');
    const { favourite, created } = await repo.addFavourite(tx, {
      familyId: family.familyId,
      studentId: student.id,
      collegeId: college.id,
    });
    if (created) {
      await recordAudit(tx, actor, {
        familyId: family.familyId,
        action: 'favourite.add',
        entity: 'favourite',
        entityId: favourite.id,
        details: { collegeId: college.id, college: college.name, studentId: student.id, role },
      });
    }
    return { favourite: toFavourite(favourite), created };
  });
}

export async function removeFavourite(deps: FavouritesDeps, actor: Actor, role: WriteRole, id: string) {
  assertWriteRole(actor, role);
  const family = await ownFamily(deps, actor);
  await retryingTransaction(deps.db, async (tx) => {
    const removed = await repo.deleteFavourite(tx, family.familyId, id);
    if (!removed) throw notFound('That favorite');
    await recordAudit(tx, actor, {
      familyId: family.familyId,
      action: 'favourite.remove',
      entity: 'favourite',
      entityId: id,
      details: { collegeId: removed.collegeId, studentId: removed.studentId, role },
    });
  });
  return { ok: true as const };
}

/**
 * Each student's favourites with their costs for this family (projected to that student's first year), from the
 * figures basis: the family's own, or a case study's (its own favourites and figures) while staff act as the family.
 */
export async function listFavourites(
  deps: FavouritesDeps,
  actor: Actor,
  input: CollegeDetailRequest & AssumptionInput,
): Promise<FavouritesResponse> {
  return favouritesOfBasis(deps, await deps.familyContexts.fresh(actor, input.familyVersionId), input);
}

/** The favourites answer of a figures basis (the PDF report builds it from the same basis as its other parts). */
export async function favouritesOfBasis(
  deps: Pick<FavouritesDeps, 'db' | 'catalogue'>,
  family: FiguresBasis,
  input: CollegeDetailRequest & AssumptionInput,
): Promise<FavouritesResponse> {
  const [index, policies] = await Promise.all([deps.catalogue.index(), policyBook(deps.db)]);
  const rows = family.favourites;
  const missing = rows.map((r) => r.collegeId).filter((id) => index.positionOf(id) === undefined);
  const fromDb = new Map((await repo.findColleges(deps.db, missing)).map((row) => [row.id, row]));
  const collegeOf = (id: number) => {
    const position = index.positionOf(id);
    if (position !== undefined) return { facts: index.facts[position]!, row: index.rows[position]! };
    const row = fromDb.get(id);
    return row ? { facts: factsOf(row), row } : null;
  };
  const chosen = input.student_id === undefined ? null : chosenStudent(family, input.student_id);
  const home = placeOfZip(family.zip);
  return {
    assumptions: assumptionsFrom(input, family, undefined, policies),
    students: family.students
      .filter((student) => chosen === null || student.id === chosen.id)
      .map((student) => {
        // Each student's favourites with that student's own figures (award year, SAI, first college year).
        const assumptions = assumptionsFrom(
          {
            ...input,
            student_id: student.id,
            student_graduation_year: chosen === null ? undefined : input.student_graduation_year,
          },
          family,
          undefined,
          policies,
        );
        const key = pricingKey(assumptions, student, policies);
        return {
          id: student.id,
          name: student.name,
          graduationYear: student.graduationYear,
          assumptions,
          favourites: rows
            .filter((r) => r.studentId === student.id)
            .flatMap((r) => {
              const college = collegeOf(r.collegeId);
              if (!college) return [];
              return [
                {
                  id: r.id,
                  createdAt: r.createdAt?.toISOString() ?? null,
                  college: {
                    ...searchItem(college.facts, college.row, assumptions, key),
                    // This student's own fit with the college.
                    fit: collegeFit(student, fitCollegeOf(college.row, college.facts)),
                    distanceMiles: distanceOfRow(college.row, home),
                  },
                  netPriceInputs: collegeNetPriceInputs(college.row, key),
                },
              ];
            }),
        };
      }),
  };
}
