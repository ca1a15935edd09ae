import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';

// ajv-formats ships CommonJS; under ESM its default export sits one level down.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

const OPENAPI_PATH =
  process.env.KRATOS_OPENAPI ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'kratos/kratos-openapi.json');

type Json = unknown;

/**
 * OpenAPI 3.0 schemas are almost JSON Schema: refs point at `#/components/schemas/X`
 * (rewritten to `#/definitions/X`), `nullable: true` becomes a `null` type (or is dropped
 * where no type is given, which already allows null), and `discriminator` is left to
 * `oneOf`, whose branches differ by an enum anyway.
 */
function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const source = node as Record<string, Json>;
  const result: Record<string, Json> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'discriminator' || key === 'nullable' || key === 'example') continue;
    if (key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      result.$ref = value.replace('#/components/schemas/', '#/definitions/');
      continue;
    }
    result[key] =
      key === 'properties' || key === 'definitions' ? mapValues(value) : toJsonSchema(value);
  }
  if (source.nullable === true && typeof source.type === 'string') {
    result.type = [source.type, 'null'];
  }
  return result;
}

function mapValues(value: Json): Json {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, Json>).map(([k, v]) => [k, toJsonSchema(v)]),
  );
}

const document = JSON.parse(fs.readFileSync(OPENAPI_PATH, 'utf8')) as {
  components: { schemas: Record<string, Json> };
};
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('uuid4', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addSchema({ $id: 'kratos', definitions: mapValues(document.components.schemas) });

const cache = new Map<string, ValidateFunction>();

/** Asserts the body matches `components.schemas[name]` of the Kratos OpenAPI document. */
export function expectKratosSchema(name: string, body: unknown): void {
  let validate = cache.get(name);
  if (!validate) {
    validate = ajv.getSchema(`kratos#/definitions/${name}`);
    if (!validate) throw new Error(`no schema ${name} in the Kratos OpenAPI document`);
    cache.set(name, validate);
  }
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${name}: ${JSON.stringify(body).slice(0, 400)}`).toEqual(
    [],
  );
}

/** A list endpoint: every element must match the item schema. */
export function expectKratosList(name: string, body: unknown): void {
  expect(Array.isArray(body)).toBe(true);
  for (const item of body as unknown[]) expectKratosSchema(name, item);
}
