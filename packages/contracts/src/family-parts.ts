import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, TextSchema } from './common';

/*
 * The parts every staff view of a family shares (the admin's, the financial agent's and the admission
 * professional's lists and detail pages). Spread in place, so each schema keeps its field order.
 */

export const ADMIN_FAMILY_STATUSES = ['invited', 'onboarding', 'active'] as const;
export type AdminFamilyStatus = (typeof ADMIN_FAMILY_STATUSES)[number];

/** A family's user id, or its own id for an invited family that has no account yet. */
export const FamilyParamsSchema = z.object({ id: TextSchema.min(1).max(64) });

/** `sort_order` of a family list: either case, upper case after parsing. */
export const FamilySortOrderSchema = z
  .enum(['ASC', 'DESC', 'asc', 'desc'])
  .default('DESC')
  .transform((v) => v.toUpperCase() as 'ASC' | 'DESC');

/** `page` and `limit` of a family list. */
export const familyPageFields = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

/** The first columns of a family list row. */
export const familyListHead = {
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  state: z.string().nullable(),
  parentNames: z.array(z.string()),
  students: z.number().int(),
};

export const familyStatusField = { status: z.enum(ADMIN_FAMILY_STATUSES) };

/** The last columns of a family list row (and of a family's detail). */
export const familyTimes = {
  createdAt: z.string(),
  lastActivityAt: z.string(),
};

/** The head of a family's detail page. */
export const familyDetailHead = {
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  ...familyStatusField,
  onboardingStep: z.number().int(),
};

export const familyParentFields = { id: z.string(), firstName: z.string(), lastName: z.string() };
export const familyStudentFields = {
  id: z.string(),
  name: z.string(),
  graduationYear: z.number().int().nullable(),
};
export const familyFavouriteFields = {
  id: z.string(),
  collegeId: z.number().int(),
  name: z.string(),
  state: z.string(),
};
