import { hasNul, NUL_MESSAGE } from '@ccp/contracts';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../errors';

/**
 * The field name of the first string or key holding NUL (U+0000) in a parsed request part, e.g. `parents.0.name`;
 * `fallback` when the part itself is such a string; null when there is none. Walks without recursion, so no
 * nesting depth can overflow the stack.
 */
export function findNul(value: unknown, fallback: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      if (hasNul(item)) return path || fallback;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries = Object.entries(item);
    if (entries.some(([key]) => hasNul(key))) return path || fallback;
    // Pushed last to first, so that fields are looked at in their order.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const satisfies readonly (readonly [keyof FastifyRequest, string])[];

/** A wildcard path (`/api/auth/*`, the web app's pages) is no field: its route checks the raw path itself. */
function namedParams(params: unknown): unknown {
  if (params === null || typeof params !== 'object' || !('*' in params)) return params;
  const { '*': _wildcard, ...named } = params as Record<string, unknown>;
  return named;
}

/** Refuses (400, the field named) any request whose path parameters, search parameters or body hold NUL. */
export const refuseNul: preValidationAsyncHookHandler = async function refuseNul(request) {
  for (const [part, fallback] of PARTS) {
    const value = part === 'params' ? namedParams(request.params) : request[part];
    const field = findNul(value, fallback);
    if (field === null) continue;
    const where = part === 'query' ? 'search parameters' : 'highlighted fields';
    throw validationFailed({ [field]: NUL_MESSAGE }, `Please correct the ${where}.`);
  }
};

/**
 * NUL can never reach the database (PostgreSQL text cannot store it): every route, whatever its schema, gets
 * `refuseNul` as its last preValidation hook: it runs just before schema validation, so after an authorisation a
 * route does in preValidation (a refused caller learns nothing about the body rules), as the schema would.
 * Registered before the routes, which it sees through onRoute.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const own = route.preValidation;
      const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
      route.preValidation = [...hooks, refuseNul] as typeof route.preValidation;
    });
  },
  { name: 'input-hygiene' },
);
