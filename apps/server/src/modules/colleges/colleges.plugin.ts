import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FamilyContexts } from '../family-figures/family-contexts';
import { CollegeCatalogue } from './catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory college catalogue behind the search (ADR 0005). */
    collegeCatalogue: CollegeCatalogue;
    /** Each family's figures basis (its growth, students and their figures), as the college screens need it (short-lived cache). */
    familyContexts: FamilyContexts;
  }
}

/** Shared by the college, favourites, calculator and admin-college modules. */
export const collegesPlugin = fp(
  async (app: FastifyInstance, opts: { catalogueRefreshMs?: number } = {}) => {
    const catalogue = new CollegeCatalogue(app.db, {
      refreshMs: opts.catalogueRefreshMs ?? app.config.catalogueRefreshMs,
      log: app.log,
    });
    app.decorate('collegeCatalogue', catalogue);
    // Loaded by main.ts at start-up or by the first search, then kept current until close.
    app.addHook('onClose', async () => catalogue.stop());
    app.decorate('familyContexts', new FamilyContexts(app.db));
  },
  { name: 'colleges', dependencies: ['db'] },
);
