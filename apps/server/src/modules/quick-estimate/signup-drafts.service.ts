/*
 * The two-minute estimate's answers carried into the sign-up (issue 23 item 1, docs/decisions/0056): kept on the
 * server for an hour under an opaque random id that only the visitor's address holds, so that reloading the sign-up
 * page keeps them and no financial answer goes into browser storage or the address. Only the id's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  QuickEstimateAnswersSchema,
  type QuickEstimateRequest,
  SIGNUP_DRAFT_MINUTES,
  type SignUpDraft,
  type SignUpDraftCreated,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { AppError } from '../../errors';
import * as repo from './quick-estimate.repository';

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

export const DRAFT_GONE =
  'Your estimate’s answers are no longer kept (we keep them for an hour). Make the estimate again, or sign up without them.';

export async function createSignUpDraft(
  db: Db,
  input: QuickEstimateRequest,
  now = new Date(),
): Promise<SignUpDraftCreated> {
  const { awardYear: _year, ...answers } = input;
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGNUP_DRAFT_MINUTES * 60_000);
  await repo.insertSignUpDraft(db, { idHash: hashOf(id), answers, expiresAt }, now);
  return { id, expiresAt: expiresAt.toISOString() };
}

/** The answers of a draft that has not expired; 404 once it has (or never was). */
export async function readSignUpDraft(db: Db, id: string, now = new Date()): Promise<SignUpDraft> {
  const row = await repo.findSignUpDraft(db, hashOf(id), now);
  const answers = QuickEstimateAnswersSchema.safeParse(row?.answers);
  if (!row || !answers.success) throw new AppError('NOT_FOUND', DRAFT_GONE);
  return { answers: answers.data, expiresAt: row.expiresAt.toISOString() };
}

/** Forgets a draft (used by the sign-up, or "Start without them"). Unknown ids are already forgotten. */
export async function deleteSignUpDraft(db: Db, id: string): Promise<void> {
  await repo.deleteSignUpDraft(db, hashOf(id));
}
