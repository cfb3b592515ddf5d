import type { SaiContributor, SaiRequest } from './sai-request';

function exemptions(c: SaiContributor | undefined): number {
  const n = c?.irsFtiAsReported?.Number_of_exemptions;
  return typeof n === 'number' && n > 0 ? n : 0;
}

/**
 * The family size the formula uses (docs/sai/formula.md §2.7): `familySize` when given; otherwise, as FPS does, the size
 * reported on the FAFSA, else the number of exemptions on the IRS returns; at least 2 for Formula A (a parent
 * and the student) and for Formula C (the student and a dependent), at least 1 for Formula B.
 */
export function resolveFamilySize(request: SaiRequest): number {
  const min = request.formula === 'B' ? 1 : 2;
  let size = request.familySize ?? 0;
  if (!(size > 0)) {
    const reported =
      request.formula === 'A' ? request.parentFamilySizeReported : request.studentFamilySizeReported;
    size = reported ?? 0;
  }
  if (!(size > 0)) {
    size =
      request.formula === 'A'
        ? exemptions(request.parent) + exemptions(request.otherParent)
        : exemptions(request.student) + exemptions(request.spouse);
  }
  return Math.max(size, min);
}
