import fc from 'fast-check';

/** The part of JSON Schema (as in the OpenAPI 3.0 document that @fastify/swagger builds from the zod contracts) read here. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const LONG_TEXT = 'x'.repeat(70_000);
const DEEP_ARRAY = JSON.parse(`${'['.repeat(3_000)}${']'.repeat(3_000)}`) as unknown;

/**
 * Inputs that have broken servers: NUL, numbers past PostgreSQL's integer and JavaScript's safe range, odd number
 * spellings, empty and invisible text, right-to-left marks, lone surrogates, emoji, long text, wrong types and
 * nested junk.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '99999999999999999999999',
    '1e309',
    '-1e309',
    'NaN',
    'Infinity',
    '0x10',
    '1_000',
    ' 12 ',
    '',
    ' ',
    '\uFEFF',
    '\u202Egnp.exe',
    '\uD800',
    '\uDFFFa',
    '👪🏽‍👩‍👧',
    'ﷺ𝕏Ω',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'null',
    '[]',
    LONG_TEXT,
  ),
  fc.constantFrom(
    2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    2 ** 53,
    -(2 ** 53),
    2 ** 63,
    1e308,
    -1e308,
    5e-324,
    0.5,
    -1,
    0,
  ),
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    [null],
    { '\u0000': 1 },
    { a: { b: { c: [{}] } } },
    DEEP_ARRAY,
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 3, maxKeys: 4, withNullPrototype: true, withBigInt: false }),
);

type Mode = 'valid' | 'mixed';
export type RequestMode = Mode | 'poisoned';

const bounded = (value: number | boolean | undefined) => (typeof value === 'number' ? value : undefined);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((s) => s.length <= maxLength);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = bounded(schema.minimum) ?? bounded(schema.exclusiveMinimum) ?? -1_000_000;
  const max = bounded(schema.maximum) ?? bounded(schema.exclusiveMaximum) ?? 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, mode: Mode, pools: IdPools): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) shape[key] = valueFor(child, mode, pools, key);
  const known = fc.record(shape, { requiredKeys: schema.required?.filter((k) => k in shape) ?? [] });
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return known;
  return fc
    .tuple(known, fc.dictionary(fc.string({ maxLength: 6 }), valueFor(extra, mode, pools), { maxKeys: 3 }))
    .map(([a, b]) => ({ ...b, ...a }));
}

/** Ids that exist in the test database, so that some requests reach real rows instead of stopping at 404. */
export type IdPools = Partial<Record<string, readonly (string | number)[]>>;

function schemaArbitrary(
  schema: JsonSchema,
  mode: Mode,
  pools: IdPools,
  name?: string,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => valueFor(s, mode, pools, name)));
  }
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0]!, mode, pools, name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable === true || types.includes('null');
  const type = types.find((t) => t !== 'null');
  let base: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      base = stringArbitrary(schema);
      break;
    case 'integer':
    case 'number':
      base = numberArbitrary(schema, type === 'integer');
      break;
    case 'boolean':
      base = fc.boolean();
      break;
    case 'array':
      base = fc.array(valueFor(schema.items ?? {}, mode, pools), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
      break;
    case 'object':
      base = objectArbitrary(schema, mode, pools);
      break;
    default:
      base = fc.jsonValue({ maxDepth: 2 });
  }
  const pool = name ? pools[name] : undefined;
  if (pool && pool.length > 0) base = fc.oneof(fc.constantFrom(...pool), base);
  return nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

/**
 * A value for a schema: in `valid` mode one the schema accepts (as far as JSON Schema says: zod refinements may
 * still refuse it), in `mixed` mode now and then a hostile value in its place, at any depth.
 */
export function valueFor(
  schema: JsonSchema,
  mode: Mode,
  pools: IdPools,
  name?: string,
): fc.Arbitrary<unknown> {
  const valid = schemaArbitrary(schema, mode, pools, name);
  if (mode === 'valid') return valid;
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
}

const POISON_NUMBERS = [2_147_483_648, -2_147_483_649, 2 ** 53, 1e308];

/**
 * An otherwise valid value with one leaf poisoned: a string gets a NUL, a number becomes one past PostgreSQL's
 * integer or JavaScript's safe range. This is what reaches deepest: it passes every other check on the way.
 */
export function poisoned<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(arbitrary, fc.nat(), fc.nat(POISON_NUMBERS.length - 1)).map(([value, pick, which]) => {
    const copy = structuredClone(value);
    const leaves: { parent: Record<string, unknown>; key: string }[] = [];
    const walk = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, child] of Object.entries(node)) {
        if (typeof child === 'string' || typeof child === 'number') {
          leaves.push({ parent: node as Record<string, unknown>, key });
        } else walk(child);
      }
    };
    walk(copy);
    const leaf = leaves[pick % Math.max(1, leaves.length)];
    if (leaf) {
      const old = leaf.parent[leaf.key];
      leaf.parent[leaf.key] =
        typeof old === 'string'
          ? `${old.slice(0, pick % 4)}\u0000${old.slice(pick % 4)}`
          : POISON_NUMBERS[which];
    }
    return copy;
  });
}

/** Percent-encoding that also takes lone surrogates (sent as the UTF-8 of U+FFFD, as a browser does). */
export function encodeParam(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Encoded text no browser sends: invalid UTF-8, an overlong NUL, a surrogate's bytes, a cut-off escape. */
export const RAW_QUERY_TAILS = [
  '&%FF=%C0%80',
  '&search=%ED%A0%80',
  '&search=%',
  '&page=%00',
  '&search=%00%00',
];

/** Text for a path or search parameter: what String() makes of the value (objects become "[object Object]"). */
export const asParam = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
