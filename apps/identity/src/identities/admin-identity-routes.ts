import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from '../context.ts';
import { identities } from '../database/tables.ts';
import { badRequest, notFound } from '../errors.ts';
import { queryOf } from '../http/request-info.ts';
import { announceRevocation } from '../sessions/revocation-notice.ts';
import { findByIdentifier } from './identity-repository.ts';
import { identityView } from './identity-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Kratos's listIdentities, narrowed to what the back office asks: the identity that signs in
 * with one identifier (`credentials_identifier`, an email), so an admin can add a person to
 * the staff by email. Without the filter Kratos would page every identity; we refuse instead,
 * as nothing here needs the whole list.
 */
export function registerIdentityAdminRoutes(app: FastifyInstance, ctx: IdentityContext) {
  app.get('/admin/identities', async (request) => {
    const identifier = queryOf(request).credentials_identifier?.trim();
    if (!identifier || identifier.length > 320) {
      throw badRequest('credentials_identifier (an email) is required.');
    }
    const found =
      (await findByIdentifier(ctx.db, 'password', identifier)) ??
      (await findByIdentifier(ctx.db, 'code', identifier));
    return found ? [identityView(found.identity, ctx.config)] : [];
  });

  // Kratos's deleteIdentity: the commerce API calls it when a customer closes their account.
  // Credentials, addresses, sessions and flows go with the identity (foreign keys cascade);
  // the API hears that every session of it ended, in the same transaction, and drops its cache.
  app.delete<{ Params: { id: string } }>('/admin/identities/:id', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) throw notFound('The identity could not be found.');
    const deleted = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .delete(identities)
        .where(eq(identities.id, id))
        .returning({ id: identities.id });
      if (rows.length > 0) await announceRevocation(tx, { identityId: id });
      return rows.length > 0;
    });
    if (!deleted) throw notFound('The identity could not be found.');
    ctx.log.info({ identity_id: id }, 'identity deleted');
    return reply.status(204).send();
  });
}
