import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { courierMessages } from '../database/tables.ts';
import { badRequest, notFound } from '../errors.ts';
import { kratosTemplateType } from './templates.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ListQuery = z.object({
  recipient: z.string().optional(),
  status: z.enum(['queued', 'sent', 'processing', 'abandoned']).optional(),
  page_size: z.coerce.number().int().min(1).max(1000).default(250),
  page_token: z.string().optional(),
});

function messageView(row: typeof courierMessages.$inferSelect) {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    template_type: kratosTemplateType(row.templateType),
    send_count: row.sendCount,
    channel: 'email',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Kratos's admin courier API, for developers and browser tests to read the outbox (the code a
 * customer would find in their inbox). Served only by the admin app (admin-app.ts), which
 * listens on 127.0.0.1 when IDENTITY_ADMIN_ENABLED is on; never by the public app.
 */
export function registerCourierRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get('/admin/courier/messages', async (request, reply) => {
    const query = ListQuery.parse(request.query);
    const offset = query.page_token ? Number.parseInt(query.page_token, 10) : 0;
    if (!Number.isInteger(offset) || offset < 0) throw badRequest('The page_token is not valid.');
    const filters: SQL[] = [];
    if (query.recipient) filters.push(eq(courierMessages.recipient, query.recipient.toLowerCase()));
    if (query.status) filters.push(eq(courierMessages.status, query.status));
    const rows = await ctx.db
      .select()
      .from(courierMessages)
      .where(and(...filters))
      .orderBy(desc(courierMessages.createdAt), desc(courierMessages.id))
      .limit(query.page_size + 1)
      .offset(offset);
    if (rows.length > query.page_size) {
      const next = offset + query.page_size;
      reply.header(
        'link',
        `</admin/courier/messages?page_size=${query.page_size}&page_token=${next}>; rel="next"`,
      );
    }
    return rows.slice(0, query.page_size).map(messageView);
  });

  app.get<{ Params: { id: string } }>('/admin/courier/messages/:id', async (request) => {
    const { id } = request.params;
    const [row] = UUID.test(id)
      ? await ctx.db.select().from(courierMessages).where(eq(courierMessages.id, id))
      : [];
    if (!row) throw notFound('The message could not be found.');
    return messageView(row);
  });
}
