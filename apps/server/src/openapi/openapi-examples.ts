/**
 * An example value for a JSON Schema of the OpenAPI document, made from the schema itself: its own `example`,
 * `default`, `const` or first `enum` value, else a value of its type within its limits, named sensibly from the
 * property it is for ("email" -> an address, "state" -> "OH"). Examples are always what the schema accepts; they
 * show the shape of a request or an answer in the API reference.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
};

const ID = '3f6b2a8e-6c1d-4f0a-9b7e-2d5c8a1e4b90';
const WHEN = '2026-11-21T14:30:00.000Z';

/** Strings by the name of the property they are for (the last part of the name, lower case). */
const NAMED_STRINGS: [RegExp, string][] = [
  [/^email$|email$/, 'maria.rivera@example.com'],
  [/password$/, 'a-long-passphrase'],
  [/^firstname$/, 'Maria'],
  [/^lastname$/, 'Rivera'],
  [/(family|version)name$/, 'The Rivera Family'],
  [/organisation|organization|institution/, 'Summit Financial Partners'],
  [/^name$|^college$|collegename$/, 'The Rivera Family'],
  [/state$/, 'OH'],
  [/zip$/, '45409'],
  [/phone$/, '6175550100'],
  [/awardyear$|academicyear$|priceyear$|costsyear$|year$/, '2026-27'],
  [/url$|website$|href$/, 'https://www.example.edu'],
  [/token$/, 'eyJhbGciOiJFZERTQSJ9.example.signature'],
  [/code$/, 'FALL2026'],
  [/reference$/, 'CCP-20261121-1A2B3C4D'],
  [/message$|note$|description$|reason$|summary$|rule$|label$|title$|text$/, 'A short text.'],
  [/search$|query$/, 'ohio'],
  [/city$/, 'Dayton'],
  [/role$/, 'family'],
];

/** Numbers by property name: whole dollars for money, a small count for counts. */
const NAMED_NUMBERS: [RegExp, number][] = [
  [/sai$/, 12_450],
  [
    /income|salary|wages|earnings|amount|price|cost|tuition|fee|grant|pell|need|savings|equity|value|debt/,
    24_000,
  ],
  [/rate$|share$|percent$/, 0.25],
  [/year$/, 2027],
  [/gpa$/, 3.6],
  [/sat$/, 1280],
  [/act$/, 28],
  [/age$/, 46],
  [/page$/, 1],
  [/limit$/, 20],
  [/total$|count$|members/, 2],
  [/latitude$/, 39.76],
  [/longitude$/, -84.19],
];

const lastWord = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function stringFor(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case 'email':
      return 'maria.rivera@example.com';
    case 'uuid':
      return ID;
    case 'date-time':
      return WHEN;
    case 'date':
      return WHEN.slice(0, 10);
    case 'uri':
    case 'url':
      return 'https://www.example.edu';
    case 'binary':
      return '(the file)';
  }
  const key = lastWord(name);
  if (/id$/.test(key) && !/(paid|valid)$/.test(key)) return ID;
  const named = NAMED_STRINGS.find(([pattern]) => pattern.test(key))?.[1];
  let text = named ?? 'text';
  if (schema.pattern) {
    try {
      if (!new RegExp(schema.pattern, 'u').test(text)) text = patternFallback(schema.pattern) ?? text;
    } catch {
      // A pattern JavaScript cannot read: keep the named value.
    }
  }
  if (schema.maxLength !== undefined && text.length > schema.maxLength)
    text = text.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && text.length < schema.minLength)
    text = text.padEnd(schema.minLength, 'x');
  return text;
}

/** A value for the few patterns the contracts use (an academic year, digits). */
function patternFallback(pattern: string): string | null {
  for (const candidate of ['2026-27', '45409', '01', 'OH', ID]) {
    if (new RegExp(pattern, 'u').test(candidate)) return candidate;
  }
  return null;
}

function numberFor(schema: JsonSchema, name: string, integer: boolean): number {
  const key = lastWord(name);
  let value = NAMED_NUMBERS.find(([pattern]) => pattern.test(key))?.[1] ?? 1;
  if (integer) value = Math.round(value);
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (min !== undefined && value < min) value = min;
  if (max !== undefined && value > max) value = max;
  return value;
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** An example of `schema` for the property `name` (the empty name at the top). */
export function exampleOf(schema: JsonSchema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 12) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) {
    // The named value when the choices have it ("OH" for a state), else the first choice.
    const named = NAMED_STRINGS.find(([pattern]) => pattern.test(lastWord(name)))?.[1];
    if (named !== undefined && schema.enum.includes(named)) return named;
    return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  }
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    const useful = options.find((o) => !typesOf(o).includes('null') || typesOf(o).length > 1) ?? options[0];
    return exampleOf(useful, name, depth + 1);
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, name, depth + 1)));
  }
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        out[key] = exampleOf(property, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(schema.items, name.replace(/s$/, ''), depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      return stringFor(schema, name);
    case 'integer':
      return numberFor(schema, name, true);
    case 'number':
      return numberFor(schema, name, false);
    case 'boolean':
      return true;
    default:
      return types.length === 0 && typesOf(schema).includes('null') ? null : {};
  }
}
