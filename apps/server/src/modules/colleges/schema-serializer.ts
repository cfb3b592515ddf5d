import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A response serializer compiled once from a zod response schema, for hot routes: it walks the schema's shape to
 * write JSON directly and checks each value's type, required keys and enum members on the way out, without zod's
 * per-request parse and copy (about 10x faster for a page of search results). Kinds it does not know fall back to
 * zod for that part of the value.
 */
type Write = (value: unknown) => string;

/** A value that does not match the schema; `path` is filled in while the error travels up. */
class Mismatch extends Error {
  readonly path: (string | number)[] = [];
}

function fail(expected: string): never {
  throw new Mismatch(`expected ${expected}`);
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; format?: string } } }[];
}

/**
 * JSON of frozen objects, by identity: a frozen object cannot change, so a cached result (e.g. one search result
 * item, reused by every search that shows it) is written once.
 */
const frozenJson = new WeakMap<object, string>();

const NON_ASCII = /[\u0080-\uffff]/;
const EVERY_NON_ASCII = /[\u0080-\uffff]/g;

/**
 * JSON with every character past ASCII escaped (\u2013 for an en dash): one such character makes V8 store the whole
 * response as two-byte text, which then costs far more to measure and encode as UTF-8 (a fifth of the search's
 * CPU time was spent there). Same JSON value, a few more bytes on the wire where a name has one.
 */
function asciiJson(value: unknown): string {
  const json = JSON.stringify(value);
  return NON_ASCII.test(json)
    ? json.replace(EVERY_NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : json;
}

/**
 * A key JSON leaves out when its value is missing: its schema parses undefined to undefined (`.optional()`, also
 * under `.nullable()`), by zod's public parse rather than the wrapper's kind. A `.default()` parses to its default.
 */
function keepsUndefined(field: z.ZodType): boolean {
  const parsed = field.safeParse(undefined);
  return parsed.success && parsed.data === undefined;
}

function compile(schema: z.ZodType): Write {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => ({
        key,
        prefix: `${JSON.stringify(key)}:`,
        optional: keepsUndefined(field),
        write: compile(field),
      }));
      const writeObject = (record: Record<string, unknown>) => {
        let out = '{';
        let first = true;
        for (const field of fields) {
          const v = record[field.key];
          if (v === undefined && field.optional) continue;
          let json: string;
          try {
            json = v === undefined ? fail('a value') : field.write(v);
          } catch (err) {
            if (err instanceof Mismatch) err.path.unshift(field.key);
            throw err;
          }
          out += (first ? '' : ',') + field.prefix + json;
          first = false;
        }
        return `${out}}`;
      };
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('an object');
        if (!Object.isFrozen(value)) return writeObject(value as Record<string, unknown>);
        let json = frozenJson.get(value);
        if (json === undefined) {
          json = writeObject(value as Record<string, unknown>);
          frozenJson.set(value, json);
        }
        return json;
      };
    }
    case 'array': {
      const write = compile(def.element!);
      return (value) => {
        if (!Array.isArray(value)) fail('an array');
        let out = '[';
        for (let i = 0; i < value.length; i += 1) {
          let json: string;
          try {
            json = write(value[i]);
          } catch (err) {
            if (err instanceof Mismatch) err.path.unshift(i);
            throw err;
          }
          out += (i === 0 ? '' : ',') + json;
        }
        return `${out}]`;
      };
    }
    case 'nullable': {
      const write = compile(def.innerType!);
      return (value) => (value === null ? 'null' : write(value));
    }
    case 'optional': {
      const write = compile(def.innerType!);
      return (value) => (value === undefined ? 'null' : write(value));
    }
    case 'string':
      return (value) => (typeof value === 'string' ? asciiJson(value) : fail('a string'));
    case 'number': {
      const integer = def.checks?.some(
        (c) => c._zod.def.format === 'safeint' || c._zod.def.format === 'int32',
      );
      return (value) => {
        if (typeof value !== 'number' || !Number.isFinite(value)) fail('a number');
        if (integer && !Number.isInteger(value)) fail('a whole number');
        return String(value);
      };
    }
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? String(value) : fail('true or false'));
    case 'enum':
    case 'literal': {
      const allowed = new Set<unknown>(def.type === 'enum' ? Object.values(def.entries ?? {}) : def.values);
      return (value) => (allowed.has(value) ? asciiJson(value) : fail(`one of ${[...allowed].join(', ')}`));
    }
    default:
      return (value) => {
        const result = schema.safeEncode(value);
        if (!result.success) fail('a value matching its schema');
        return asciiJson(result.data);
      };
  }
}

/** A Fastify serializer compiler for routes whose response schemas are zod schemas (see above). */
export function compiledSerializer<T>({ schema, method, url }: FastifyRouteSchemaDef<T>) {
  // Fastify calls this once per response status with that status's schema (a zod schema here).
  const write = compile(schema as unknown as z.ZodType);
  return (data: unknown) => {
    try {
      return write(data);
    } catch (err) {
      if (err instanceof Mismatch) {
        const cause = new z.ZodError([{ code: 'custom', path: err.path, message: err.message, input: data }]);
        throw new ResponseSerializationError(method, url, { cause });
      }
      throw err;
    }
  };
}
