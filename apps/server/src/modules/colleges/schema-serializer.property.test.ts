import { CollegeDetailResponseSchema, CollegeSearchResponseSchema } from '@ccp/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './schema-serializer';

/** The JSON.stringify output with every character past ASCII escaped, as the serializer writes it (same value). */
const asciiOnly = (json: string) =>
  json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const anyJsonValue = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null));

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { format?: string } } }[];
}

/**
 * Values valid for a zod schema, for the kinds the response schemas use; objects also carry keys the schema does
 * not know (parsing leaves them out) in any order.
 */
function valuesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {});
      const known = fc.record(Object.fromEntries(fields.map(([key, field]) => [key, valuesOf(field)])), {
        requiredKeys: fields.filter(([, field]) => !field.safeParse(undefined).success).map(([key]) => key),
      });
      const unknown = fc.dictionary(
        fc.string().filter((key) => !(key in (def.shape ?? {})) && key !== '__proto__'),
        anyJsonValue,
        { maxKeys: 3 },
      );
      return fc
        .tuple(known, unknown)
        .chain(([k, u]) =>
          fc.shuffledSubarray(Object.entries({ ...u, ...k }), {
            minLength: Object.keys({ ...u, ...k }).length,
          }),
        )
        .map((entries) => Object.fromEntries(entries));
    }
    case 'array':
      return fc.array(valuesOf(def.element!), { maxLength: 4 });
    case 'nullable':
      return fc.option(valuesOf(def.innerType!), { nil: null });
    case 'optional':
      // An optional key may also be present with the value undefined (parsing keeps it; JSON leaves it out).
      return fc.option(valuesOf(def.innerType!), { nil: undefined, freq: 4 });
    case 'string':
      return text;
    case 'number':
      return def.checks?.some((c) => c._zod.def.format === 'safeint')
        ? fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.constant(-0))
        : fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    default:
      throw new Error(`no values for a ${def.type} schema`);
  }
}

const Mixed = z.object({
  id: z.number().int(),
  flag: z.boolean(),
  year: z.literal('2021-22'),
  note: z.string().optional(),
  maybeNull: z.number().int().nullable().optional(),
  orNothing: z.string().optional().nullable(),
  gaps: z.array(z.string().optional()),
  items: z.array(z.object({ rate: z.number().nullable(), kind: z.enum(['a', 'b']) })),
});

describe('compiled response serializer, for any valid value', () => {
  it.each([
    ['the college search response', CollegeSearchResponseSchema],
    ['the college page response', CollegeDetailResponseSchema],
    ['optional keys (absent or undefined), booleans, literals and doubles', Mixed],
  ])('writes exactly JSON.stringify(schema.parse(value)) for %s', (_what, schema: z.ZodType) => {
    const serialize = compiledSerializer({ schema, method: 'GET', url: '/x' } as never);
    fc.assert(
      fc.property(valuesOf(schema), (value) => {
        expect(serialize(value)).toBe(asciiOnly(JSON.stringify(schema.parse(value))));
      }),
      { numRuns: 200 },
    );
  });
});
