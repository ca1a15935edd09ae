import type { FastifyInstance, RouteOptions } from 'fastify';

import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/database.ts';
import { isStaffRoute } from '../../src/platform/staff-api.ts';
import { testDatabaseUrl } from '../database-url.ts';

/** The subset of JSON Schema (2020-12, as Zod writes it) the suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** One route of the API as the suites see it: where it is, what it takes, who may call it. */
/** One value a request carries, found in the route's schemas. */
export interface RouteField {
  /** `params.id`, `querystring.number`, `body.items.cart_item_id` (arrays add no step). */
  path: string;
  /** The property's own name (`cart_item_id`): what the reviewed name tables go by. */
  name: string;
  /** The shapes its value may take (the options of an anyOf; an array's items). */
  schemas: JsonSchema[];
}

export interface RouteCase {
  method: string;
  /** Fastify's path, with `:name` parameters and `*` wildcards. */
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** It documents a 401: a caller without a session (or guest ids, where allowed) is refused. */
  private: boolean;
  /** Staff only, behind the staff token: under `/admin/` or in the staff scope (staff docs). */
  staff: boolean;
  /** The path parameters. */
  pathParams: string[];
  /** Every value the request carries: path parameters and query and body fields at any depth. */
  fields: RouteField[];
  route: RouteOptions;
}

function isZod(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/** A route's request schema as JSON Schema: what a client may send, before transforms. */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (isZod(schema)) {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return typeof schema === 'object' && schema !== null ? (schema as JsonSchema) : undefined;
}

/**
 * The alternatives a value may take, `$ref`s resolved: the options of an anyOf/oneOf, each part
 * of an allOf (their fields are all sent).
 */
function optionsOf(schema: JsonSchema, root: JsonSchema): JsonSchema[] {
  const node = schema.$ref ? (root.$defs?.[schema.$ref.replace(/^#\/\$defs\//, '')] ?? {}) : schema;
  const nested = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  if (nested.length === 0) return [node];
  const own = Object.fromEntries(
    Object.entries(node).filter(([key]) => !['anyOf', 'oneOf', 'allOf'].includes(key)),
  ) as JsonSchema;
  return [
    ...(Object.keys(own).length > 0 ? [own] : []),
    ...nested.flatMap((option) => optionsOf(option, root)),
  ];
}

/** Keywords that say what a value is; an option without any (`{}`, a default) adds nothing. */
const SHAPING_KEYWORDS = ['type', 'enum', 'const', 'pattern', 'format', 'items'] as const;

/**
 * The leaves of a query or body schema: objects open into their properties and arrays into their
 * items (an array adds no step to the path: `body.items.cart_item_id`), so every value a client
 * sends is one field, whatever it is named.
 */
function fieldsOf(schema: JsonSchema, root: JsonSchema, path: string, name: string): RouteField[] {
  const leaf: RouteField = { path, name, schemas: [] };
  const inner: RouteField[] = [];
  let container = false;
  for (const option of optionsOf(schema, root)) {
    if (option.type === 'null') continue;
    if (option.properties) {
      container = true;
      for (const [key, value] of Object.entries(option.properties)) {
        inner.push(...fieldsOf(value, root, `${path}.${key}`, key));
      }
    } else if (option.type === 'array' && option.items) {
      container = true;
      inner.push(...fieldsOf(option.items, root, path, name));
    } else if (SHAPING_KEYWORDS.some((keyword) => keyword in option)) {
      leaf.schemas.push(option);
    }
  }
  // A value with no shape at all (no type, pattern or choices) is still a field to classify.
  const shapeless = !container && leaf.schemas.length === 0;
  return mergedByPath([...(leaf.schemas.length > 0 || shapeless ? [leaf] : []), ...inner]);
}

function mergedByPath(fields: RouteField[]): RouteField[] {
  const byPath = new Map<string, RouteField>();
  for (const field of fields) {
    const seen = byPath.get(field.path);
    if (seen) seen.schemas.push(...field.schemas);
    else byPath.set(field.path, { ...field, schemas: [...field.schemas] });
  }
  return [...byPath.values()];
}

function requestFields(
  pathParams: string[],
  params: JsonSchema | undefined,
  querystring: JsonSchema | undefined,
  body: JsonSchema | undefined,
): RouteField[] {
  const top = (schema: JsonSchema | undefined, part: string) =>
    schema ? fieldsOf(schema, schema, part, part) : [];
  return mergedByPath([
    ...pathParams.map((name) => ({
      path: `params.${name}`,
      name,
      schemas: [params?.properties?.[name] ?? { type: 'string' }],
    })),
    ...top(querystring, 'querystring'),
    ...top(body, 'body'),
  ]);
}

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD' && method !== 'OPTIONS',
  );

/** Every route of the app, read from the route table it records while routes register. */
export function routeCases(app: FastifyInstance): RouteCase[] {
  return app.routeTable.flatMap((route) =>
    methodsOf(route).map((method) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const responses = (schema.response ?? {}) as Record<string, unknown>;
      const params = jsonSchemaOf(schema.params);
      const querystring = jsonSchemaOf(schema.querystring);
      const body = jsonSchemaOf(schema.body);
      const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
      return {
        method,
        url: route.url,
        params,
        querystring,
        body,
        private: '401' in responses,
        staff: route.url.includes('/admin/') || isStaffRoute(app, route),
        pathParams,
        fields: requestFields(pathParams, params, querystring, body),
        route,
      };
    }),
  );
}

export const caseName = (c: RouteCase) => `${c.method} ${c.url}`;

/**
 * The route table read before the tests are collected (so each route is a test of its own):
 * the app is built against this run's database and closed again without serving a request.
 */
export async function listRouteCases(): Promise<RouteCase[]> {
  const databaseUrl = testDatabaseUrl();
  const database = openDatabase(databaseUrl, 1);
  const app = await buildApp({
    config: loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl }),
    database,
    logger: false,
  });
  await app.ready();
  const cases = routeCases(app);
  await app.close();
  await database.pool.end();
  return cases;
}
