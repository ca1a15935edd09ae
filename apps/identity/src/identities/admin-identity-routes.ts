import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { queryOf } from '../http/request-info.ts';
import { findByIdentifier } from './identity-repository.ts';
import { identityView } from './identity-view.ts';

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
}
