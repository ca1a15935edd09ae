import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { permissionForRoute } from './permissions.ts';
import { auditStaffActions, readStaffAuditBefore, type RecordStaffAction } from './staff-audit.ts';
import { staffGuard, type StaffDirectory } from './staff-auth.ts';

/** The staff OpenAPI document, behind the staff token like every staff route. */
export const STAFF_DOCUMENT_PATH = '/api/docs/staff/json';

declare module 'fastify' {
  interface FastifyInstance {
    /** Method and URL of every staff route, so the public document can leave them out. */
    staffRoutes: Set<string>;
    /** The staff OpenAPI document (decorated inside the staff scope only). */
    staffSwagger?: () => unknown;
    /** The staff document from outside the scope (the staff client is generated from it). */
    staffDocument: { render: () => unknown };
  }
}

const routeKey = (method: string | string[], url: string) => `${[method].flat().join(',')} ${url}`;

/** Decorates the root app; call before the public swagger document is built. */
export function trackStaffRoutes(app: FastifyInstance): void {
  app.decorate('staffRoutes', new Set<string>());
  app.decorate('staffDocument', { render: () => undefined });
}

/** Whether the public document must leave this route out. */
export function isStaffRoute(app: FastifyInstance, route: Pick<RouteOptions, 'method' | 'url'>) {
  return app.staffRoutes.has(routeKey(route.method, route.url));
}

export interface StaffApiOptions {
  /** The machine credential (`STAFF_TOKEN`); null turns it off. */
  token: string | null;
  directory: StaffDirectory;
  recordAction: RecordStaffAction;
}

/** Every method of a route needs the permission the table gives it (HEAD goes with GET). */
function permissionOf(route: RouteOptions) {
  const methods = [route.method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
  const found = new Set(methods.map((method) => permissionForRoute(method, route.url)));
  const [permission] = found;
  if (found.size !== 1 || !permission) {
    throw new Error(
      `Staff route ${routeKey(route.method, route.url)} needs one entry in STAFF_ROUTE_PERMISSIONS (platform/permissions.ts).`,
    );
  }
  return permission;
}

/**
 * Staff endpoints live in one scope: the caller (a staff member's aal2 session or the machine
 * token) and the route's permission are checked onRequest, before Fastify parses or validates
 * the body, params or query (a caller without the right learns nothing about their shape);
 * every change is written to the audit log; and they are described in their own OpenAPI
 * document instead of the public one that customers' clients are generated from.
 */
export async function registerStaffApi(
  app: FastifyInstance,
  options: StaffApiOptions,
  routes: (staff: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (staff) => {
    staff.addHook('onRequest', staffGuard(options.token, options.directory));
    staff.addHook('preHandler', readStaffAuditBefore);
    staff.addHook('onSend', auditStaffActions(options.recordAction));
    staff.addHook('onRoute', (route) => {
      route.config = { ...route.config, staffPermission: permissionOf(route) };
      app.staffRoutes.add(routeKey(route.method, route.url));
    });
    await staff.register(fastifySwagger, {
      decorator: 'staffSwagger',
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Crossport staff API',
          description:
            'Back-office endpoints for staff signed in with a second factor (aal2 session), each needing the permission its role grants (docs/back-office.md); machines send X-Staff-Token (STAFF_TOKEN). Not part of the public customer API.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    staff.get(STAFF_DOCUMENT_PATH, { schema: { hide: true } }, async () => staff.staffSwagger?.());
    app.staffDocument.render = () => staff.staffSwagger?.();
    await routes(staff);
  });
}
