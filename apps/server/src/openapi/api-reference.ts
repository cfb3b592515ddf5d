import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the readable API reference is served (the raw OpenAPI document stays at /api/docs). */
export const API_REFERENCE_PATH = '/api/reference';

/**
 * The API reference: Swagger UI over the OpenAPI document, every file served from this server (the package
 * bundles them; no CDN), so the product's Content-Security-Policy ('self' scripts) holds. Public, like /api/docs.
 */
export const apiReferencePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swaggerUi, {
      routePrefix: API_REFERENCE_PATH,
      uiConfig: {
        docExpansion: 'none',
        deepLinking: true,
        defaultModelsExpandDepth: 0,
        displayRequestDuration: true,
        filter: true,
        tryItOutEnabled: false,
        persistAuthorization: false,
      },
      theme: { title: 'College Cost Planner API reference' },
      // Never the online validator: the page talks to this server only.
      validatorUrl: false,
    });
  },
  { name: 'api-reference' },
);
