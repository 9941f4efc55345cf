import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** Numbers that have broken servers: column limits, signs, fractions, floats past exactness. */
const nastyNumbers = [0, -1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e21, -0];

/** Text that has broken servers: control characters, markup, SQL, lone surrogates, long lines, Thai. */
const nastyText = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f\u0085',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\ud800',
  '%00',
  '../../etc/passwd',
  'ทดสอบ ภาษาไทย 🐶',
  'x'.repeat(5000),
  '1e309',
  'NaN',
  'null',
];

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A value of the schema's own shape and limits (so that requests get past the first check). */
function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitting(s, depth)));
  if (schema.allOf?.length) return fitting(schema.allOf[0]!, depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -2_147_483_648), max: Math.min(schema.maximum ?? 100_000, 2_147_483_647) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern === '^\\d{5}$') return fc.stringMatching(/^\d{5}$/);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, depth + 1) : anyJson, { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return objectFor(schema, depth);
    default:
      return anyJson;
  }
}

/** Objects with the schema's properties, some missing, some of the wrong kind, now and then one more. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 3 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties).map(([name, property]) =>
    fc.option(fc.tuple(fc.constant(name), valueFor(property, depth + 1)), { freq: required.has(name) ? 12 : 3, nil: undefined }),
  );
  const extra = fc.option(fc.tuple(fc.constantFrom('unexpected', '__proto__', 'constructor', 'a\u0000'), anyJson), { freq: 8, nil: undefined });
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
    const value: Record<string, unknown> = {};
    for (const pair of [...pairs, more])
      if (pair) Object.defineProperty(value, pair[0], { value: pair[1], enumerable: true, writable: true, configurable: true });
    return value;
  });
}

/** What a careless or hostile client sends: mostly the right shape, often a value that is not. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fitting(schema, depth) },
    { weight: 2, arbitrary: fc.constantFrom(...nastyNumbers) },
    { weight: 2, arbitrary: fc.constantFrom(...nastyText) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}, [null], { a: 1 }) },
    { weight: 1, arbitrary: anyJson },
  );
}

/** A path parameter as text: mostly a number, often not. */
export const pathValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 3000 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyNumbers.map(String)) },
  { weight: 2, arbitrary: fc.constantFrom('abc', '1;DROP TABLE members', '%00', '\u0000', 'ทดสอบ', '1.0', '+1', '0x10', ' 1', '-', 'x'.repeat(300)) },
);
