import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/database.ts';
import { isStaffRoute } from '../../src/platform/staff-api.ts';

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
  /** The path parameters (ids of the caller's objects on customer routes). */
  pathParams: string[];
  /** Query and body fields, at any depth, that carry ids (`id`, `ids`, `*_id`, `*_ids`). */
  idFields: string[];
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

const ID_NAME = /(^|_)ids?$/;

/** Names of the id-carrying properties of a schema, at any depth (`items.cart_item_id`). */
function idFieldsOf(schema: JsonSchema | undefined, prefix: string): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => [
      ...(ID_NAME.test(key) ? [`${prefix}${key}`] : []),
      ...idFieldsOf(value, `${prefix}${key}.`),
    ]),
    ...idFieldsOf(schema.items, prefix),
    ...nested.flatMap((option) => idFieldsOf(option, prefix)),
  ];
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
      const querystring = jsonSchemaOf(schema.querystring);
      const body = jsonSchemaOf(schema.body);
      return {
        method,
        url: route.url,
        params: jsonSchemaOf(schema.params),
        querystring,
        body,
        private: '401' in responses,
        staff: route.url.includes('/admin/') || isStaffRoute(app, route),
        pathParams: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string),
        idFields: [
          ...new Set([...idFieldsOf(querystring, 'querystring.'), ...idFieldsOf(body, 'body.')]),
        ],
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
  const databaseUrl = inject('databaseUrl');
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
