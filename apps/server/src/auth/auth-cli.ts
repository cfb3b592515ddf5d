// Used only by `npm run auth:schema` to generate packages/db/src/schema/auth.ts; never imported by the app.
import { drizzle } from 'drizzle-orm/node-postgres';
import { testConfig } from '../config';
import { makeAuth } from './auth';
import { sessionRevocations } from './session-revocations';

const db = drizzle.mock() as never;
export const auth = makeAuth(db, testConfig(), sessionRevocations(db, { pollMs: 1000 }));
