import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FamilyContexts } from '../college-pricing/family-context';
import { CollegeCatalogue } from './catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory college catalogue behind the search (ADR 0005). */
    collegeCatalogue: CollegeCatalogue;
    /** Each family's state, SAI, income and students, as the college figures need them (short-lived cache). */
    familyContexts: FamilyContexts;
  }
}

/** Shared by the college, favourites, calculator and admin-college modules. */
export const collegesPlugin = fp(
  async (app: FastifyInstance, opts: { catalogueCheckIntervalMs?: number } = {}) => {
    app.decorate(
      'collegeCatalogue',
      new CollegeCatalogue(app.db, { checkIntervalMs: opts.catalogueCheckIntervalMs ?? 1_000, log: app.log }),
    );
    app.decorate('familyContexts', new FamilyContexts(app.db));
  },
  { name: 'colleges', dependencies: ['db'] },
);
