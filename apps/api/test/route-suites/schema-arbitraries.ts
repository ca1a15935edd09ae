import fc from 'fast-check';
import type { JsonSchema } from './route-cases.ts';

/**
 * fast-check generators from a route's JSON Schema: values shaped as the schema asks, and the
 * same shapes with hostile values mixed in at any depth (what an attacker sends).
 */

const MAX_ITEMS = 4;
const MAX_STRING = 40;

/** An object with `key` as an own property, also for `__proto__` (an assignment would not). */
function withOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

function deepObject(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Values that have broken APIs before: out-of-range numbers, wrong types, odd text. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    99_999_999_999,
    2_147_483_648,
    2 ** 53 + 2,
    1e308,
    -1e308,
    -1,
    0,
    1.5,
    '99999999999',
    '99999999999999999999999',
    '-1',
    '1e309',
    'NaN',
    '',
    ' ',
    null,
    true,
    [],
    {},
    [[[[[]]]]],
    '../../../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '\uD800',
    '%00%ff',
    '😀'.repeat(60),
    'constructor',
    '__proto__',
  ),
  fc.string({ unit: 'grapheme', maxLength: MAX_STRING }),
  fc.string({ unit: 'binary', maxLength: MAX_STRING }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 2, max: 400 }).map(deepObject),
  fc.constant(withOwn({}, '__proto__', { polluted: true })),
  fc.constant(withOwn({ prototype: { polluted: true } }, 'constructor', { polluted: true })),
  fc.double(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
);

/** Keys an attacker adds to an object: unknown fields and prototype names. */
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'unknown_field', '');

type Resolve = (schema: JsonSchema) => JsonSchema;

function resolver(root: JsonSchema): Resolve {
  return (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    return root.$defs?.[name] ?? {};
  };
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1;
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
  const min = Math.max(Math.ceil(low), Number.MIN_SAFE_INTEGER);
  const max = Math.min(Math.floor(high), Number.MAX_SAFE_INTEGER);
  return min > max ? fc.constant(min) : fc.integer({ min, max });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
    case 'date-time':
      return fc
        .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
        .map((d) => d.toISOString());
    default:
      return fc.string({ minLength, maxLength });
  }
}

function build(schema: JsonSchema, resolve: Resolve, hostile: boolean): fc.Arbitrary<unknown> {
  const node = resolve(schema);
  const shaped = shapedArbitrary(node, resolve, hostile);
  return hostile
    ? fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileLeaf })
    : shaped;
}

function shapedArbitrary(
  node: JsonSchema,
  resolve: Resolve,
  hostile: boolean,
): fc.Arbitrary<unknown> {
  if ('const' in node) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => build(c, resolve, hostile)));
  if (node.allOf?.[0]) return build(node.allOf[0], resolve, hostile);
  if (Array.isArray(node.type)) {
    return fc.oneof(
      ...node.type.map((type) => shapedArbitrary({ ...node, type }, resolve, hostile)),
    );
  }
  switch (node.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(node);
    case 'number':
      return fc.double({
        min: node.minimum ?? -1e6,
        max: node.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringArbitrary(node);
    case 'array': {
      const minLength = node.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(node.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(build(node.items ?? {}, resolve, hostile), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(node, resolve, hostile);
    default:
      return node.properties
        ? objectArbitrary(node, resolve, hostile)
        : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(node: JsonSchema, resolve: Resolve, hostile: boolean) {
  const properties = node.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, build(v, resolve, hostile)])),
    { requiredKeys: node.required?.filter((k) => k in properties) ?? [] },
  ) as fc.Arbitrary<Record<string, unknown>>;
  if (!hostile) return record;
  return fc
    .tuple(record, fc.array(fc.tuple(hostileKey, hostileLeaf), { maxLength: 2 }))
    .map(([value, extras]) =>
      extras.reduce((target, [key, extra]) => withOwn(target, key, extra), { ...value }),
    );
}

/** Values the schema accepts in shape (refinements such as "one of a or b" aside). */
export function validShaped(schema: JsonSchema): fc.Arbitrary<unknown> {
  return build(schema, resolver(schema), false);
}

/** The schema's shapes with hostile values and keys mixed in at any depth. */
export function hostileShaped(schema: JsonSchema): fc.Arbitrary<unknown> {
  return build(schema, resolver(schema), true);
}

/** How a generated value travels in a path segment or a query string. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
