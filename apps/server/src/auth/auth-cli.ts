// Used only by `npm run auth:schema` to generate packages/db/src/schema/auth.ts; never imported by the app.
import { drizzle } from 'drizzle-orm/node-postgres';
import { testConfig } from '../config';
import { makeAuth } from './auth';

export const auth = makeAuth(drizzle.mock() as never, testConfig(), { send: async () => {} });
