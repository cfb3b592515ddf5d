import fc from 'fast-check';
import {
  asParam,
  encodeParam,
  hostileValue,
  type IdPools,
  type JsonSchema,
  poisoned,
  RAW_QUERY_TAILS,
  type RequestMode,
  valueFor,
} from './openapi-arbitraries';

/** The server's operations as its OpenAPI document lists them, and random or hostile requests for each. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export function operationsOf(doc: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** Bodies the JSON parser itself must refuse (or the route ignore) without a 5xx. */
const RAW_BODIES = [
  '{"name":',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '"\\u0000"',
  'null',
  '[]',
  '1e999999',
  `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
];

export interface Sent {
  method: string;
  url: string;
  payload?: unknown;
  contentType?: string;
}

export function requestFor(op: Operation, pools: IdPools): fc.Arbitrary<Sent> {
  return fc.constantFrom<RequestMode>('valid', 'mixed', 'poisoned', 'poisoned').chain((requestMode) => {
    const mode = requestMode === 'mixed' ? 'mixed' : 'valid';
    const params = fc.record(
      Object.fromEntries(op.pathParams.map((p) => [p.name, valueFor(p.schema, mode, pools, p.name)])),
    );
    const query = fc.record(
      Object.fromEntries(op.query.map((q) => [q.name, valueFor(q.schema, mode, pools, q.name)])),
      { requiredKeys: [] },
    );
    const payload = op.body ? valueFor(op.body, mode, pools) : fc.constant(undefined);
    const parts = fc.record({ params, query, payload });
    const sent = requestMode === 'poisoned' ? poisoned(parts) : parts;
    const extraQuery =
      mode === 'mixed'
        ? fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 })
        : fc.constant({});
    const rawTail = mode === 'mixed' ? fc.constantFrom('', '', '', ...RAW_QUERY_TAILS) : fc.constant('');
    const rawBody =
      op.body && mode === 'mixed'
        ? fc.option(fc.constantFrom(...RAW_BODIES), { freq: 6 })
        : fc.constant(null);
    return fc
      .tuple(sent, extraQuery, rawTail, rawBody)
      .map(([{ params: p, query: q, payload: body }, extra, tail, raw]) => {
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeParam(asParam(p[name])));
        const search = Object.entries({ ...extra, ...q })
          .flatMap(([key, value]) =>
            value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => [key, asParam(v)]),
          )
          .map(([key, value]) => `${encodeParam(key!)}=${encodeParam(value!)}`)
          .join('&');
        const url = `${path}?${search}${tail}`;
        if (raw !== null) return { method: op.method, url, payload: raw, contentType: 'application/json' };
        return { method: op.method, url, ...(body !== undefined ? { payload: body } : {}) };
      });
  });
}
