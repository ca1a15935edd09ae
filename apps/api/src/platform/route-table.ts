import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its schema and hooks (guards), for tools and tests. */
    readonly routeTable: readonly RouteOptions[];
  }
}

/**
 * Records routes as they are registered. Call it before any route or plugin is registered: an
 * `onRoute` hook only sees routes added after it. The access-control and fuzz suites read the
 * table, so a new route is covered by them without anyone listing it.
 */
export function recordRouteTable(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}
