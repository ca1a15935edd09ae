import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from '../context.ts';
import { flowErrors } from '../database/tables.ts';
import { notFound, requiredParameter } from '../errors.ts';
import { queryOf } from '../http/request-info.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The error page (`/error?id=`) reads what went wrong here (Kratos `getFlowError`). */
export function registerFlowErrorRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get('/self-service/errors', async (request) => {
    const { id } = queryOf(request);
    if (!id) throw requiredParameter('id');
    const [row] = UUID.test(id)
      ? await ctx.db.select().from(flowErrors).where(eq(flowErrors.id, id))
      : [];
    if (!row) throw notFound('The error could not be found.');
    return {
      id: row.id,
      error: row.error,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
