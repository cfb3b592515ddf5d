import { readFileSync } from 'node:fs';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the readable API reference is served (the raw OpenAPI document stays at /api/docs). */
export const API_REFERENCE_PATH = '/api/reference';

/**
 * The API reference: Swagger UI over the OpenAPI document, every file served from this server (the package
 * bundles them; no CDN), so the product's Content-Security-Policy ('self' scripts) holds. Public, like /api/docs.
 */
/** The product's mark (the built web app's favicon) in the reference's top bar, instead of the framework's. */
function productLogo(file: string): { type: string; content: Buffer; href: string } | undefined {
  try {
    return { type: 'image/svg+xml', content: readFileSync(file), href: API_REFERENCE_PATH };
  } catch {
    return undefined; // No web build (API tests): the default mark.
  }
}

export const apiReferencePlugin = fp(
  async (app: FastifyInstance, opts: { logoFile: string }) => {
    const logo = productLogo(opts.logoFile);
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
      ...(logo ? { logo } : {}),
      // Never the online validator: the page talks to this server only.
      validatorUrl: false,
    });
  },
  { name: 'api-reference' },
);
