/**
 * The authorisation matrix of issue 22's routes (the funding plan, "Can we pay for this?", the aid offers and the
 * appeal letter): every route x the callers of testing/authorization-matrix-fixture.ts. A family session reads and
 * writes its own; the family's agents (X and X2 for family A) and admins read offers by `familyId`; another
 * organisation's agent, another family and a professional never; staff acting as family A as family A; a refused
 * write changes no table.
 */
import { only as allowOnly, describeMatrix, row } from './support/authorization-matrix';

/** Staff acting as family A hold a family A session: they get what family A gets (their access checked again). */
const only = (allowed: Parameters<typeof allowOnly>[0]) =>
  allowOnly({
    ...allowed,
    ...(allowed.familyA === undefined
      ? {}
      : { adminActingA: allowed.familyA, agentXActingA: allowed.familyA }),
  });

const families = only({ familyA: 200, familyB: 200 });
/** A family session on someone else's record, or staff without the family: "not found" (nothing leaks). */
const notFoundForAll = only({
  familyA: 404,
  familyB: 404,
  agentX: 404,
  agentX2: 404,
  agentY: 404,
  admin: 404,
});
const offerBody = {
  studentId: '{familyB}',
  collegeId: 1,
  awardYear: '2027-28',
  tuitionAndFees: 10_000,
  housingAndFood: 9_000,
  housingOnCampus: true,
  booksAndSupplies: 1_000,
  transportation: 500,
  personalExpenses: 1_000,
  items: [{ kind: 'grant', name: 'Grant', amount: 1_000, source: 'college', basis: 'need', renewable: true }],
};

describeMatrix('issue 22 routes: the authorisation matrix', [
  row('GET', '/api/family/funding-plan', families),
  // A payload the rules refuse: the family hears why (400), staff are refused (403); nothing changes.
  row('PUT', '/api/family/funding-plan', only({ familyA: 400, familyB: 400 }), {
    payload: {
      order: ['parentSavings'],
      parentSavings: null,
      parentIncomePerYear: 0,
      parentsBorrowPlus: true,
      parentPlusDenied: false,
      students: [],
    },
  }),
  row('GET', '/api/family/can-we-pay?studentId={familyA}&collegeIds=1', only({ familyA: 404, familyB: 404 })),
  row(
    'GET',
    '/api/family/aid-offers',
    only({ familyA: 200, familyB: 200, agentX: 404, agentX2: 404, agentY: 404, admin: 404 }),
  ),
  row(
    'GET',
    '/api/family/aid-offers?familyId={familyA}',
    only({ familyA: 200, familyB: 404, agentX: 200, agentX2: 200, agentY: 404, admin: 200 }),
  ),
  row(
    'GET',
    '/api/family/aid-offers?familyId={familyB}',
    only({ familyA: 404, familyB: 200, agentX: 404, agentX2: 404, agentY: 404, admin: 200 }),
  ),
  row('POST', '/api/family/aid-offers', only({ familyA: 400, familyB: 400 }), { payload: offerBody }),
  row('PUT', '/api/family/aid-offers/{familyA}', only({ familyA: 404, familyB: 404 }), {
    payload: offerBody,
  }),
  row('DELETE', '/api/family/aid-offers/{familyA}', only({ familyA: 404, familyB: 404 })),
  row('PUT', '/api/family/aid-offers/{familyA}/appeal', only({ familyA: 404, familyB: 404 }), {
    payload: { circumstances: 'A change.' },
  }),
  row(
    'GET',
    '/api/family/aid-offers/{familyA}?familyId={familyA}',
    only({ familyA: 404, familyB: 404, agentX: 404, agentX2: 404, agentY: 404, admin: 404 }),
  ),
  row('GET', '/api/family/aid-offers/compare?familyId={familyA}&ids={familyB}', notFoundForAll),
  row('GET', '/api/family/aid-offers/{familyA}/appeal-letter?familyId={familyA}', notFoundForAll),
  row('GET', '/api/family/aid-offers/{familyA}/appeal-letter.pdf?familyId={familyA}', notFoundForAll),
]);
