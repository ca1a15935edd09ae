import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { staffGuard } from './staff-auth.ts';

/** The staff OpenAPI document, behind the staff token like every staff route. */
export const STAFF_DOCUMENT_PATH = '/api/docs/staff/json';

declare module 'fastify' {
  interface FastifyInstance {
    /** Method and URL of every staff route, so the public document can leave them out. */
    staffRoutes: Set<string>;
    /** The staff OpenAPI document (decorated inside the staff scope only). */
    staffSwagger?: () => unknown;
  }
}

const routeKey = (method: string | string[], url: string) => `${[method].flat().join(',')} ${url}`;

/** Decorates the root app; call before the public swagger document is built. */
export function trackStaffRoutes(app: FastifyInstance): void {
  app.decorate('staffRoutes', new Set<string>());
}

/** Whether the public document must leave this route out. */
export function isStaffRoute(app: FastifyInstance, route: Pick<RouteOptions, 'method' | 'url'>) {
  return app.staffRoutes.has(routeKey(route.method, route.url));
}

/**
 * Staff endpoints live in one scope: the X-Staff-Token is checked onRequest, before Fastify
 * parses or validates the body, params or query (a caller without the token learns nothing
 * about their shape), and they are described in their own OpenAPI document instead of the
 * public one that customers' clients are generated from.
 */
export async function registerStaffApi(
  app: FastifyInstance,
  token: string | null,
  routes: (staff: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (staff) => {
    staff.addHook('onRequest', staffGuard(token));
    staff.addHook('onRoute', (route) => {
      app.staffRoutes.add(routeKey(route.method, route.url));
    });
    await staff.register(fastifySwagger, {
      decorator: 'staffSwagger',
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Crossport staff API',
          description:
            'Back-office endpoints, guarded by the X-Staff-Token header (STAFF_TOKEN). Not part of the public customer API.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    staff.get(STAFF_DOCUMENT_PATH, { schema: { hide: true } }, async () => staff.staffSwagger?.());
    await routes(staff);
  });
}
