import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** Liveness says the process answers; readiness says it can serve (database and schema up). */
export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      const result = await pool.query(
        'SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations',
      );
      return { status: 'ready', migrations: result.rows[0].applied as number };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({
        error: { code: 'service_unavailable', message: 'The database is not ready yet.' },
      });
    }
  });
}
